import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { slugify } from '@eventalp/plugin-catalog';
import { CATEGORIES, HELP_TYPES, PAGES } from '../magazine-migrations';
import { sanitizeRichText } from '../sanitize-rich-text';

const CATEGORY_LIST = [
  {
    id: 53,
    name: 'Hilfe',
    slug: 'hilfe',
    kind: 'help',
    intro: 'Antworten auf häufige Fragen zu Suche, Anfragen, Einträgen, Konto und Award.',
  },
  {
    id: 54,
    name: 'Ratgeber',
    slug: 'ratgeber',
    kind: 'editorial',
    intro: 'Grundlagen für die Planung von Anlässen.',
  },
];

/** Help article types (reference data): who or what a help article is for. */
export const HELP_TYPE_LIST = [
  {
    id: 1,
    name: 'Für Veranstalter',
    slug: 'veranstalter',
    description: 'Locations und Dienstleister finden, merken und anfragen.',
  },
  {
    id: 2,
    name: 'Für Locations und Dienstleister',
    slug: 'anbieter',
    description: 'Einträge erfassen und pflegen, Anfragen beantworten, Pakete anbieten.',
  },
  {
    id: 3,
    name: 'Konto und Datenschutz',
    slug: 'konto',
    description: 'Login, Passwort, Newsletter und deine Daten.',
  },
  {
    id: 4,
    name: 'Swiss Location Award',
    slug: 'award',
    description: 'Nominieren, bewerten und ausgezeichnet werden.',
  },
];

/** [category, help type (help pages only), title, body paragraphs] */
const PAGE_LIST: [number, number | null, string, string[]][] = [
  [
    53,
    1,
    'Wie finde ich die passende Location?',
    [
      'Starte auf der Startseite mit «Resultate anzeigen» oder direkt in der Suche. Filtere nach Region, Anlass, Personenzahl und Ausstattung.',
      'Die Karte zeigt dir alle Treffer im gewählten Gebiet; mit «In diesem Gebiet suchen» grenzt du die Liste ein.',
    ],
  ],
  [
    53,
    1,
    'Wie sende ich eine Anfrage an mehrere Locations?',
    [
      'Merke dir Locations und Anbieter mit dem Herz-Symbol. Auf deiner Merkliste kannst du allen gemerkten Einträgen eine gemeinsame Anfrage senden.',
      'Die Merkliste bleibt in deinem Browser gespeichert, auch ohne Login.',
    ],
  ],
  [
    53,
    1,
    'Was kostet die Nutzung für Veranstalter?',
    [
      'Suche, Merkliste und Anfragen sind für Veranstalter kostenlos. Du verhandelst Preise und Bedingungen direkt mit der Location oder dem Anbieter.',
    ],
  ],
  [
    53,
    2,
    'Wie erfasse ich meine Location?',
    [
      'Unter «Eintrag erfassen» gibst du Adresse, Räume und Fotos an. Nach der Prüfung durch unser Team ist dein Eintrag sichtbar.',
      'Ein Basis-Eintrag ist kostenlos; mit Grund-, Premium- und Top-Premium-Einträgen erscheinst du weiter oben und mit mehr Fotos.',
    ],
  ],
  [
    53,
    2,
    'Wie ändere ich meine Fotos?',
    [
      'Im Benutzerbereich öffnest du deinen Eintrag und wählst «Fotos». Erlaubt sind JPG, PNG, GIF und WebP bis 10 MB.',
    ],
  ],
  [
    53,
    2,
    'Wie beantworte ich Anfragen?',
    [
      'Neue Anfragen findest du im Benutzerbereich unter «Anfragen». Du erhältst zu jeder Anfrage auch eine E-Mail mit den Angaben des Veranstalters.',
      'Erledigte Anfragen verschiebst du ins Archiv; unter «Alle» siehst du offene und archivierte zusammen.',
    ],
  ],
  [
    53,
    3,
    'Ich habe mein Passwort vergessen',
    [
      'Klicke im Login auf «Passwort vergessen». Du erhältst einen Link, der eine Stunde gültig ist.',
    ],
  ],
  [
    53,
    3,
    'Wie melde ich mich vom Newsletter ab?',
    [
      'Jede Newsletter-E-Mail enthält unten einen Abmeldelink. Ein Klick genügt; danach erhältst du keine weiteren Ausgaben.',
    ],
  ],
  [
    53,
    4,
    'Wie nominiere ich eine Location für den Award?',
    [
      'Vom 1. bis 31. März kannst du auf der Award-Seite Locations nominieren. Wähle bis zu drei Kategorien, davon eine Hauptkategorie.',
    ],
  ],
  [
    53,
    4,
    'Wie funktioniert die Bewertung?',
    [
      'Vom 1. bis 31. Mai bewerten Veranstalter und Gäste die nominierten Locations. Jede Bewertung bestätigst du über einen Link per E-Mail.',
      'Je ein Drittel der Note kommt aus den Bewertungen, von der Jury und aus einem technischen Algorithmus.',
    ],
  ],
  [
    54,
    null,
    'Die richtige Raumgrösse finden',
    ['Rechne für ein Bankett mit etwa 1,5 m² pro Person, für einen Apéro mit 1 m².'],
  ],
  [
    54,
    null,
    'Checkliste für deinen Firmenanlass',
    ['Termin, Budget, Gästeliste, Location, Catering, Technik, Programm, Einladung.'],
  ],
];

/** The help article types: reference data, installed everywhere. */
export function helpTypesSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'help-types',
    async run() {
      await services
        .db(HELP_TYPES)
        .insert(HELP_TYPE_LIST.map((type, order) => ({ ...type, order })))
        .onConflict('id')
        .merge(['name', 'slug', 'description', 'order']);
    },
  };
}

/** Demo editorial categories: the help centre (53) with typed help articles and a guide (54). */
export function demoCategoriesSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'demo-editorial-categories-v2',
    async run({ demo }) {
      if (!demo) return;
      const { db } = services;
      await db(CATEGORIES)
        .insert(CATEGORY_LIST.map((category, order) => ({ ...category, order })))
        .onConflict('id')
        .merge(['name', 'slug', 'intro', 'kind', 'order']);
      await db.transaction(async (trx) => {
        // Demo pages are replaced as a whole (the first version had no types).
        await trx(PAGES).whereIn('category_id', [53, 54]).delete();
        await trx(PAGES).insert(
          PAGE_LIST.map(([category_id, help_type_id, name, paragraphs], order) => ({
            category_id,
            help_type_id,
            name,
            slug: slugify(name),
            body: sanitizeRichText(paragraphs.map((text) => `<p>${text}</p>`).join('')),
            published: true,
            order,
          })),
        );
      });
    },
  };
}
