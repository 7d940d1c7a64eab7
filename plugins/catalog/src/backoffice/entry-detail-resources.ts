import {
  choiceFilter,
  defineResource,
  numberFilter,
  ValidationError,
  type BackofficeResource,
  type PlatformServices,
  type ResourceChange,
  type ResourceDeclaration,
} from '@eventalp/platform-sdk';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { NOTES, PRICES, REVIEWS } from '../catalog-migrations';
import {
  backofficeNoteAnswer,
  backofficePriceAnswer,
  backofficeReviewAnswer,
  noteInput,
  noteUpdate,
  priceInput,
  priceUpdate,
  reviewInput,
  reviewUpdate,
} from '../domain/backoffice/entry-detail-input';
import { markEntriesChanged } from '../entries-changed';
import { entryKinds, PRICE_OWNER, REVIEW_OWNER, type EntryKind } from '../entry-kind';
import { BACKOFFICE_CATALOG } from '../owner/owner-records';

/** The spec names no text for a note, price or review of an entry that is not there; ours. */
export const UNKNOWN_ENTRY = 'Diesen Eintrag gibt es nicht.';

const entryFilters = {
  entry_type: choiceFilter('entry_type', ['location', 'provider']),
  entry_id: numberFilter('entry_id', 1),
};

/** A new row's entry must exist (a change keeps its entry). */
async function entryExists(
  _services: PlatformServices,
  trx: Parameters<NonNullable<ResourceDeclaration['check']>>[1],
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
) {
  if (before) return;
  const kind = values.entry_type as EntryKind;
  const found = await trx(entryKinds[kind].table).where({ id: values.entry_id }).first('id');
  if (!found) throw ValidationError.field('entry_id', UNKNOWN_ENTRY);
}

/**
 * After a price or review changes, its entry's public page and search shows change
 * (`catalog.entries.changed`); a deleted row's file leaves the media library's collection.
 */
const entryChanged =
  (table: string, owner: string | null, collection: string) =>
  async (services: PlatformServices, { action, ids, trx, before }: ResourceChange) => {
    const rows: { entry_type: EntryKind; entry_id: number }[] =
      action === 'delete'
        ? ((before ?? []) as { entry_type: EntryKind; entry_id: number }[])
        : await trx(table).whereIn('id', ids).select('entry_type', 'entry_id');
    for (const kind of Object.keys(entryKinds) as EntryKind[])
      await markEntriesChanged(
        services,
        kind,
        rows.filter((row) => row.entry_type === kind).map((row) => Number(row.entry_id)),
        trx,
      );
    if (owner && action === 'delete')
      for (const id of ids)
        await services.service(MEDIA_LIBRARY).detachAll({ type: owner, id }, collection, trx);
  };

const day = (value: unknown) =>
  value instanceof Date
    ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
    : value;
const decimal = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const permissions = { read: BACKOFFICE_CATALOG, write: BACKOFFICE_CATALOG };

/** Internal notes on an entry (sales' own; the public never sees them). */
export const entryNoteResource: BackofficeResource = defineResource({
  name: 'entry-notes',
  answerName: 'BackofficeEntryNote',
  noun: 'entry note',
  table: NOTES,
  row: backofficeNoteAnswer,
  create: noteInput,
  update: noteUpdate,
  filters: entryFilters,
  sortable: ['created_at', 'updated_at', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  search: ['content'],
  delete: true,
  permissions,
  check: entryExists,
});

/** An entry's prices (service, price, unit, order) with a PDF each, shown on its public page. */
export const entryPriceResource: BackofficeResource = defineResource({
  name: 'entry-prices',
  answerName: 'BackofficeEntryPrice',
  noun: 'entry price',
  table: PRICES,
  row: backofficePriceAnswer,
  toRow: (record) => ({ ...record, price: decimal(record.price) }),
  create: priceInput,
  update: priceUpdate,
  filters: entryFilters,
  sortable: ['order', 'service', 'updated_at', 'id'],
  search: ['service', 'unit'],
  delete: true,
  permissions,
  check: entryExists,
  media: { owner: PRICE_OWNER, collections: { pdf: { kind: 'document', max: 1 } } },
  onChange: entryChanged(PRICES, PRICE_OWNER, 'pdf'),
});

/** An entry's customer reviews (company, date, 1-5 stars, text, order) with an image each. */
export const entryReviewResource: BackofficeResource = defineResource({
  name: 'entry-reviews',
  answerName: 'BackofficeEntryReview',
  noun: 'entry review',
  table: REVIEWS,
  row: backofficeReviewAnswer,
  toRow: (record) => ({ ...record, reviewed_on: day(record.reviewed_on) }),
  create: reviewInput,
  update: reviewUpdate,
  filters: entryFilters,
  sortable: ['order', 'reviewed_on', 'rating', 'company', 'updated_at', 'id'],
  search: ['company', 'description'],
  delete: true,
  permissions,
  check: entryExists,
  media: { owner: REVIEW_OWNER, collections: { image: { kind: 'image', max: 1 } } },
  onChange: entryChanged(REVIEWS, REVIEW_OWNER, 'image'),
});

export const entryDetailResources = [entryNoteResource, entryPriceResource, entryReviewResource];
