import {
  accesses,
  austrianStates,
  awardCategories,
  buildingTypes,
  eventKinds,
  furniture,
  germanStates,
  infrastructure,
  locationSettings,
  operations,
  places,
  priceStyles,
  providerMainCategories,
  providerOffers,
  ratingAspects,
  specialOccasions,
  styles,
  surroundings,
  swissRegions,
  taxonomySeed,
  technology,
} from './index';
import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

const TYPE_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30];

const GROUPS: ReadonlyArray<[string, number, readonly TaxonomySeedEntry[]]> = [
  ['specialOccasions', 0, specialOccasions],
  ['locationSettings', 1, locationSettings],
  ['accesses', 2, accesses],
  ['eventKinds', 3, eventKinds],
  ['buildingTypes', 4, buildingTypes],
  ['infrastructure', 5, infrastructure],
  ['technology', 6, technology],
  ['furniture', 7, furniture],
  ['surroundings', 8, surroundings],
  ['awardCategories', 9, awardCategories],
  ['providerMainCategories', 21, providerMainCategories],
  ['priceStyles', 22, priceStyles],
  ['styles', 23, styles],
  ['operations', 24, operations],
  ['providerOffers', 25, providerOffers],
  ['swissRegions', 26, swissRegions],
  ['germanStates', 27, germanStates],
  ['austrianStates', 28, austrianStates],
  ['places', 29, places],
  ['ratingAspects', 30, ratingAspects],
];

const AWARD_CATEGORIES: Record<number, string> = {
  521: 'meetinglocations_sitzungszimmer',
  508: 'tagungslocations_seminarhotels',
  509: 'kongresslocations_konferenzhaeuser',
  510: 'eventraeume',
  511: 'eventlocations',
  512: 'eventhallen_messehallen',
  1024: 'sportstadien',
  515: 'bars_clubs',
  513: 'genusslocations_restaurants',
  516: 'hochzeitslocations',
  514: 'erlebnislocations',
};

const MAIN_CATEGORIES: Record<number, string> = {
  450: 'agentur',
  451: 'catering_partyservice',
  452: 'eventtechnik',
  453: 'foto_video',
  455: 'infrastruktur',
  456: 'unterhaltung',
  457: 'einrichtung_ausstattung',
};

const RATING_HIGHLIGHTS = [
  'architektur',
  'stil_atmosphare',
  'ausstattung',
  'lage_aussicht',
  'erreichbarkeit',
  'kulinarik',
  'programm',
];

const WEAK_BUILDING_TYPES = [
  'schloss_burg',
  'casino',
  'hohle_festung',
  'schiff',
  'tram_bus',
  'zelt',
  'zunfthaus',
  'hangar',
  'kino',
  'galerie',
  'mobile_location',
];

/** Rough bounding boxes (lat/lng) of each country, by place subtype. */
const BOXES: Record<number, { lat: [number, number]; lng: [number, number] }> = {
  1: { lat: [45.81, 47.81], lng: [5.95, 10.5] }, // Switzerland and Liechtenstein
  2: { lat: [47.27, 55.06], lng: [5.86, 15.05] }, // Germany
  3: { lat: [46.37, 49.02], lng: [9.53, 17.17] }, // Austria
};
const REGION_TYPE_BY_PLACE_SUBTYPE: Record<number, number> = { 1: 26, 2: 27, 3: 28 };

const byId = new Map<number, TaxonomySeedEntry>(taxonomySeed.map((e) => [e.id, e]));
const ofType = (type: number): TaxonomySeedEntry[] => taxonomySeed.filter((e) => e.type === type);
const nonPlaces = taxonomySeed.filter((e) => e.type !== 29);
const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length;

describe('taxonomy seed: whole table', () => {
  it('has unique positive integer ids across all types', () => {
    const ids = taxonomySeed.map((e) => e.id);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('concatenates every group module, each holding only its own type', () => {
    expect(taxonomySeed.length).toBe(GROUPS.reduce((n, [, , g]) => n + g.length, 0));
    for (const [name, type, group] of GROUPS) {
      expect({ name, types: [...new Set(group.map((e) => e.type))] }).toEqual({
        name,
        types: [type],
      });
    }
  });

  it('covers exactly the type codes 0-9 and 21-30', () => {
    expect([...new Set(taxonomySeed.map((e) => e.type))].sort((a, b) => a - b)).toEqual(TYPE_CODES);
    for (const type of TYPE_CODES) expect(ofType(type).length).toBeGreaterThan(0);
  });

  it('keeps free-range ids out of the reserved ranges', () => {
    const fixedTypes = new Set([9, 21, 26, 29]);
    for (const e of taxonomySeed.filter((x) => !fixedTypes.has(x.type))) {
      const reserved =
        (e.id >= 272 && e.id <= 305) ||
        (e.id >= 450 && e.id <= 530) ||
        (e.id >= 670 && e.id <= 1421) ||
        e.id === 1001 ||
        e.id === 1024;
      expect({ id: e.id, type: e.type, reserved }).toEqual({
        id: e.id,
        type: e.type,
        reserved: false,
      });
    }
  });

  it('uses lower-case ASCII slugs (underscore-joined) that are unique within a type', () => {
    for (const e of taxonomySeed) {
      if (e.slug !== null) expect(e.slug).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
    for (const type of TYPE_CODES) {
      const slugs = ofType(type)
        .map((e) => e.slug)
        .filter((s): s is string => s !== null);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const e of nonPlaces) expect(e.slug).not.toBeNull();
  });

  it('gives German names in Swiss spelling and real translations for every non-place entry', () => {
    for (const e of taxonomySeed) {
      expect(e.name.trim()).not.toBe('');
      expect(e.name).not.toMatch(/ß/);
    }
    for (const e of nonPlaces) {
      for (const t of [e.name_fr, e.name_it, e.name_en]) {
        expect(typeof t).toBe('string');
        expect((t ?? '').trim()).not.toBe('');
      }
    }
    // Translations are not just copies of the German text.
    const translated = nonPlaces.filter((e) => e.name_fr !== e.name || e.name_en !== e.name);
    expect(translated.length / nonPlaces.length).toBeGreaterThan(0.8);
  });

  it('orders entries ascending within each type, with null order only for places', () => {
    for (const type of TYPE_CODES.filter((t) => t !== 29)) {
      const orders = ofType(type).map((e) => e.order);
      expect(orders.every((o) => typeof o === 'number')).toBe(true);
      const nums = orders as number[];
      for (let i = 1; i < nums.length; i++) {
        expect(nums[i]).toBeGreaterThan(nums[i - 1] as number);
      }
    }
    expect(places.every((e) => e.order === null)).toBe(true);
  });

  it('publishes every entry except places, rating aspects and photo/video (hidden from filters)', () => {
    for (const e of taxonomySeed) {
      const expected = e.type === 29 || e.type === 30 || e.id === 453 ? 0 : 1;
      expect({ id: e.id, published: e.published }).toEqual({ id: e.id, published: expected });
    }
  });

  it('uses weak_search 0/1 only', () => {
    expect(taxonomySeed.every((e) => e.weak_search === 0 || e.weak_search === 1)).toBe(true);
  });
});

describe('taxonomy seed: fixed ids of the spec', () => {
  it('has exactly the 11 award categories with their ids and slugs', () => {
    const actual = Object.fromEntries(awardCategories.map((e) => [e.id, e.slug]));
    expect(actual).toEqual(AWARD_CATEGORIES);
    expect(awardCategories).toHaveLength(11);
    for (const [id, slug] of Object.entries(AWARD_CATEGORIES)) {
      expect(byId.get(Number(id))).toMatchObject({ type: 9, slug });
    }
  });

  it('has exactly the provider main categories 450-457 (without 454) with the service-map slugs', () => {
    const actual = Object.fromEntries(providerMainCategories.map((e) => [e.id, e.slug]));
    expect(actual).toEqual(MAIN_CATEGORIES);
    expect(byId.has(454)).toBe(false);
  });

  it('has the award rating highlights as rating aspects with order 1-7, then further aspects', () => {
    const highlights = ratingAspects.filter((e) => (e.order ?? 0) <= 7);
    expect(highlights.map((e) => [e.order, e.slug])).toEqual(
      RATING_HIGHLIGHTS.map((slug, i) => [i + 1, slug]),
    );
    const further = ratingAspects.filter((e) => (e.order ?? 0) >= 8);
    expect(further.length).toBeGreaterThanOrEqual(2);
    expect(further.map((e) => e.slug)).toEqual(
      expect.arrayContaining(['freundlichkeit', 'preis_leistung']),
    );
    expect(highlights.length + further.length).toBe(ratingAspects.length);
  });

  it('has the 26 cantons as ids 272-297, subtype 1, in alphabetical order of the German name', () => {
    const cantons = swissRegions.filter((e) => e.id >= 272 && e.id <= 297);
    expect(cantons).toHaveLength(26);
    expect(cantons.every((e) => e.type === 26 && e.subtype === 1)).toBe(true);
    const byIdOrder = [...cantons].sort((a, b) => a.id - b.id).map((e) => e.name);
    const alphabetical = [...byIdOrder].sort((a, b) => a.localeCompare(b, 'de'));
    expect(byIdOrder).toEqual(alphabetical);
    expect(byId.get(272)?.name).toBe('Aargau');
    expect(byId.get(297)?.name).toBe('Zürich');
    expect(byId.get(290)?.name).toBe('St. Gallen');
  });

  it('has ids 272-305 and Liechtenstein 1001 in type 26, event regions 298-305 with subtype 2', () => {
    for (let id = 272; id <= 305; id++) {
      expect({ id, type: byId.get(id)?.type }).toEqual({ id, type: 26 });
    }
    for (let id = 298; id <= 305; id++) expect(byId.get(id)?.subtype).toBe(2);
    expect(byId.get(1001)).toMatchObject({ type: 26, subtype: 1, name: 'Liechtenstein' });
    expect(swissRegions.map((e) => e.id).sort((a, b) => a - b)).toEqual([
      ...Array.from({ length: 34 }, (_, i) => 272 + i),
      1001,
    ]);
  });

  it('has all 16 German states and all 9 Austrian states', () => {
    expect(germanStates).toHaveLength(16);
    expect(austrianStates).toHaveLength(9);
    expect(germanStates.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Bayern', 'Berlin', 'Nordrhein-Westfalen', 'Thüringen', 'Saarland']),
    );
    expect(austrianStates.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Wien', 'Tirol', 'Vorarlberg', 'Kärnten', 'Burgenland']),
    );
  });
});

describe('taxonomy seed: filters', () => {
  it('marks exactly the special building types as weak_search', () => {
    const weak = buildingTypes.filter((e) => e.weak_search === 1).map((e) => e.slug);
    expect([...weak].sort()).toEqual([...WEAK_BUILDING_TYPES].sort());
    expect(buildingTypes.length).toBeGreaterThan(WEAK_BUILDING_TYPES.length);
  });

  it('has private, company and public event kinds', () => {
    const names = (subtype: number) =>
      eventKinds.filter((e) => e.subtype === subtype).map((e) => e.name);
    expect(eventKinds.every((e) => [1, 2, 3].includes(e.subtype ?? 0))).toBe(true);
    expect(names(1)).toEqual(expect.arrayContaining(['Hochzeit', 'Geburtstag']));
    expect(names(2)).toEqual(
      expect.arrayContaining(['Firmenanlass', 'Seminar', 'Weihnachtsessen', 'Generalversammlung']),
    );
    expect(names(3)).toEqual(expect.arrayContaining(['Konzert', 'Ausstellung']));
    for (const subtype of [1, 2, 3]) expect(names(subtype).length).toBeGreaterThanOrEqual(5);
  });

  it('attaches 4-10 offers to every provider main category via subtype', () => {
    const mainIds = new Set(providerMainCategories.map((e) => e.id));
    for (const offer of providerOffers) {
      expect(mainIds.has(offer.subtype ?? -1)).toBe(true);
      expect(byId.get(offer.subtype ?? -1)?.type).toBe(21);
    }
    for (const id of mainIds) {
      const n = providerOffers.filter((e) => e.subtype === id).length;
      expect({ id, ok: n >= 4 && n <= 10 }).toEqual({ id, ok: true });
    }
  });
});

describe('taxonomy seed: places', () => {
  it('has at least 500 places with ids in 670-1421', () => {
    expect(places.length).toBeGreaterThanOrEqual(500);
    for (const p of places) {
      expect(p.id).toBeGreaterThanOrEqual(670);
      expect(p.id).toBeLessThanOrEqual(1421);
    }
  });

  it('has subtype 1-3, null slug/order, unpublished', () => {
    for (const p of places) {
      expect([1, 2, 3]).toContain(p.subtype);
      expect(p.slug).toBeNull();
      expect(p.order).toBeNull();
      expect(p.published).toBe(0);
    }
  });

  it('points every region_id at a region of the right type for the country', () => {
    for (const p of places) {
      const region = byId.get(p.region_id ?? -1);
      const expectedType = REGION_TYPE_BY_PLACE_SUBTYPE[p.subtype ?? 0];
      expect({ place: p.name, regionType: region?.type }).toEqual({
        place: p.name,
        regionType: expectedType,
      });
      // Swiss places belong to a canton or Liechtenstein, not to a cross-canton event region.
      if (p.subtype === 1) expect(region?.subtype).toBe(1);
    }
  });

  it('locates every place inside its country with 4-decimal WGS84 coordinates', () => {
    for (const p of places) {
      const box = BOXES[p.subtype ?? 0];
      expect(box).toBeDefined();
      if (!box || p.lat === undefined || p.lng === undefined)
        throw new Error(`no position: ${p.name}`);
      const inside =
        p.lat >= box.lat[0] && p.lat <= box.lat[1] && p.lng >= box.lng[0] && p.lng <= box.lng[1];
      expect({ place: p.name, inside }).toEqual({ place: p.name, inside: true });
      expect(decimals(p.lat)).toBeLessThanOrEqual(4);
      expect(decimals(p.lng)).toBeLessThanOrEqual(4);
    }
  });

  it('gives postcodes of the country format (4 digits CH/LI/AT, 5 digits DE)', () => {
    for (const p of places) {
      expect(p.zip).toMatch(p.subtype === 2 ? /^\d{5}$/ : /^\d{4}$/);
    }
    const liechtenstein = places.filter((p) => p.region_id === 1001);
    expect(liechtenstein.length).toBeGreaterThanOrEqual(3);
    for (const p of liechtenstein) expect(p.zip).toMatch(/^94(8|9)\d$/);
  });

  it('has several places in every canton and places in every German and Austrian state', () => {
    for (let canton = 272; canton <= 297; canton++) {
      const n = places.filter((p) => p.region_id === canton).length;
      expect({ canton, enough: n >= 3 }).toEqual({ canton, enough: true });
    }
    for (const state of [...germanStates, ...austrianStates]) {
      const n = places.filter((p) => p.region_id === state.id).length;
      expect({ state: state.name, some: n >= 1 }).toEqual({ state: state.name, some: true });
    }
    for (const subtype of [1, 2, 3]) {
      expect(places.filter((p) => p.subtype === subtype).length).toBeGreaterThanOrEqual(50);
    }
  });

  it('uses weak_search 0 for larger cities and resorts and 1 for the rest', () => {
    const weakOf = (name: string, regionId: number) =>
      places.find((p) => p.name === name && p.region_id === regionId)?.weak_search;
    expect(weakOf('Zürich', 297)).toBe(0);
    expect(weakOf('Genf', 279)).toBe(0);
    expect(weakOf('Zermatt', 295)).toBe(0);
    expect(weakOf('Berlin', 603)).toBe(0);
    expect(weakOf('Wien', 629)).toBe(0);
    expect(weakOf('Kitzbühel', 627)).toBe(0);
    expect(weakOf('Bettingen', 276)).toBe(1);
    const weakShare = places.filter((p) => p.weak_search === 1).length / places.length;
    expect(weakShare).toBeGreaterThan(0.5);
  });

  it('uses local exonyms as translations', () => {
    expect(places.find((p) => p.name === 'Genf')).toMatchObject({
      name_fr: 'Genève',
      name_it: 'Ginevra',
      name_en: 'Geneva',
    });
    expect(places.find((p) => p.name === 'Basel')?.name_fr).toBe('Bâle');
    expect(places.find((p) => p.name === 'Lugano')?.name_fr).toBe('Lugano');
  });

  it('lets some names repeat under different ids and regions', () => {
    const wil = places.filter((p) => p.name === 'Wil');
    expect(wil.length).toBeGreaterThanOrEqual(2);
    expect(new Set(wil.map((p) => p.region_id)).size).toBe(wil.length);
  });
});
