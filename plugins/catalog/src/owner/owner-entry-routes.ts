import type { Knex } from 'knex';
import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  ForbiddenError,
  HttpError,
  MAX_ROW_ID,
  messageAnswer,
  wholeNumber,
  type AuthUser,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';
import { OWNER_PATHS, ownerSectionPath } from '../domain/catalog-client';
import { entryDetailAnswer } from '../domain/entry-detail-answers';
import { locationPath, providerPath } from '../domain/entity-link-slug';
import { ENTRY_KINDS } from '../domain/entry-vocabulary';
import { changesNeedApproval, entryStatus, splitForApproval } from '../domain/owner/entry-status';
import {
  ownerEntriesAnswer,
  SECTION_ANSWERS,
  type OwnerEntry,
} from '../domain/owner/owner-answers';
import { ownerMessages } from '../domain/owner/owner-messages';
import { ENTRY_SECTIONS, type SectionField } from '../domain/owner/section-fields';
import { sectionSaveInput } from '../domain/owner/section-schemas';
import { markEntriesChanged } from '../entries-changed';
import { entryKinds, type EntryKind } from '../entry-kind';
import type { OwnedEntry } from './entry-models';
import { EntrySectionStore } from './entry-section-store';
import {
  nextSectionVersion,
  ownedEntry,
  pendingValues,
  queueChange,
  recordAudit,
  sectionVersion,
} from './owner-records';
import { PENDING_CHANGES } from './owner-migrations';
import { previewDetail } from './preview-detail';

const idParam = z.object({ id: wholeNumber(1, MAX_ROW_ID) });
const entryParams = z.object({ type: z.enum(ENTRY_KINDS), id: wholeNumber(1, MAX_ROW_ID) });

/** Media compared by what a save decides (which items, slots and alt texts), not by their URLs. */
const comparable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map((item) =>
        item && typeof item === 'object' && 'id' in item
          ? { id: item.id, slot: item.slot ?? null, title: item.title ?? null }
          : item,
      )
    : (value ?? null);
const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/** Only the fields whose value changed, before and after (for the audit log). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(after))
    if (!sameValue(before[name], value)) {
      from[name] = comparable(before[name]);
      to[name] = comparable(value);
    }
  return { from, to, changed: Object.keys(to).length > 0 };
}

/** The owner's entries list, each edit section (read and save), hand-in and preview. */
export function ownerEntryRoutes(services: PlatformServices, media: MediaLibrary) {
  const { db } = services;
  const store = new EntrySectionStore(db, media, services.now);
  const product = services.config.brand;

  /** Values with the pending ones shown as the media views a page needs. */
  async function pendingForAnswer(kind: EntryKind, id: number, section: string) {
    const pending = await pendingValues(db, kind, id, section);
    if (!pending) return null;
    const shown = { ...pending };
    for (const [name, value] of Object.entries(pending))
      if (
        Array.isArray(value) &&
        value.every((item) => item && typeof item === 'object' && 'id' in item)
      ) {
        const views = await media.itemsByIds(
          { type: entryKinds[kind].owner, id },
          value.map((item: { id: number }) => item.id),
        );
        shown[name] = views.map((view, i) => ({
          ...view,
          slot: (value[i] as { slot: string | null }).slot,
          title: (value[i] as { title: string | null }).title,
        }));
      }
    return shown;
  }

  async function sectionState(
    kind: EntryKind,
    entry: OwnedEntry,
    section: string,
    fields: readonly SectionField[],
  ) {
    return {
      version: await sectionVersion(db, kind, entry.id, section),
      values: await store.read(kind, entry, section, fields),
      pending: await pendingForAnswer(kind, entry.id, section),
    };
  }

  const sectionRoutes = ENTRY_KINDS.flatMap((kind) =>
    Object.entries(ENTRY_SECTIONS[kind]).flatMap(([section, fields]) => {
      const answer = SECTION_ANSWERS[kind][section]!;
      const path = ownerSectionPath(kind, section);
      return [
        defineRoute({
          method: 'get',
          path,
          summary: `The ${section} section of an own ${kind}`,
          access: 'authenticated',
          input: { params: idParam },
          responses: { 200: answer, 404: errorAnswer },
          async handler({ params, user }) {
            const entry = await ownedEntry(services, db, kind, params.id, user);
            return sectionState(kind, entry, section, fields);
          },
        }),
        defineRoute({
          method: 'put',
          path,
          summary: `Save the ${section} section of an own ${kind} (one transaction; 409 when another tab saved it first)`,
          access: 'authenticated',
          input: { params: idParam, body: sectionSaveInput(fields) },
          responses: { 200: answer, 404: errorAnswer, 409: errorAnswer },
          async handler({ params, user, body }) {
            const values = body.values as Record<string, unknown>;
            let held = false;
            await db.transaction(async (trx) => {
              const locked = await ownedEntry(services, trx, kind, params.id, user, true);
              // Checked against the database inside the save, so nothing changes in between.
              await store.check(kind, locked, fields, values, trx);
              await nextSectionVersion(trx, kind, locked.id, section, body.version);
              const current = await store.read(kind, locked, section, fields, trx);
              const { immediate, pending } = splitForApproval(
                fields,
                values,
                current,
                changesNeedApproval(locked, services.now()),
                sameValue,
              );
              await store.write(trx, kind, locked, section, fields, immediate);
              if (fields.some((field) => 'approval' in field))
                await queueChange(trx, kind, locked.id, section, pending, user!.id);
              held = Object.keys(pending).length > 0;
              const { from, to, changed } = changedFields(current, values);
              if (changed)
                await recordAudit(trx, {
                  kind,
                  id: locked.id,
                  userId: user!.id,
                  action: held ? 'section saved, approval pending' : 'section saved',
                  section,
                  before: from,
                  after: to,
                });
              if (changedFields(current, immediate).changed)
                await markEntriesChanged(services, kind, [locked.id], trx);
            });
            const fresh = await ownedEntry(services, db, kind, params.id, user);
            return {
              ...(await sectionState(kind, fresh, section, fields)),
              message: held ? ownerMessages.savedPendingApproval : ownerMessages.saved,
            };
          },
        }),
      ];
    }),
  );

  return [
    defineRoute({
      method: 'get',
      path: OWNER_PATHS.entries,
      summary: "The signed-in owner's locations and providers with their status",
      access: 'authenticated',
      responses: { 200: ownerEntriesAnswer },
      async handler({ user }) {
        return {
          data: await ownerEntries(db, user!, services.now(), product),
          email_verified: user!.email_verified,
        };
      },
    }),
    ...sectionRoutes,
    defineRoute({
      method: 'post',
      path: OWNER_PATHS.release,
      summary: 'Hand an own entry in for its approval (the account must have confirmed its e-mail)',
      access: 'authenticated',
      input: { params: entryParams },
      responses: { 200: messageAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ params, user }) {
        await ownedEntry(services, db, params.type, params.id, user);
        if (!user!.email_verified) throw new ForbiddenError(ownerMessages.verificationRequired);
        await db.transaction(async (trx) => {
          const entry = await ownedEntry(services, trx, params.type, params.id, user, true);
          if (entry.approved || entry.release_requested_at)
            throw new HttpError(409, ownerMessages.alreadyInReview);
          await trx(entryKinds[params.type].table)
            .where({ id: entry.id })
            .update({ release_requested_at: services.now() });
          await trx(PENDING_CHANGES).insert({
            entry_type: params.type,
            entry_id: entry.id,
            kind: 'new_entry',
            requested_by: user!.id,
          });
          await recordAudit(trx, {
            kind: params.type,
            id: entry.id,
            userId: user!.id,
            action: 'handed in',
          });
        });
        return { message: ownerMessages.released };
      },
    }),
    defineRoute({
      method: 'get',
      path: OWNER_PATHS.preview,
      summary:
        'An own entry as its detail page will show it, changes waiting for approval included',
      access: 'authenticated',
      input: { params: entryParams },
      responses: { 200: entryDetailAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        const entry = await ownedEntry(services, db, params.type, params.id, user);
        return previewDetail(services, media, params.type, entry.id, product);
      },
    }),
  ];
}

/** The owner's entries of both kinds, newest change first. */
export async function ownerEntries(
  db: Knex,
  user: AuthUser,
  now: Date,
  product: string,
): Promise<OwnerEntry[]> {
  const entries: OwnerEntry[] = [];
  for (const kind of ENTRY_KINDS) {
    const rows = await db(`${entryKinds[kind].table} as e`)
      .join(`${TAXONOMY_TERMS} as c`, 'c.id', 'e.category_id')
      .where('e.owner_user_id', user.id)
      .select(
        'e.id',
        'e.full_name',
        'e.type_id',
        'e.place',
        'e.country_category',
        'e.slug',
        'e.legacy_slug',
        'e.approved',
        'e.release_at',
        'e.expires_at',
        'e.release_requested_at',
        'e.updated_at',
        'c.id as category_id',
        'c.name as category_name',
        'c.slug as category_slug',
        db(PENDING_CHANGES)
          .where({ entry_type: kind, status: 'pending' })
          .whereRaw('entry_id = e.id')
          .count()
          .as('pending_changes'),
      );
    for (const row of rows) {
      const linkable = {
        id: row.id,
        slug: row.slug,
        legacy_slug: row.legacy_slug,
        category: { id: row.category_id, slug: row.category_slug },
      };
      entries.push({
        type: kind,
        id: row.id,
        name: row.full_name,
        status: entryStatus(row, now),
        type_id: row.type_id,
        category: { id: row.category_id, name: row.category_name },
        place: row.place,
        country_category: row.country_category,
        pending_changes: Number(row.pending_changes),
        path: kind === 'location' ? locationPath(product, linkable) : providerPath(linkable),
        updated_at: new Date(row.updated_at).toISOString(),
      });
    }
  }
  return entries.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}
