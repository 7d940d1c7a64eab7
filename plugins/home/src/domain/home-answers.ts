import { z } from 'zod';
import { awardCampaignsAnswer } from '@eventalp/plugin-award/domain';
import { ENTRY_KINDS } from '@eventalp/plugin-catalog/domain';
import { mediaViewAnswer } from '@eventalp/plugin-media/domain';
import { PACKAGE_AUDIENCES } from './package-audiences';

const image = mediaViewAnswer.nullable();

/** An offer type of the jumbotron (spec section 3, "Offer type (home)"). */
export const offerTypeAnswer = z
  .object({
    value: z.string(),
    label: z.string(),
    labelHome: z.string(),
    description: z.string(),
    route: z.string(),
    display: z.boolean(),
  })
  .meta({ id: 'OfferType' });
export type OfferType = z.output<typeof offerTypeAnswer>;

export const homeHeaderAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: z.string(),
    image,
    mobile_image: image,
  })
  .meta({ id: 'HomeHeader' });
export type HomeHeader = z.output<typeof homeHeaderAnswer>;

/** The link fields of a teaser item (spec section 3): an entry by the slug rule. */
export const teaserLinkAnswer = z
  .object({
    entity_type: z.enum(ENTRY_KINDS),
    id: z.number().int(),
    slug: z.string().nullable(),
    legacy_slug: z.string().nullable(),
    category_id: z.number().int(),
    category_slug: z.string(),
  })
  .meta({ id: 'TeaserLink' });

/** An event partner or inspiring location slide. */
export const entrySlideAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    short: z.string().nullable(),
    image,
    link: teaserLinkAnswer.nullable(),
    external_link: z.string().nullable(),
  })
  .meta({ id: 'EntrySlide' });
export type EntrySlide = z.output<typeof entrySlideAnswer>;

export const regionSlideAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    short: z.string().nullable(),
    text_underline: z.string().nullable(),
    path: z.string(),
    image,
  })
  .meta({ id: 'RegionSlide' });
export type RegionSlide = z.output<typeof regionSlideAnswer>;

/** `GET /api/guest/home`: the home content of one country category. */
export const homeContentAnswer = z
  .object({
    country: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    offer_types: z.array(offerTypeAnswer),
    headers: z.array(homeHeaderAnswer),
    event_partners: z.array(entrySlideAnswer),
    inspiring_locations: z.array(entrySlideAnswer),
    regions: z.array(regionSlideAnswer),
    popular_searches: z.array(z.object({ label: z.string(), path: z.string() })),
    award: awardCampaignsAnswer,
  })
  .meta({ id: 'HomeContent' });
export type HomeContent = z.output<typeof homeContentAnswer>;

/** A package deal (spec section 3): the search it leads to is its `path`. */
export const packageDealAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    text_underline: z.string().nullable(),
    path: z.string(),
    image,
  })
  .meta({ id: 'PackageDeal' });
export type PackageDeal = z.output<typeof packageDealAnswer>;

/** `GET /api/guest/home/package-deals`: the deals by audience, each in its order. */
export const packageDealsAnswer = z
  .record(z.enum(PACKAGE_AUDIENCES), z.array(packageDealAnswer))
  .meta({ id: 'PackageDeals' });
export type PackageDeals = z.output<typeof packageDealsAnswer>;
