import type { Knex } from 'knex';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { FAQS, LOCATIONS, PRICES, REVIEWS, ROOMS, VIDEOS } from './catalog-migrations';
import { entryKinds } from './entry-kind';

/** What a location's entry holds, as the award's technical score reads it (see `Catalogue`). */
export interface EntryQuality {
  location_id: number;
  description_length: number;
  photos: number;
  rooms: number;
  /** An enquiry address and a phone number. */
  contact: boolean;
  website: boolean;
  /** Videos, a 360 tour, prices and FAQ answers together. */
  extras: number;
  reviews: number;
  /** 1 to 5 stars; null without reviews. */
  reviews_mean: number | null;
}

const countOf = (db: Knex, table: string) =>
  db.raw(`(select count(*)::int from ?? x where x.entry_type = 'location' and x.entry_id = l.id)`, [
    table,
  ]);

/** The quality figures of these locations (public or not), in id order. */
export async function entryQuality(
  db: Knex,
  media: MediaLibrary,
  ids: readonly number[],
): Promise<EntryQuality[]> {
  if (!ids.length) return [];
  const [rows, photos] = await Promise.all([
    db(`${LOCATIONS} as l`)
      .whereIn('l.id', [...ids])
      .orderBy('l.id')
      .select(
        'l.id',
        db.raw(`coalesce(length(l.description), 0)::int as description_length`),
        db.raw(`(l.enquiry_email is not null and l.enquiry_email <> ''
                 and coalesce(nullif(l.phone, ''), nullif(l.mobile, '')) is not null) as contact`),
        db.raw(`(l.website is not null and l.website <> '') as website`),
        db.raw(`(l.vr_url is not null)::int as tours`),
        db.raw(`(select count(*)::int from ?? r where r.location_id = l.id) as rooms`, [ROOMS]),
        db.raw(`? as videos`, [countOf(db, VIDEOS)]),
        db.raw(`? as prices`, [countOf(db, PRICES)]),
        db.raw(`? as faqs`, [countOf(db, FAQS)]),
        db.raw(`? as reviews`, [countOf(db, REVIEWS)]),
        db.raw(
          `(select round(avg(x.rating), 2) from ?? x
             where x.entry_type = 'location' and x.entry_id = l.id) as reviews_mean`,
          [REVIEWS],
        ),
      ),
    media.itemsOf(entryKinds.location.owner, ids),
  ]);
  return rows.map((row) => ({
    location_id: row.id,
    description_length: row.description_length,
    photos: [...(photos.get(row.id)?.values() ?? [])]
      .flat()
      .filter((item) => item.mime_type.startsWith('image/')).length,
    rooms: row.rooms,
    contact: row.contact,
    website: row.website,
    extras: row.tours + row.videos + row.prices + row.faqs,
    reviews: row.reviews,
    reviews_mean: row.reviews_mean === null ? null : Number(row.reviews_mean),
  }));
}
