import { locationName, providerName, reviewCompanies, reviewTexts } from './demo-names';
import { Random, seedFor } from './random';
import { slugify } from '../domain/entity-link-slug';

export interface DemoPlace {
  id: number;
  name: string;
  zip: string | null;
  lat: number;
  lng: number;
  region_id: number | null;
  country: 1 | 2 | 3;
}

export interface DemoTerms {
  /** Taxonomy ids by type code. */
  byType: Map<number, number[]>;
  /** Offer ids (type 25) by their main category. */
  offersByMain: Map<number, number[]>;
}

const streets = [
  'Bahnhofstrasse',
  'Hauptstrasse',
  'Seestrasse',
  'Dorfstrasse',
  'Kirchweg',
  'Schlossweg',
  'Industriestrasse',
  'Rosenweg',
  'Bergstrasse',
  'Marktgasse',
  'Lindenallee',
  'Mühleweg',
];
const firstNames = [
  'Anna',
  'Lukas',
  'Sandra',
  'Marco',
  'Claudia',
  'Stefan',
  'Nina',
  'Reto',
  'Julia',
  'Thomas',
  'Sarah',
  'Daniel',
];
const lastNames = [
  'Meier',
  'Keller',
  'Brunner',
  'Huber',
  'Steiner',
  'Gerber',
  'Moser',
  'Widmer',
  'Graf',
  'Suter',
  'Wyss',
  'Fischer',
];
const functions = [
  'Geschäftsführerin',
  'Eventmanager',
  'Bankettleiterin',
  'Inhaber',
  'Verkaufsleiterin',
  'Gastgeber',
];
const airports: Record<1 | 2 | 3, { name: string; lat: number; lng: number }[]> = {
  1: [
    { name: 'Flughafen Zürich', lat: 47.4581, lng: 8.5555 },
    { name: 'EuroAirport Basel-Mulhouse', lat: 47.5896, lng: 7.5299 },
    { name: 'Flughafen Genf', lat: 46.2381, lng: 6.1089 },
  ],
  2: [
    { name: 'Flughafen Frankfurt', lat: 50.0379, lng: 8.5622 },
    { name: 'Flughafen München', lat: 48.3538, lng: 11.7861 },
    { name: 'Flughafen Berlin Brandenburg', lat: 52.3667, lng: 13.5033 },
    { name: 'Flughafen Hamburg', lat: 53.6304, lng: 9.9882 },
  ],
  3: [
    { name: 'Flughafen Wien', lat: 48.1103, lng: 16.5697 },
    { name: 'Flughafen Salzburg', lat: 47.7933, lng: 13.0043 },
    { name: 'Flughafen Innsbruck', lat: 47.2602, lng: 11.344 },
  ],
};
const highways: Record<1 | 2 | 3, string[]> = {
  1: ['A1', 'A2', 'A3', 'A4', 'A9', 'A13'],
  2: ['A3', 'A5', 'A7', 'A8', 'A9', 'A96'],
  3: ['A1', 'A2', 'A10', 'A12', 'A13'],
};
const labels = [
  { text: 'Neu', color: '#0b7a3e', text_color: '#ffffff' },
  { text: 'Tipp', color: '#f2b705', text_color: '#1a1a1a' },
  { text: 'Top-Aussicht', color: '#1d4ed8', text_color: '#ffffff' },
];
const deals = [
  {
    title: 'Wintersaison',
    subtitle: 'Januar bis März',
    description: 'Für Anlässe unter der Woche offerieren wir den Apéro.',
    discount: 'Apéro offeriert',
  },
  {
    title: 'Frühbucher',
    subtitle: 'Bis 6 Monate im Voraus',
    description: 'Wer früh bucht, erhält einen Rabatt auf die Raummiete.',
    discount: '15%',
  },
  {
    title: 'Sommerfest-Paket',
    subtitle: 'Juni bis August',
    description: 'Grillbuffet, Getränke und Raummiete zum Pauschalpreis.',
    discount: '10%',
  },
];
/** Ranking tiers 1-7 and how common each is in the demo catalogue. */
const tierWeights = [45, 25, 12, 8, 5, 3, 2];

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

function phone(rng: Random, country: 1 | 2 | 3): string {
  const prefix = { 1: '+41 44', 2: '+49 89', 3: '+43 1' }[country];
  return `${prefix} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
}

function pickTerms(
  rng: Random,
  terms: DemoTerms,
  type: number,
  min: number,
  max: number,
): number[] {
  return rng.sample(terms.byType.get(type) ?? [], rng.int(min, max));
}

function releaseWindow(rng: Random, now: Date) {
  const day = 24 * 60 * 60 * 1000;
  const roll = rng.next();
  if (roll < 0.02) return { approved: false, release_at: null, expires_at: null };
  if (roll < 0.04)
    return {
      approved: true,
      release_at: new Date(now.getTime() + rng.int(5, 90) * day),
      expires_at: null,
    };
  if (roll < 0.06)
    return {
      approved: true,
      release_at: null,
      expires_at: new Date(now.getTime() - rng.int(1, 200) * day),
    };
  return {
    approved: true,
    release_at: null,
    expires_at: rng.chance(0.2) ? new Date(now.getTime() + rng.int(60, 700) * day) : null,
  };
}

/** Columns both kinds share, generated from one random stream. */
function commonColumns(
  rng: Random,
  id: number,
  name: string,
  place: DemoPlace,
  categoryId: number,
  now: Date,
) {
  const slug = slugify(`${name}${name.includes(place.name) ? '' : ` ${place.name}`}`);
  const typeId = rng.weighted(tierWeights) + 1;
  const first = rng.pick(firstNames);
  const last = rng.pick(lastNames);
  const label = rng.chance(0.08) ? rng.pick(labels) : null;
  const deal = rng.chance(0.1) ? rng.pick(deals) : null;
  return {
    id,
    slug,
    legacy_slug: rng.chance(0.3) ? `${name.replace(/[^A-Za-z0-9]+/g, '_')}.html` : null,
    full_name: name,
    short_name: name.length > 28 ? name.slice(0, 28).trim() : name,
    seo_title: `${name} in ${place.name}`,
    website: `https://www.${slug}.example`,
    category_id: categoryId,
    type_id: typeId,
    ...releaseWindow(rng, now),
    is_sample: id % 997 === 0,
    special_deal_active: deal !== null,
    special_deal_title: deal?.title ?? null,
    special_deal_subtitle: deal?.subtitle ?? null,
    special_deal_description: deal?.description ?? null,
    special_deal_discount: deal?.discount ?? null,
    show_reviews: rng.chance(0.9),
    label_text: label?.text ?? null,
    label_color: label?.color ?? null,
    label_text_color: label?.text_color ?? null,
    meta_description: `${name} in ${place.name}: Räume, Kapazitäten, Preise und Anfrage auf einen Blick.`,
    vr_url: typeId >= 4 && rng.chance(0.4) ? `https://tour.example/${slug}` : null,
    video_id: typeId >= 3 && rng.chance(0.5) ? `demo${String(id).padStart(7, '0')}` : null,
    street: rng.pick(streets),
    street_number: String(rng.int(1, 120)),
    zip: place.zip,
    place: place.name,
    place_id: place.id,
    region_id: place.region_id,
    country_category: place.country,
    directions: `Vom Bahnhof ${place.name} in ${rng.int(3, 20)} Minuten zu Fuss oder mit dem Bus erreichbar.`,
    lat: Math.round((place.lat + (rng.next() - 0.5) * 0.03) * 1e5) / 1e5,
    lng: Math.round((place.lng + (rng.next() - 0.5) * 0.04) * 1e5) / 1e5,
    company: name,
    contact_title: rng.chance(0.5) ? 'Frau' : 'Herr',
    contact_first_name: first,
    contact_last_name: last,
    contact_function: rng.pick(functions),
    phone: phone(rng, place.country),
    mobile: rng.chance(0.5) ? phone(rng, place.country) : null,
    enquiry_email: `anfragen@${slug}.example`,
    correspondence_email: `info@${slug}.example`,
    contact_website: `https://www.${slug}.example`,
  };
}

function roomsFor(rng: Random, locationId: number, categoryId: number) {
  const large = [509, 512, 1024].includes(categoryId);
  const count = large ? rng.int(1, 4) : categoryId === 508 ? rng.int(3, 10) : rng.int(1, 6);
  return Array.from({ length: count }, (_, order) => {
    const area = large ? rng.int(300, 4000) : rng.int(25, 450);
    const width = Math.round(Math.sqrt(area / 1.5) * 10) / 10;
    const max = {
      banquet: Math.floor(area / 1.6),
      aperitif: Math.floor(area / 0.9),
      concert: Math.floor(area / 1.1),
      seminar: Math.floor(area / 2.2),
    };
    return {
      location_id: locationId,
      name:
        order === 0
          ? rng.pick(['Grosser Saal', 'Festsaal', 'Hauptsaal', 'Panoramasaal'])
          : `${rng.pick(['Salon', 'Raum', 'Stube', 'Zimmer', 'Lounge'])} ${rng.pick(['Rigi', 'Pilatus', 'Säntis', 'Eiger', 'Tödi', 'Napf', 'Jura', 'Rhein', 'Limmat', 'Aare'])}`,
      description: `${area} m² mit ${rng.chance(0.7) ? 'Tageslicht' : 'stimmungsvoller Beleuchtung'}, ideal für ${max.seminar > 60 ? 'grosse Seminare' : 'kleine Gruppen'}.`,
      floor: rng.pick(['Diverses', 'Holz', 'Parkett', 'Stein', 'Teppich']),
      area,
      width,
      length: Math.round((area / width) * 10) / 10,
      height: Math.round((2.4 + rng.next() * (large ? 12 : 3)) * 10) / 10,
      banquet_min: Math.max(2, Math.floor(max.banquet * 0.2)),
      banquet_max: Math.max(4, max.banquet),
      aperitif_min: Math.max(2, Math.floor(max.aperitif * 0.2)),
      aperitif_max: Math.max(4, max.aperitif),
      concert_min: Math.max(2, Math.floor(max.concert * 0.2)),
      concert_max: Math.max(4, max.concert),
      seminar_min: Math.max(2, Math.floor(max.seminar * 0.2)),
      seminar_max: Math.max(4, max.seminar),
      rent_option: rng.int(0, 2),
      order,
    };
  });
}

function extras(rng: Random, kind: 'location' | 'provider', id: number, place: DemoPlace) {
  const scope = { entry_type: kind, entry_id: id };
  const airport = airports[place.country]
    .map((a) => ({ ...a, km: distanceKm(place, a) }))
    .sort((a, b) => a.km - b.km)[0]!;
  const prices = rng
    .sample(
      [
        { service: 'Raummiete ganzer Tag', unit: 'pro Tag', min: 400, max: 6000 },
        { service: 'Apéro riche', unit: 'pro Person', min: 18, max: 65 },
        { service: 'Bankett 3-Gang', unit: 'pro Person', min: 55, max: 160 },
        { service: 'Technikpauschale', unit: 'pauschal', min: 150, max: 1500 },
        { service: 'Seminarpauschale', unit: 'pro Person', min: 60, max: 190 },
      ],
      rng.int(1, 4),
    )
    .map((p, order) => ({
      ...scope,
      service: p.service,
      unit: p.unit,
      price: rng.int(p.min, p.max),
      order,
    }));
  const reviews = rng.chance(0.45)
    ? Array.from({ length: rng.int(1, 5) }, (_, order) => ({
        ...scope,
        company: rng.pick(reviewCompanies),
        reviewed_on: `${rng.int(2019, 2026)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        rating: rng.weighted([1, 2, 6, 25, 66]) + 1,
        description: rng.pick(reviewTexts),
        order,
      }))
    : [];
  return {
    distances:
      kind === 'location'
        ? [
            {
              ...scope,
              kind: 'train_station',
              name: `Bahnhof ${place.name}`,
              distance_km: Math.round((0.1 + rng.next() * 4) * 10) / 10,
            },
            {
              ...scope,
              kind: 'highway',
              name: `${rng.pick(highways[place.country])} Ausfahrt ${place.name}`,
              distance_km: Math.round((0.5 + rng.next() * 20) * 10) / 10,
            },
            {
              ...scope,
              kind: 'airport',
              name: airport.name,
              distance_km: Math.round(airport.km * 10) / 10,
            },
          ]
        : [],
    faq: {
      ...scope,
      parking: rng.chance(0.8),
      free_parking: rng.chance(0.4),
      own_catering: rng.chance(0.3),
      barrier_free: rng.chance(0.7),
      daylight: rng.chance(0.8),
      double_rooms: kind === 'location' && rng.chance(0.3) ? rng.int(5, 120) : null,
      single_rooms: kind === 'location' && rng.chance(0.3) ? rng.int(2, 40) : null,
    },
    prices,
    reviews,
  };
}

/** Demo location number `id`: always the same for the same id and places. */
export function generateLocation(
  id: number,
  categoryId: number,
  place: DemoPlace,
  terms: DemoTerms,
  now: Date,
) {
  const rng = new Random(seedFor('location', id));
  const name = locationName(rng, categoryId, place.name);
  const entry = {
    ...commonColumns(rng, id, name, place, categoryId, now),
    award_name: name,
    rent_option: rng.int(0, 2),
    summary: `${name} in ${place.name}: ${rng.pick(['stilvoll', 'modern', 'historisch', 'naturnah', 'urban'])}e Räume für ${rng.pick(['Hochzeiten', 'Firmenanlässe', 'Seminare', 'Feste', 'Konferenzen'])} und mehr.`,
    description: `Willkommen in ${name}. ${rng.pick(['Mitten im Grünen', 'Im Herzen der Altstadt', 'Direkt am Wasser', 'Mit Blick auf die Berge'])} bieten wir Räume für jeden Anlass. Unser Team begleitet dich von der ersten Idee bis zum letzten Gast.`,
  };
  const rooms = roomsFor(rng, id, categoryId);
  const termIds = [
    categoryId,
    ...pickTerms(rng, terms, 9, 0, 2),
    ...pickTerms(rng, terms, 0, 0, 2),
    ...pickTerms(rng, terms, 1, 1, 2),
    ...pickTerms(rng, terms, 2, 1, 3),
    ...pickTerms(rng, terms, 3, 3, 9),
    ...pickTerms(rng, terms, 4, 1, 1),
    ...pickTerms(rng, terms, 5, 3, 8),
    ...pickTerms(rng, terms, 6, 2, 6),
    ...pickTerms(rng, terms, 7, 2, 5),
    ...pickTerms(rng, terms, 8, 1, 4),
  ];
  return {
    entry: { ...entry, rooms_count: rooms.length },
    rooms,
    termIds: [...new Set(termIds)],
    ...extras(rng, 'location', id, place),
    photoCount: entry.type_id >= 3 ? rng.int(4, 6) : entry.type_id,
    rng,
  };
}

/** Demo provider number `id` of main category `categoryId`. */
export function generateProvider(
  id: number,
  categoryId: number,
  place: DemoPlace,
  terms: DemoTerms,
  now: Date,
) {
  const rng = new Random(seedFor('provider', id));
  const name = providerName(rng, categoryId, place.name);
  const min = rng.int(5, 50);
  const entry = {
    ...commonColumns(rng, id, name, place, categoryId, now),
    min_people: min,
    max_people: min * rng.int(4, 40),
    summary: `${name}: ${rng.pick(['zuverlässig', 'kreativ', 'persönlich', 'erfahren'])} und mit viel Liebe zum Detail.`,
    description: `${name} ist dein Partner für Anlässe in der Region ${place.name}. Wir beraten dich gerne persönlich.`,
  };
  const termIds = [
    categoryId,
    ...rng.sample(terms.offersByMain.get(categoryId) ?? [], rng.int(2, 5)),
    ...pickTerms(rng, terms, 23, 1, 3),
    ...pickTerms(rng, terms, 24, 1, 3),
    ...pickTerms(rng, terms, 22, 1, 1),
    ...pickTerms(rng, terms, 3, 2, 6),
  ];
  return {
    entry,
    termIds: [...new Set(termIds)],
    ...extras(rng, 'provider', id, place),
    photoCount: entry.type_id >= 3 ? rng.int(3, 5) : 1,
    rng,
  };
}
