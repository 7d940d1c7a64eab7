import type { Random } from './random';

const words = [
  'Alpenblick',
  'Seeblick',
  'Sonnenhof',
  'Rosengarten',
  'Lindenhof',
  'Kornhaus',
  'Bellevue',
  'Panorama',
  'Waldrand',
  'Rebberg',
  'Mühlebach',
  'Schlossgarten',
  'Bergkristall',
  'Edelweiss',
  'Silberdistel',
  'Goldener Hirsch',
  'Weisses Rössli',
  'Krone',
  'Adler',
  'Löwen',
  'Bären',
  'Sternen',
  'Hirschen',
  'Linde',
  'Post',
  'Rathaus',
  'Zollhaus',
  'Alte Post',
  'Fabrik',
  'Depot',
  'Lagerhaus',
  'Kesselhaus',
  'Gleis 9',
  'Werk 1',
  'Salon',
  'Atelier',
];
const families = [
  'Meier',
  'Keller',
  'Brunner',
  'Baumann',
  'Frei',
  'Huber',
  'Steiner',
  'Gerber',
  'Moser',
  'Zürcher',
  'Widmer',
  'Graf',
  'Suter',
  'Wyss',
  'Schmid',
  'Fischer',
  'Weber',
  'Bauer',
  'Hofer',
  'Gruber',
];

/** Name patterns per location category (award category taxonomy id). */
const locationPatterns: Record<number, string[]> = {
  516: [
    'Schloss {place}',
    'Landgut {family}',
    'Hochzeitsscheune {place}',
    'Villa {word}',
    'Weingut {family}',
    'Orangerie {place}',
  ],
  508: [
    'Seminarhotel {word}',
    'Tagungszentrum {place}',
    'Seminarhaus {word}',
    'Hotel {word} {place}',
  ],
  509: [
    'Kongresshaus {place}',
    'Forum {place}',
    'Konferenzzentrum {place}',
    'Congress Center {place}',
  ],
  510: ['Eventraum {word}', 'Loft {word}', 'Atelier {place}', 'Galerie {word}', 'Saal {word}'],
  511: [
    'Eventlocation {word}',
    'Alte Fabrik {place}',
    'Alte Mühle {place}',
    'Kulturhaus {place}',
    'Halle {word}',
  ],
  512: ['Eventhalle {place}', 'Messehalle {place}', 'Mehrzweckhalle {place}', 'Arena {place}'],
  515: ['Bar {word}', 'Club {word}', 'Lounge {word}', 'Rooftop {place}'],
  513: [
    'Restaurant {word}',
    'Gasthof {word}',
    'Zunfthaus zur {word}',
    'Landgasthof {word}',
    'Wirtschaft zum {word}',
  ],
  514: [
    'Erlebniswelt {place}',
    'Kletterhalle {place}',
    'Bergrestaurant {word}',
    'Schifffahrt {place}',
    'Escape Room {place}',
  ],
  521: [
    'Sitzungszimmer {word}',
    'Business Center {place}',
    'Meetingpoint {place}',
    'Coworking {word}',
  ],
  1024: ['Stadion {place}', 'Sportarena {place}', 'Eisstadion {place}'],
};

/** Name patterns per provider main category id. */
const providerPatterns: Record<number, string[]> = {
  450: [
    '{family} Events',
    'Agentur {word}',
    'Eventmanufaktur {place}',
    '{family} & Partner Eventagentur',
  ],
  451: ['{family} Catering', 'Partyservice {word}', 'Apéro-Service {place}', 'Kochwerk {place}'],
  452: [
    '{family} Eventtechnik',
    'Licht & Ton {place}',
    'Bühnentechnik {word}',
    'AV-Service {place}',
  ],
  453: ['Fotostudio {family}', '{family} Film & Foto', 'Bildwerk {place}'],
  455: ['Zeltbau {family}', 'Mobiliar {place}', 'Eventinfrastruktur {word}'],
  456: ['Band {word}', 'DJ {family}', 'Zauberer {family}', 'Kleinkunst {place}'],
  457: ['Dekoration {word}', 'Blumen {family}', 'Mietmöbel {place}'],
};

function fill(pattern: string, rng: Random, place: string): string {
  return pattern
    .replace('{place}', place)
    .replace('{word}', rng.pick(words))
    .replace('{family}', rng.pick(families));
}

export function locationName(rng: Random, categoryId: number, place: string): string {
  return fill(rng.pick(locationPatterns[categoryId] ?? locationPatterns[511]!), rng, place);
}

export function providerName(rng: Random, categoryId: number, place: string): string {
  return fill(rng.pick(providerPatterns[categoryId] ?? providerPatterns[450]!), rng, place);
}

export const LOCATION_CATEGORY_IDS = Object.keys(locationPatterns).map(Number);
export const PROVIDER_CATEGORY_IDS = Object.keys(providerPatterns).map(Number);

export const reviewCompanies = [
  'Helvetia Versicherungen',
  'Migros Genossenschaft',
  'Stadt Zürich',
  'Kantonsspital Aarau',
  'Swisscom',
  'Raiffeisenbank',
  'Turnverein Oberdorf',
  'Familie Brunner',
  'ETH Alumni',
  'Rotary Club',
  'Bosch Schweiz',
  'Siemens Österreich',
  'Lufthansa Group',
  'Universität Wien',
];

export const reviewTexts = [
  'Hervorragende Betreuung vom ersten Kontakt bis zum letzten Gast. Gerne wieder!',
  'Die Räume waren perfekt vorbereitet, die Technik lief reibungslos.',
  'Wunderschöne Location mit tollem Ausblick, das Essen war ausgezeichnet.',
  'Flexibles Team, das auch kurzfristige Wünsche möglich gemacht hat.',
  'Gute Erreichbarkeit mit dem ÖV, genügend Parkplätze für unsere Gäste.',
  'Ein unvergesslicher Abend, unsere Gäste schwärmen noch heute davon.',
];
