import { EntryCardCache } from './entry-card-cache';
import type { NamedCard } from './entry-cards';

function named(id: number, region: NamedCard['region']): NamedCard {
  return {
    card: {
      id,
      entity_type: 'location',
      name: `Seehaus ${id}`,
      short_name: null,
      type_id: 3,
      path: `/site/_eventalp/516/hochzeitslocations/${id}`,
      category: { id: 516, slug: 'hochzeitslocations', name: 'Hochzeitslocations' },
      place: 'Bern',
      zip: '3000',
      region: region?.name ?? null,
      position: null,
      summary: 'Am See',
      label: null,
      special_deal: false,
      all_photos_long: null,
      award_location_image: null,
      media: { photos: [] },
    },
    category: {
      name: 'Hochzeitslocations',
      name_fr: 'Lieux de mariage',
      name_it: 'Location per matrimoni',
      name_en: 'Wedding locations',
    },
    region,
  };
}

const BERN = { name: 'Bern', name_fr: 'Berne', name_it: 'Berna', name_en: ' ' };

describe('EntryCardCache', () => {
  it.each([
    ['de-CH', 'Hochzeitslocations', 'Bern'],
    ['de-DE', 'Hochzeitslocations', 'Bern'],
    ['de-AT', 'Hochzeitslocations', 'Bern'],
    ['', 'Hochzeitslocations', 'Bern'],
    ['fr', 'Lieux de mariage', 'Berne'],
    ['it', 'Location per matrimoni', 'Berna'],
    // No English name: the German one.
    ['en', 'Wedding locations', 'Bern'],
  ])(
    "answers the category and region of a card for locale '%s' as %s, %s",
    async (locale, category, region) => {
      const cache = new EntryCardCache(async () => [named(1, BERN)]);
      const [card] = await cache.cards('location', [1], locale);
      expect(card?.category).toEqual({ id: 516, slug: 'hochzeitslocations', name: category });
      expect(card?.region).toBe(region);
      // The entry's own texts are not translated.
      expect(card?.name).toBe('Seehaus 1');
      expect(card?.place).toBe('Bern');
    },
  );

  it('loads a card once for every language and keeps the cached copy German', async () => {
    const load = jest.fn(async (_kind: string, ids: readonly number[]) =>
      ids.filter((id) => id !== 3).map((id) => named(id, id === 2 ? null : BERN)),
    );
    const cache = new EntryCardCache(load);
    const names = async (locale: string) =>
      (await cache.cards('location', [2, 3, 1], locale)).map((card) => [
        card.id,
        card.category.name,
        card.region,
      ]);
    expect(await names('fr')).toEqual([
      [2, 'Lieux de mariage', null],
      [1, 'Lieux de mariage', 'Berne'],
    ]);
    expect(await names('it')).toEqual([
      [2, 'Location per matrimoni', null],
      [1, 'Location per matrimoni', 'Berna'],
    ]);
    expect(await names('de-CH')).toEqual([
      [2, 'Hochzeitslocations', null],
      [1, 'Hochzeitslocations', 'Bern'],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('location', [2, 3, 1]);
    // Another kind is another card.
    await cache.cards('provider', [1], 'fr');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after its time to live', async () => {
    const load = jest.fn(async () => [named(1, BERN)]);
    const cache = new EntryCardCache(load, 0);
    await cache.cards('location', [1], 'fr');
    await cache.cards('location', [1], 'fr');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
