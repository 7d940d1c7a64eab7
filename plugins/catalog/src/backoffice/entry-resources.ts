import type { Knex } from 'knex';
import { z } from 'zod';
import {
  booleanFilter,
  choiceFilter,
  containsFilter,
  dateFilter,
  defineResource,
  messages,
  numberFilter,
  type ResourceFilter,
} from '@eventalp/platform-sdk';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { CONTRACTS, NOTES, PRICES, REVIEWS } from '../catalog-migrations';
import {
  backofficeEntryAnswer,
  backofficeEntryDetails,
  backofficeEntryInput,
  entryColumnFields,
} from '../domain/backoffice/entry-backoffice-input';
import { markEntriesChanged } from '../entries-changed';
import { entryKinds, type EntryKind } from '../entry-kind';
import type { OwnedEntry } from '../owner/entry-models';
import { EntrySectionStore } from '../owner/entry-section-store';
import { PENDING_CHANGES } from '../owner/owner-migrations';
import { BACKOFFICE_CATALOG } from '../owner/owner-records';

const tier = numberFilter('type_id', 1, 7);

/**
 * Entries by where they stand in their release window at the request's time: release date still
 * ahead (`waiting`), inside the window (`live`), expiry passed (`expired`).
 */
export function releaseStateFilter(): ResourceFilter<'waiting' | 'live' | 'expired'> {
  return {
    schema: z.enum(['waiting', 'live', 'expired'], { error: messages.format }),
    apply(query, state, now) {
      if (state === 'waiting') void query.where('release_at', '>', now);
      else if (state === 'expired') void query.where('expires_at', '<=', now);
      else
        void query
          .where((q) => q.whereNull('release_at').orWhere('release_at', '<=', now))
          .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now));
    },
  };
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : ((value as string | null) ?? null);

/** The contract, notes, prices and reviews of an entry (the show page's extra sections). */
async function entryDetails(db: Knex, kind: EntryKind, id: number) {
  const of = { entry_type: kind, entry_id: id };
  const [contract, notes, prices, reviews] = await Promise.all([
    db(CONTRACTS).where(of).first(),
    db(NOTES)
      .where(of)
      .orderBy('created_at', 'desc')
      .select('id', 'content', 'created_by', 'created_at'),
    db(PRICES).where(of).orderBy(['order', 'id']).select('id', 'service', 'price', 'unit', 'order'),
    db(REVIEWS)
      .where(of)
      .orderBy(['order', 'id'])
      .select('id', 'company', 'reviewed_on', 'rating', 'description', 'order'),
  ]);
  return {
    contract: contract
      ? {
          deal_id: contract.deal_id,
          subscription_type: contract.subscription_type,
          starts_on: day(contract.starts_on),
          ends_on: day(contract.ends_on),
          terminated_on: day(contract.terminated_on),
          billing_address: contract.billing_address,
          customer_discount_percent: number(contract.customer_discount_percent),
          absolute_discount: number(contract.absolute_discount),
          discount_description: contract.discount_description,
          post_invoice: contract.post_invoice,
          no_reminders: contract.no_reminders,
        }
      : null,
    notes: notes.map((note) => ({ ...note, created_at: new Date(note.created_at).toISOString() })),
    prices: prices.map((price) => ({ ...price, price: number(price.price) })),
    reviews: reviews.map((review) => ({ ...review, reviewed_on: day(review.reviewed_on) })),
  };
}

/**
 * Locations or providers in the back office (sales and admin): list with name search, category,
 * region, tier, approval, archive and release filters; show with contract, notes, prices and
 * reviews; change with the owners' section rules plus tier, approval and the release window;
 * archive and restore. Every write is re-indexed through `catalog.entries.changed`.
 */
function entryResource(kind: EntryKind, name: string, answerName: string) {
  const fields = entryColumnFields(kind);
  return defineResource({
    name,
    answerName,
    noun: kind,
    table: entryKinds[kind].table,
    row: backofficeEntryAnswer(kind),
    update: backofficeEntryInput(kind),
    filters: {
      category_id: numberFilter('category_id', 1),
      region_id: numberFilter('region_id', 1),
      type_id: tier,
      approved: booleanFilter('approved'),
      is_sample: booleanFilter('is_sample'),
      country_category: choiceFilter('country_category', ['1', '2', '3']),
      place: containsFilter('place'),
      release: releaseStateFilter(),
      release_from: dateFilter('release_at', 'from'),
      release_to: dateFilter('release_at', 'to'),
      expires_from: dateFilter('expires_at', 'from'),
      expires_to: dateFilter('expires_at', 'to'),
      owner_user_id: numberFilter('owner_user_id', 1),
    },
    sortable: [
      'full_name',
      'updated_at',
      'created_at',
      'type_id',
      'release_at',
      'expires_at',
      'place',
      'id',
    ],
    defaultSort: { field: 'updated_at', order: 'desc' },
    search: ['full_name', 'short_name', 'place', 'company'],
    archive: true,
    bulk: ['archive', 'restore'],
    permissions: { read: BACKOFFICE_CATALOG, write: BACKOFFICE_CATALOG },
    details: {
      answer: backofficeEntryDetails,
      load: (services, record) => entryDetails(services.db, kind, Number(record.id)),
    },
    async check(services, trx, values, before) {
      const store = new EntrySectionStore(trx, services.service(MEDIA_LIBRARY), services.now);
      await store.check(kind, before as unknown as OwnedEntry, fields, values, trx);
    },
    async onChange(services, { ids, trx, user }) {
      // An entry approved in its form leaves its new-entry request in the queue decided.
      await trx(PENDING_CHANGES)
        .where({ entry_type: kind, kind: 'new_entry', status: 'pending' })
        .whereIn(
          'entry_id',
          trx(entryKinds[kind].table).whereIn('id', ids).where('approved', true).select('id'),
        )
        .update({ status: 'approved', decided_by: user.id, decided_at: services.now() });
      await markEntriesChanged(services, kind, ids, trx);
    },
  });
}

export const locationResource = entryResource('location', 'locations', 'BackofficeLocation');
export const providerResource = entryResource('provider', 'providers', 'BackofficeProvider');
