import { z } from 'zod';
import {
  authorFields,
  MAX_ROW_ID,
  messages,
  optionalText,
  requiredText,
  wholeNumber,
} from '@eventalp/platform-sdk';
import { PACKAGE_AUDIENCES } from './package-audiences';

/** The boxes of the home page (spec section 2, Home 5-7) and the entries their slides show. */
export const HOME_BOXES = ['event_partners', 'inspiring_locations', 'regions'] as const;
export type HomeBox = (typeof HOME_BOXES)[number];
export const BOX_ENTRY_KINDS = {
  event_partners: 'provider',
  inspiring_locations: 'location',
  regions: null,
} as const satisfies Record<HomeBox, 'location' | 'provider' | null>;

/** The spec names no text for a link to an entry that is not there (or not public); ours. */
export const UNKNOWN_ENTRY = 'Diesen Eintrag gibt es nicht oder er ist nicht öffentlich.';
/** The spec names no text for a search label taken in its country; ours. */
export const POPULAR_SEARCH_TAKEN = 'Diese Suche gibt es für dieses Land schon.';
/** The spec names no text for a package deal's taken name; ours. */
export const PACKAGE_DEAL_TAKEN = 'Ein Pauschalangebot mit diesem Namen gibt es schon.';

/**
 * A path of this site's pages: `/` and what follows, with its query (`/locations?category=508`);
 * no other host (`//…`), no spaces or backslashes, none of the API, storage or back office.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const NOT_A_PAGE = /^\/(api|storage|backoffice)(\/|\?|#|$)/;
export const isSitePath = (value: string) => SITE_PATH.test(value) && !NOT_A_PAGE.test(value);

/** A required site path ('Ungültiges Format' otherwise). */
export const sitePath = (max = 500) =>
  requiredText({ max }).refine(isSitePath, { error: messages.format });
const optionalSitePath = (max = 500) =>
  optionalText(max).refine((value) => value === null || isSitePath(value), {
    error: messages.format,
  });

/**
 * An external link of a teaser: an http(s) address or a host name with its path (the home puts
 * `https://` before an address without http, spec section 2).
 */
const EXTERNAL_LINK = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i;
const optionalExternalLink = optionalText(500).refine(
  (value) => value === null || EXTERNAL_LINK.test(value),
  { error: messages.format },
);

const order = wholeNumber(0, 9999).default(0);
const country = wholeNumber(1, 3, messages.format);
/** A choice of `values` ('Dieses Feld ist erforderlich.' when missing, else 'Ungültiges Format'). */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input == null ? messages.required : messages.format),
  });

/** An offer type as the back office lists and changes it; its value is fixed (URLs, headers). */
export const backofficeOfferTypeAnswer = z.object({
  id: z.number().int(),
  value: z.string(),
  label: z.string(),
  label_home: z.string(),
  description: z.string(),
  route: z.string(),
  display: z.boolean(),
  order: z.number().int(),
  ...authorFields,
});

/** A change of an offer type: its texts, the search page it leads to, shown or not, its place. */
export const offerTypeInput = z.object({
  label: requiredText({ max: 255 }),
  label_home: requiredText({ max: 255 }),
  description: requiredText({ max: 255 }),
  route: sitePath(500),
  display: z.boolean({ error: messages.format }).default(true),
  order,
});

/** A header of the home's jumbotron for one offer type (its images come with the media upload). */
export const backofficeHeaderAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  order: z.number().int(),
  ...authorFields,
});

export const headerInput = z.object({
  name: requiredText({ max: 255 }),
  // An offer type's value; the database knows which exist.
  category: requiredText({ max: 64 }),
  order,
});

/** A slide of a home box: a catalogue entry (partners, locations) or its own texts (regions). */
export const backofficeBoxItemAnswer = z.object({
  id: z.number().int(),
  box: z.string(),
  country: z.number().int(),
  entry_type: z.enum(['location', 'provider']).nullable(),
  entry_id: z.number().int().nullable(),
  name: z.string().nullable(),
  short: z.string().nullable(),
  text_underline: z.string().nullable(),
  link_path: z.string().nullable(),
  external_link: z.string().nullable(),
  order: z.number().int(),
  ...authorFields,
});

/**
 * A new or changed box slide, per country category (1 CH, 2 DE, 3 AT). Partners and locations
 * link an entry of their kind (the entry type follows from the box; name and short text, when
 * given, stand in for the entry's); a region has its own name and the site path it leads to.
 */
export const boxItemInput = z
  .object({
    box: choice(HOME_BOXES),
    country: country,
    entry_id: wholeNumber(1, MAX_ROW_ID).nullish().default(null),
    name: optionalText(255),
    short: optionalText(500),
    text_underline: optionalText(255),
    link_path: optionalSitePath(500),
    external_link: optionalExternalLink,
    order,
  })
  .superRefine((item, context) => {
    const missing = (path: string) =>
      context.addIssue({ code: 'custom', path: [path], message: messages.required });
    if (BOX_ENTRY_KINDS[item.box] === null) {
      if (item.entry_id !== null)
        context.addIssue({ code: 'custom', path: ['entry_id'], message: messages.format });
      if (item.name === null) missing('name');
      if (item.link_path === null) missing('link_path');
    } else if (item.entry_id === null) missing('entry_id');
  })
  .transform((item) => ({ ...item, entry_type: BOX_ENTRY_KINDS[item.box] }));

/** A popular search of a country's home: its label and the site path it leads to. */
export const backofficePopularSearchAnswer = z.object({
  id: z.number().int(),
  country: z.number().int(),
  label: z.string(),
  path: z.string(),
  order: z.number().int(),
  ...authorFields,
});

export const popularSearchInput = z.object({
  country: country,
  label: requiredText({ max: 255 }),
  path: sitePath(500),
  order,
});

/** A package deal of the slider (spec section 2): its tab, texts and the search it leads to. */
export const backofficePackageDealAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  text_underline: z.string().nullable(),
  audience: z.enum(PACKAGE_AUDIENCES),
  path: z.string(),
  order: z.number().int(),
  ...authorFields,
});

export const packageDealInput = z.object({
  name: requiredText({ max: 255 }),
  text_underline: optionalText(255),
  audience: choice(PACKAGE_AUDIENCES),
  path: sitePath(500),
  order,
});
