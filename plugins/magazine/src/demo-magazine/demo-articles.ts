import { slugify } from '@eventalp/plugin-catalog';
import type { ArticleFormSettings } from '../domain/form-settings';

/** A tiny deterministic PRNG (mulberry32), so every machine gets the same archive. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {
    next,
    pick,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const TOPICS = [
  {
    tag: 'hochzeit',
    titles: [
      'Heiraten am See: fünf Locations mit Seeblick',
      'Die Hochzeitsplanung in zwölf Schritten',
      'Trauung unter freiem Himmel',
      'Hochzeitstrends {year}',
    ],
  },
  {
    tag: 'firmenevent',
    titles: [
      'Das Firmenjubiläum, das in Erinnerung bleibt',
      'Teamevent in den Bergen',
      'Sommerfest fürs ganze Team',
      'Kick-off-Meetings mit Wirkung',
    ],
  },
  {
    tag: 'seminar_tagung',
    titles: [
      'Seminarhotels im Grünen',
      'Hybride Tagungen richtig planen',
      'Die perfekte Sitzungsagenda',
      'Kongresse {year}: was sich ändert',
    ],
  },
  {
    tag: 'weihnachtsfeier',
    titles: [
      'Weihnachtsfeier: jetzt reservieren',
      'Zehn Ideen für die Firmenweihnacht',
      'Apéro im Advent',
    ],
  },
  {
    tag: 'eventplanung',
    titles: [
      'Checkliste für die Eventplanung',
      'Budget im Griff: so planen Profis',
      'Wetterfest planen: Plan B für Open Airs',
    ],
  },
  {
    tag: 'catering',
    titles: [
      'Flying Dinner oder Bankett?',
      'Regional und saisonal: Catering {year}',
      'Foodtrucks am Firmenfest',
    ],
  },
  {
    tag: 'eventtechnik',
    titles: [
      'Licht, Ton, Bühne: die Technik-Checkliste',
      'LED-Wände und Projektion im Vergleich',
      'Streaming für hybride Events',
    ],
  },
  {
    tag: 'nachhaltigkeit',
    titles: [
      'Nachhaltige Events: so gelingt es',
      'Anreise mit dem ÖV fördern',
      'Weniger Foodwaste am Buffet',
    ],
  },
  {
    tag: 'trends',
    titles: [
      'Eventtrends {year}',
      'Erlebnis statt Frontalprogramm',
      'Kleine Runden, grosse Wirkung',
    ],
  },
  {
    tag: 'location_portraet',
    titles: [
      'Zu Besuch im Schloss am Rhein',
      'Eine alte Fabrikhalle wird Eventlocation',
      'Hoch über Luzern tagen',
      'Die Alphütte für Firmenanlässe',
    ],
  },
  {
    tag: 'interview',
    titles: [
      '«Gute Events beginnen beim Zuhören»',
      'Im Gespräch mit einer Hochzeitsplanerin',
      '«Technik muss man nicht sehen»',
    ],
  },
] as const;

const PLACES = [
  'Zürich',
  'Bern',
  'Luzern',
  'Basel',
  'St. Gallen',
  'Lugano',
  'Interlaken',
  'München',
  'Wien',
  'Salzburg',
];

export interface DemoArticle {
  id: number;
  name: string;
  subtitle: string;
  slug: string | null;
  legacy_slug: string | null;
  teaser: string;
  body: string;
  published: boolean;
  publish_at: Date;
  sponsor_text: string | null;
  sponsor_url: string | null;
  form_settings: ArticleFormSettings | null;
  tagSlugs: string[];
}

const FIRST = Date.UTC(2019, 0, 10, 8, 0, 0);
const STEP_DAYS = 13;

function awardArticle(id: number, year: number, nomination: boolean) {
  return nomination
    ? {
        name: `Swiss Location Award ${year}: jetzt nominieren`,
        tags: ['swiss_location_award', 'trends'],
      }
    : {
        name: `Swiss Location Award ${year}: das sind die Gewinner`,
        tags: ['swiss_location_award', 'location_portraet'],
      };
}

/**
 * Article `id` of an archive of `count`: every 13 days since January 2019 (award nominations in
 * March and winners in June each year), the last two dated after `now` (not public yet) and the
 * third-last unpublished, so the gating shows in demo data too.
 */
export function generateArticle(id: number, count: number, now: Date): DemoArticle {
  const rng = random(id * 7919);
  const future = id > count - 2;
  const publishAt = future
    ? new Date(now.getTime() + (id - (count - 2)) * 7 * 86_400_000)
    : new Date(FIRST + (id - 1) * STEP_DAYS * 86_400_000 + rng.int(0, 10) * 3_600_000);
  const year = publishAt.getUTCFullYear();
  const month = publishAt.getUTCMonth();
  const topic = rng.pick(TOPICS);
  const award = (month === 2 || month === 5) && publishAt.getUTCDate() <= STEP_DAYS;
  const chosen = award
    ? awardArticle(id, year, month === 2)
    : {
        name: rng.pick(topic.titles).replace('{year}', String(year)),
        tags: [topic.tag, rng.pick(TOPICS).tag],
      };
  const place = rng.pick(PLACES);
  const name = award ? chosen.name : `${chosen.name} (${place})`;
  const legacy = id % 10 === 0;
  const slug = `${slugify(name)}-${id}`;
  return {
    id,
    name,
    subtitle: award
      ? 'Die besten Locations der Schweiz, bewertet von Veranstaltern, Gästen und Jury'
      : `Tipps und Ideen aus ${place} für Ihren nächsten Anlass`,
    slug: legacy ? null : slug,
    legacy_slug: legacy ? slug.replace(/-/g, '_') : null,
    teaser: `Was Sie über «${name}» wissen sollten: Erfahrungen von Veranstaltern und Locations.`,
    body: [
      `<p>${name}: Wer einen Anlass plant, beginnt am besten mit der Frage nach den Gästen. Wie viele kommen, was erwarten sie, und wie reisen sie an?</p>`,
      `<h2>Worauf es ankommt</h2>`,
      `<ul><li>Frühzeitig reservieren, besonders zwischen Mai und September.</li><li>Budget für Technik und Catering einplanen.</li><li>Die Anreise mit dem ÖV erleichtern.</li></ul>`,
      `<p>In ${place} finden Sie dafür zahlreiche Locations. <a href="https://www.eventalp.ch/locations">Alle Locations ansehen</a>.</p>`,
      `<blockquote>«Ein gutes Event erkennt man daran, dass die Gäste noch lange davon erzählen.»</blockquote>`,
      // Pasted markup from old editors: the sanitiser removes the handler and the script.
      id % 9 === 0
        ? '<p onclick="track()">Mehr dazu im nächsten Heft.<script>track()</script></p>'
        : '',
    ].join(''),
    published: id !== count - 2,
    publish_at: publishAt,
    sponsor_text: id % 7 === 0 ? `Präsentiert von Seehotel ${place}` : null,
    sponsor_url:
      id % 7 === 0 ? 'https://www.eventalp.ch/site/extern/werbemoeglichkeiten.html' : null,
    form_settings:
      id % 4 === 0
        ? {
            fields: {
              first_name: { active: true, required: true },
              family_name: { active: true, required: true },
              company: { active: id % 8 === 0, required: false },
              email: { active: true, required: true },
              phone: { active: true, required: false },
              message: { active: true, required: true },
            },
            sender: 'noreply@eventalp.ch',
            subject: `Anfrage zum Artikel «${name}»`,
            receiver: 'redaktion@eventalp.ch',
            confirmation:
              id % 8 === 0 ? 'Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze.' : null,
          }
        : null,
    tagSlugs: [...new Set(chosen.tags)],
  };
}
