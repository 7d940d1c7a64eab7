import type { AllTaxonomies, TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';
import type { Locale } from '@eventalp/shell-kit';
import {
  LOCATION_TERM_FIELDS,
  PROVIDER_TERM_FIELDS,
  REGION_TYPES,
  type SearchKind,
} from './searchParams';

/** One choice of a taxonomy filter. */
export interface FilterOption {
  id: string;
  name: string;
  /**
   * Sub-heading key inside the group: the country category of a region ('1'-'3'), the audience
   * of an event kind ('1' private, '2' company, '3' public), the main category id of an offer.
   */
  section: string | null;
}

/** The choices of every taxonomy filter of a search, by URL parameter. */
export type FilterOptions = Record<string, FilterOption[]>;

const TYPE_PLACES = '29';

/** The entry's name in the page's language (content is German; fr, it, en have their own). */
export function localName(entry: TaxonomyEntry, locale: Locale): string {
  const translated =
    locale === 'fr'
      ? entry.name_fr
      : locale === 'it'
        ? entry.name_it
        : locale === 'en'
          ? entry.name_en
          : null;
  return translated || entry.name;
}

// One collator for every render: `localeCompare(…, 'de')` builds a native ICU collator per call.
const germanOrder = new Intl.Collator('de');

const byOrderThenName = (a: TaxonomyEntry, b: TaxonomyEntry) =>
  (a.order ?? 0) - (b.order ?? 0) || germanOrder.compare(a.name, b.name);

function optionsOf(
  entries: readonly TaxonomyEntry[],
  locale: Locale,
  section: (entry: TaxonomyEntry) => string | null = () => null,
): FilterOption[] {
  return [...entries].sort(byOrderThenName).map((entry) => ({
    id: String(entry.id),
    name: localName(entry, locale),
    section: section(entry),
  }));
}

/**
 * The filter choices of a search, from the published taxonomy entries (spec section 3): every
 * term field, the regions of the three countries, event kinds by audience, offers by main category.
 */
export function filterOptionsFor(
  kind: SearchKind,
  taxonomies: AllTaxonomies,
  locale: Locale,
): FilterOptions {
  const published = (type: number) => taxonomies.filter_taxonomies[String(type)] ?? [];
  const options: FilterOptions = {
    region: Object.entries(REGION_TYPES).flatMap(([country, type]) =>
      optionsOf(published(type), locale, () => country),
    ),
  };
  const fields: Record<string, number> =
    kind === 'provider'
      ? PROVIDER_TERM_FIELDS
      : kind === 'packages'
        ? { event_kinds: 3 }
        : LOCATION_TERM_FIELDS;
  for (const [field, type] of Object.entries(fields)) {
    const section =
      field === 'event_kinds' || field === 'offers'
        ? (entry: TaxonomyEntry) => (entry.subtype === null ? null : String(entry.subtype))
        : undefined;
    options[field] = optionsOf(published(type), locale, section);
  }
  if (options.offers) {
    // Offers of categories that are not published as filters (photo/video) are left out too.
    const categories = new Set(options.category?.map((option) => option.id));
    options.offers = options.offers.filter(
      (offer) => offer.section && categories.has(offer.section),
    );
  }
  return options;
}

/** The name of a place (taxonomy type 29), e.g. for the chip of `place=…`. */
export function placeName(
  taxonomies: AllTaxonomies,
  id: string | undefined,
  locale: Locale,
): string | null {
  if (!id) return null;
  const place = taxonomies.taxonomies[TYPE_PLACES]?.find((entry) => String(entry.id) === id);
  return place ? localName(place, locale) : null;
}
