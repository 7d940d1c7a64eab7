// The owners' edit sections as one table of fields (zod-free, so pages import it): the route's
// input schema, its answer and the page's form are all built from these rows.
import { AIRPORTS, FLOOR_OPTIONS, HIGHWAYS, RENT_OPTIONS } from './reachability';

export type SectionField =
  | { name: string; kind: 'text'; max: number; min?: number; required?: boolean; approval?: true }
  | { name: string; kind: 'multiline'; max: number; required?: boolean }
  | { name: string; kind: 'email'; required?: boolean }
  | { name: string; kind: 'phone' }
  | { name: string; kind: 'url' }
  | { name: string; kind: 'https_url' }
  | { name: string; kind: 'zip'; required?: boolean }
  | { name: string; kind: 'int'; min: number; max: number }
  | { name: string; kind: 'decimal'; min: number; max: number }
  | { name: string; kind: 'bool' }
  | { name: string; kind: 'choice'; options: readonly (number | string)[]; fallback?: number }
  | { name: string; kind: 'terms'; types: readonly number[]; ofCategory?: true }
  | { name: string; kind: 'category'; type: number; approval: true }
  | { name: string; kind: 'region' }
  | { name: string; kind: 'distances' }
  | { name: string; kind: 'videos' }
  | {
      name: string;
      kind: 'media';
      collection: MediaCollection;
      approval?: true;
      /** One file at most (logo, contact image, header, 360 thumbnail): a new upload replaces it. */
      single?: true;
    }
  | { name: string; kind: 'partner_locations' };

export type EntryKindName = 'location' | 'provider';

/** The media collections an entry's sections list (uploads wait in staging until a save). */
export type MediaCollection =
  'photos' | 'documents' | 'logo' | 'contact_image' | 'header' | 'vr_thumbnail';

/** An image of its own (not a gallery): one file, shown publicly, so approved like photos. */
const singleImage = (collection: MediaCollection): SectionField => ({
  name: collection,
  kind: 'media',
  collection,
  approval: true,
  single: true,
});

const name: SectionField = {
  name: 'full_name',
  kind: 'text',
  min: 2,
  max: 255,
  required: true,
  approval: true,
};
const basicTexts: SectionField[] = [
  { name: 'short_name', kind: 'text', max: 100 },
  { name: 'summary', kind: 'multiline', max: 500 },
  { name: 'description', kind: 'multiline', max: 10_000 },
  { name: 'website', kind: 'url' },
];
const address: SectionField[] = [
  { name: 'street', kind: 'text', max: 255, required: true },
  { name: 'street_number', kind: 'text', max: 20 },
  { name: 'zip', kind: 'zip', required: true },
  { name: 'place', kind: 'text', max: 255, required: true },
  { name: 'region_id', kind: 'region' },
];
const contact: SectionField[] = [
  { name: 'company', kind: 'text', max: 255 },
  { name: 'contact_title', kind: 'text', max: 50 },
  { name: 'contact_first_name', kind: 'text', max: 255 },
  { name: 'contact_last_name', kind: 'text', max: 255 },
  { name: 'contact_function', kind: 'text', max: 255 },
  { name: 'phone', kind: 'phone' },
  { name: 'mobile', kind: 'phone' },
  { name: 'fax', kind: 'phone' },
  { name: 'enquiry_email', kind: 'email', required: true },
  { name: 'second_email', kind: 'email' },
  { name: 'correspondence_email', kind: 'email' },
  { name: 'contact_website', kind: 'url' },
  singleImage('contact_image'),
  singleImage('logo'),
];
const photos: SectionField[] = [
  { name: 'photos', kind: 'media', collection: 'photos', approval: true },
  singleImage('header'),
];
const videos: SectionField[] = [
  { name: 'videos', kind: 'videos' },
  { name: 'video_description', kind: 'multiline', max: 2000 },
  { name: 'vr_url', kind: 'https_url' },
  singleImage('vr_thumbnail'),
];
const documents: SectionField[] = [{ name: 'documents', kind: 'media', collection: 'documents' }];

/** The sections of a location's edit pages, in the order the navigation shows them. */
export const LOCATION_SECTIONS = {
  basic: [name, { name: 'category_id', kind: 'category', type: 9, approval: true }, ...basicTexts],
  address: [...address, { name: 'directions', kind: 'multiline', max: 2000 }],
  contact,
  photos,
  videos,
  documents,
  building: [
    { name: 'building_types', kind: 'terms', types: [4] },
    { name: 'rooms_count', kind: 'int', min: 0, max: 1000 },
  ],
  location: [
    { name: 'rent_option', kind: 'choice', options: RENT_OPTIONS, fallback: 1 },
    { name: 'distances', kind: 'distances' },
    { name: 'surroundings', kind: 'terms', types: [8] },
    { name: 'accesses', kind: 'terms', types: [2] },
  ],
  event: [
    { name: 'event_kinds', kind: 'terms', types: [3] },
    { name: 'settings', kind: 'terms', types: [1] },
    { name: 'special_occasions', kind: 'terms', types: [0] },
  ],
  properties: [
    { name: 'infrastructure', kind: 'terms', types: [5] },
    { name: 'technology', kind: 'terms', types: [6] },
    { name: 'furniture', kind: 'terms', types: [7] },
  ],
  faq: [
    { name: 'parking', kind: 'bool' },
    { name: 'free_parking', kind: 'bool' },
    { name: 'own_catering', kind: 'bool' },
    { name: 'barrier_free', kind: 'bool' },
    { name: 'daylight', kind: 'bool' },
    { name: 'double_rooms', kind: 'int', min: 0, max: 10_000 },
    { name: 'single_rooms', kind: 'int', min: 0, max: 10_000 },
  ],
} as const satisfies Record<string, readonly SectionField[]>;

/** The sections of a provider's edit pages. */
export const PROVIDER_SECTIONS = {
  basic: [name, { name: 'category_id', kind: 'category', type: 21, approval: true }, ...basicTexts],
  contact: [...address, ...contact],
  photos,
  videos,
  documents,
  event: [
    { name: 'event_kinds', kind: 'terms', types: [3] },
    { name: 'special_occasions', kind: 'terms', types: [0] },
  ],
  properties: [
    // Service types: the provider main categories (type 21) it serves besides its own category,
    // e.g. a caterer that also rents furniture (see the README, "Provider service types").
    { name: 'service_types', kind: 'terms', types: [21] },
    { name: 'styles', kind: 'terms', types: [23] },
    { name: 'operations', kind: 'terms', types: [24] },
    { name: 'price_styles', kind: 'terms', types: [22] },
    { name: 'min_people', kind: 'int', min: 1, max: 100_000 },
    { name: 'max_people', kind: 'int', min: 1, max: 100_000 },
    { name: 'partner_locations', kind: 'partner_locations' },
  ],
  offers: [{ name: 'offers', kind: 'terms', types: [25], ofCategory: true }],
} as const satisfies Record<string, readonly SectionField[]>;

export type LocationSection = keyof typeof LOCATION_SECTIONS;
export type ProviderSection = keyof typeof PROVIDER_SECTIONS;

/** Every section of each kind of entry. */
export const ENTRY_SECTIONS: Record<EntryKindName, Record<string, readonly SectionField[]>> = {
  location: LOCATION_SECTIONS,
  provider: PROVIDER_SECTIONS,
};

/** The room's fields (rooms are edited one by one, with their own add/edit/delete/reorder). */
export const ROOM_FIELDS: readonly SectionField[] = [
  { name: 'name', kind: 'text', min: 2, max: 255, required: true },
  { name: 'description', kind: 'multiline', max: 5000 },
  { name: 'floor', kind: 'choice', options: FLOOR_OPTIONS },
  { name: 'area', kind: 'decimal', min: 1, max: 100_000 },
  { name: 'width', kind: 'decimal', min: 1, max: 10_000 },
  { name: 'length', kind: 'decimal', min: 1, max: 10_000 },
  { name: 'height', kind: 'decimal', min: 1, max: 100 },
  ...(['banquet', 'aperitif', 'concert', 'seminar'] as const).flatMap((style): SectionField[] => [
    { name: `${style}_min`, kind: 'int', min: 1, max: 100_000 },
    { name: `${style}_max`, kind: 'int', min: 1, max: 100_000 },
  ]),
  { name: 'rent_option', kind: 'choice', options: RENT_OPTIONS, fallback: 1 },
];

export { AIRPORTS, HIGHWAYS };
