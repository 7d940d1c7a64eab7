import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { slugify } from '@eventalp/plugin-catalog';
import { CATEGORIES, PAGES } from '../magazine-migrations';
import { sanitizeRichText } from '../sanitize-rich-text';

const CATEGORY_LIST = [
  {
    id: 53,
    name: 'Hilfe',
    slug: 'hilfe',
    kind: 'help',
    intro: 'Antworten auf häufige Fragen zu Einträgen, Anfragen und Konto.',
  },
  {
    id: 54,
    name: 'Ratgeber',
    slug: 'ratgeber',
    kind: 'editorial',
    intro: 'Grundlagen für die Planung von Anlässen.',
  },
];

const PAGE_LIST: [number, string, string][] = [
  [
    53,
    'Wie erfasse ich meine Location?',
    'Unter «Eintrag erfassen» geben Sie Adresse, Räume und Fotos an. Nach der Prüfung durch unser Team ist Ihr Eintrag sichtbar.',
  ],
  [
    53,
    'Wie sende ich eine Anfrage an mehrere Locations?',
    'Merken Sie sich Locations mit dem Herz-Symbol und senden Sie auf der Merkliste eine gemeinsame Anfrage.',
  ],
  [
    53,
    'Ich habe mein Passwort vergessen',
    'Klicken Sie im Login auf «Passwort vergessen». Sie erhalten einen Link, der eine Stunde gültig ist.',
  ],
  [
    53,
    'Wie ändere ich meine Fotos?',
    'Im Benutzerbereich öffnen Sie Ihren Eintrag und wählen «Fotos». Erlaubt sind JPG, PNG, GIF und WebP bis 10 MB.',
  ],
  [
    54,
    'Die richtige Raumgrösse finden',
    'Rechnen Sie für ein Bankett mit etwa 1,5 m² pro Person, für ein Apéro mit 1 m².',
  ],
  [
    54,
    'Checkliste für Ihren Firmenanlass',
    'Termin, Budget, Gästeliste, Location, Catering, Technik, Programm, Einladung.',
  ],
];

/** Demo editorial categories: the help centre (53) and a guide (54), with their pages. */
export function demoCategoriesSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'demo-editorial-categories',
    async run({ demo }) {
      if (!demo) return;
      const { db } = services;
      await db(CATEGORIES)
        .insert(CATEGORY_LIST.map((category, order) => ({ ...category, order })))
        .onConflict('id')
        .ignore();
      if (Number((await db(PAGES).count('* as n').first())?.n ?? 0) > 0) return;
      await db(PAGES).insert(
        PAGE_LIST.map(([category_id, name, text], order) => ({
          category_id,
          name,
          slug: slugify(name),
          body: sanitizeRichText(`<p>${text}</p>`),
          published: true,
          order,
        })),
      );
    },
  };
}
