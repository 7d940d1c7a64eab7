import { groupTaxonomies } from './group-taxonomies';
import type { TaxonomyEntry } from './domain/taxonomy-answers';

const entry = (id: number, type: number, extra: Partial<TaxonomyEntry> = {}): TaxonomyEntry => ({
  id,
  type,
  name: `T${id}`,
  name_fr: null,
  name_it: null,
  name_en: null,
  name_alt: null,
  name_meta: null,
  image_alt: null,
  image: null,
  slug: null,
  subtype: null,
  weak_search: 0,
  order: 1,
  published: 1,
  ...extra,
});

describe('groupTaxonomies', () => {
  const grouped = groupTaxonomies([
    entry(1, 3, { subtype: 1 }),
    entry(2, 3, { subtype: 2 }),
    entry(3, 3, { subtype: 3 }),
    entry(4, 29, { published: 0, order: null }),
    entry(5, 30, { order: 1 }),
    entry(6, 30, { order: 8 }),
  ]);

  it('groups every entry by type code', () => {
    expect(Object.keys(grouped.taxonomies).sort()).toEqual(['29', '3', '30']);
    expect(grouped.taxonomies['3']!.map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('keeps only published entries as filters', () => {
    expect(grouped.filter_taxonomies['29']).toBeUndefined();
    expect(grouped.filter_taxonomies['3']).toHaveLength(3);
  });

  it('splits event kinds into private, company and public', () => {
    expect(grouped.event_taxonomies.private.map((e) => e.id)).toEqual([1]);
    expect(grouped.event_taxonomies.company.map((e) => e.id)).toEqual([2]);
    expect(grouped.event_taxonomies.public.map((e) => e.id)).toEqual([3]);
  });

  it('lists the seven award rating highlights under sla_rating', () => {
    expect(grouped.sla_rating.map((e) => e.id)).toEqual([5]);
  });
});
