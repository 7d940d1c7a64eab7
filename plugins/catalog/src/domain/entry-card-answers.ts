import { z } from 'zod';
import { mediaViewAnswer } from '@eventalp/plugin-media/domain';
import { ENTRY_KINDS } from './entry-vocabulary';

/** An entry's category: location category (type 9) or provider main category (type 21). */
export const entryCategoryAnswer = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string() })
  .meta({ id: 'EntryCategory' });
export type Term = z.output<typeof entryCategoryAnswer>;

/** The coloured label an entry may carry ("Neu", "Top"...). */
export const entryLabelAnswer = z
  .object({ text: z.string(), color: z.string().nullable(), text_color: z.string().nullable() })
  .meta({ id: 'EntryLabel' });
export type EntryLabel = z.output<typeof entryLabelAnswer>;

/** A result card (spec section 3, "Result item"): grids, search results, favourites. */
export const entryCardAnswer = z
  .object({
    id: z.number().int(),
    entity_type: z.enum(ENTRY_KINDS),
    name: z.string(),
    short_name: z.string().nullable(),
    /** Ranking tier, 1 (basis) to 7 (boost). */
    type_id: z.number().int(),
    path: z.string(),
    category: entryCategoryAnswer,
    place: z.string().nullable(),
    zip: z.string().nullable(),
    region: z.string().nullable(),
    position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    summary: z.string().nullable(),
    label: entryLabelAnswer.nullable(),
    special_deal: z.boolean(),
    all_photos_long: z.null(),
    award_location_image: z.null(),
    /** The first three photos. */
    media: z.object({ photos: z.array(mediaViewAnswer) }),
  })
  .meta({ id: 'EntryCard' });
export type EntryCard = z.output<typeof entryCardAnswer>;

/** A page of cards, best ranking tier first. */
export const entryCardPageAnswer = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    data: z.array(entryCardAnswer),
  })
  .meta({ id: 'EntryCardPage' });
export type CardPage = z.output<typeof entryCardPageAnswer>;

/** Cards of bookmarked entries, in the asked order; hidden or unknown ids are left out. */
export const favouriteCardsAnswer = z
  .object({ locations: z.array(entryCardAnswer), providers: z.array(entryCardAnswer) })
  .meta({ id: 'FavouriteCards' });
export type FavouriteCards = z.output<typeof favouriteCardsAnswer>;

/** How many public entries a country has, and how many paths one sitemap page holds. */
export const entrySitemapCountsAnswer = z
  .object({
    per_page: z.number().int(),
    locations: z.number().int(),
    providers: z.number().int(),
  })
  .meta({ id: 'EntrySitemapCounts' });
export type EntrySitemapCounts = z.output<typeof entrySitemapCountsAnswer>;

/** Canonical paths of one sitemap page of entries. */
export const entrySitemapPageAnswer = z
  .object({ data: z.array(z.object({ path: z.string() })) })
  .meta({ id: 'EntrySitemapPage' });
export type EntrySitemapPage = z.output<typeof entrySitemapPageAnswer>;
