import { z } from 'zod';
import { mediaViewAnswer } from '@eventalp/plugin-media/domain';
import { entryCategoryAnswer, entryLabelAnswer } from './entry-card-answers';
import { DISTANCE_KINDS, ENTRY_KINDS, PROPERTY_GROUPS, SEATING_STYLES } from './entry-vocabulary';
import { PHOTO_SLOTS } from './photo-slots';

const count = z.number().int().nullable();
const text = z.string().nullable();
const media = mediaViewAnswer.nullable();

export const seatingCapacityAnswer = z
  .object({ min: count, max: count })
  .meta({ id: 'SeatingCapacity' });
export type SeatingCapacity = z.output<typeof seatingCapacityAnswer>;

export const roomAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: text,
    floor: text,
    /** m², m, m, m. */
    area: z.number().nullable(),
    width: z.number().nullable(),
    length: z.number().nullable(),
    height: z.number().nullable(),
    capacity: z.record(z.enum(SEATING_STYLES), seatingCapacityAnswer),
    rent_option: z.number().int(),
    image: media,
    ground_plan: media,
  })
  .meta({ id: 'Room' });
export type Room = z.output<typeof roomAnswer>;

export const faqAnswer = z
  .object({
    parking: z.boolean().nullable(),
    free_parking: z.boolean().nullable(),
    own_catering: z.boolean().nullable(),
    barrier_free: z.boolean().nullable(),
    daylight: z.boolean().nullable(),
    double_rooms: count,
    single_rooms: count,
  })
  .meta({ id: 'EntryFaq' });
export type Faq = z.output<typeof faqAnswer>;

const propertyTerm = z
  .object({ id: z.number().int(), name: z.string(), slug: text })
  .meta({ id: 'EntryProperty' });

/** Everything a visitor sees about one public location or provider (never enquiry addresses). */
export const entryDetailAnswer = z
  .object({
    id: z.number().int(),
    entity_type: z.enum(ENTRY_KINDS),
    name: z.string(),
    short_name: text,
    award_name: text,
    slug: text,
    legacy_slug: text,
    link_slug: z.string(),
    path: z.string(),
    category: entryCategoryAnswer,
    type_id: z.number().int(),
    display_type: z.number().int(),
    is_sample: z.boolean(),
    label: entryLabelAnswer.nullable(),
    seo: z.object({ title: text, meta_description: text, meta_keywords: text }),
    summary: text,
    description: text,
    website: text,
    special_deal: z
      .object({ title: text, subtitle: text, description: text, discount: text })
      .nullable(),
    video_description: text,
    videos: z.array(z.object({ youtube_id: z.string(), title: text })),
    /** Reserved for the spec's campaign videos; empty so far. */
    campaign_videos: z.array(z.unknown()),
    /** The header video (an https URL: a YouTube link or a video file), null when none or not https. */
    header_video: text,
    /** The 360°/VR tour (https only) with its thumbnail image. */
    vr: z.object({ url: z.string(), thumbnail: media }).nullable(),
    address: z.object({
      street: text,
      street_number: text,
      zip: text,
      place: text,
      region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      country_category: z.number().int(),
      directions: text,
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
    contact: z.object({
      company: text,
      title: text,
      first_name: text,
      last_name: text,
      function: text,
      phone: text,
      mobile: text,
      fax: text,
      website: text,
      image: media,
      logo: media,
    }),
    properties: z.partialRecord(z.enum(PROPERTY_GROUPS), z.array(propertyTerm)),
    distances: z.array(
      z.object({ kind: z.enum(DISTANCE_KINDS), name: z.string(), distance_km: z.number() }),
    ),
    faq: faqAnswer.nullable(),
    rent_option: count,
    rooms_count: count,
    rooms: z.array(roomAnswer),
    /** Providers: how many people they serve. */
    people: z.object({ min: count, max: count }).nullable(),
    partner_locations: z.array(
      z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
    ),
    prices: z.array(
      z.object({
        id: z.number().int(),
        service: z.string(),
        price: z.number().nullable(),
        unit: text,
        /** The price list as a PDF. */
        pdf: media,
      }),
    ),
    reviews: z.array(
      z.object({
        id: z.number().int(),
        company: z.string(),
        date: z.iso.datetime(),
        rating: z.number().int(),
        description: z.string(),
        /** A photo of the event (optional). */
        image: media,
      }),
    ),
    rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
    header_image: media,
    photos: z.array(mediaViewAnswer),
    photo_slots: z.record(z.enum(PHOTO_SLOTS), media),
    documents: z.array(mediaViewAnswer),
  })
  .meta({ id: 'EntryDetail' });
export type EntryDetail = z.output<typeof entryDetailAnswer>;
