import type { Knex } from 'knex';
import {
  HttpError,
  NotFoundError,
  ValidationError,
  type AuthUser,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import { NOMINATIONS, NOMINEES } from './award-migrations';
import { CONFIRMATIONS, NOMINEE_OVERVIEW } from './confirmation-migrations';
import { formalCheckMessages, type NomineeStatus } from './domain';
import { invitationMail } from './invitation-mails';
import { nomineeResource } from './nominee-resource';

/** The platform's audit log (the resource routes' history reads it). */

type Row = Record<string, unknown>;

/** The formal check's steps: the state a nominee must be in, and the one it goes to. */
export const TRANSITIONS = {
  check: { from: 'submitted', to: 'checked', at: 'checked_at' },
  invite: { from: 'checked', to: 'invited', at: 'invited_at' },
} as const satisfies Record<string, { from: NomineeStatus; to: NomineeStatus; at: string }>;
export type Transition = keyof typeof TRANSITIONS;

/** How far along the nomination flow a state is, to keep the furthest when merging. */
const RANK: Record<NomineeStatus, number> = { submitted: 0, checked: 1, invited: 2, confirmed: 3 };

const answerOf = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );

/**
 * The back office's formal check of nominations (spec section 4, nomination flow): submitted →
 * formally checked → invitation sent (the venue is mailed its confirmation link through the
 * outbox), and merging the nominees of one venue entered twice. Every change is in the audit log.
 */
export class FormalCheckService {
  constructor(
    private readonly services: PlatformServices,
    private readonly catalogue: Catalogue,
  ) {}

  private async overview(trx: Knex.Transaction, id: number): Promise<Row> {
    return answerOf(await trx(NOMINEE_OVERVIEW).where({ id }).first());
  }

  private async audit(
    trx: Knex.Transaction,
    user: AuthUser,
    id: number,
    action: string,
    before: Row | null,
    after: Row | null,
  ): Promise<void> {
    await this.services.audit.record(trx, {
      resource: nomineeResource.name,
      recordId: id,
      action,
      actor: user,
      before,
      after,
      at: this.services.now(),
    });
  }

  /** The venue's contact address (the catalogue's), else null (the award office forwards). */
  private async contactOf(locationId: number | null): Promise<string | null> {
    if (locationId === null) return null;
    const [location] = await this.catalogue.publicEntries(
      'location',
      [locationId],
      ['correspondence_email', 'enquiry_email'],
    );
    return location?.correspondence_email || location?.enquiry_email || null;
  }

  /**
   * Moves one nominee a step on; 404 for an unknown one, 409 with the step's text when it is not
   * in the state the step starts from. Returns the nominee as the back office lists it.
   */
  async advance(id: number, transition: Transition, user: AuthUser): Promise<Row> {
    const { services } = this;
    const step = TRANSITIONS[transition];
    return services.db.transaction(async (trx) => {
      const nominee = await trx(NOMINEES).where({ id }).forUpdate().first();
      if (!nominee) throw new NotFoundError();
      if (nominee.status !== step.from)
        throw new HttpError(409, refusal(transition, nominee.status));
      const before = await this.overview(trx, id);
      const now = services.now();
      await trx(NOMINEES)
        .where({ id })
        .update({ status: step.to, [step.at]: now, updated_at: now });
      if (transition === 'invite') await this.mailInvitation(trx, nominee);
      const after = await this.overview(trx, id);
      await this.audit(trx, user, id, transition, before, after);
      return after;
    });
  }

  private async mailInvitation(trx: Knex.Transaction, nominee: Row): Promise<void> {
    const { config } = this.services;
    const contact = await this.contactOf(nominee.location_id as number | null);
    const [counted] = await trx(NOMINATIONS)
      .where({ nominee_id: nominee.id })
      .count<{ n: string }[]>('* as n');
    await this.services.mail.send(
      invitationMail({
        to: contact ?? config.award.officeEmail,
        toAwardOffice: contact === null,
        year: Number(nominee.year),
        venueName: String(nominee.name),
        confirmationUrl: `${config.appUrl}/sla/${String(nominee.sla_code)}`,
        nominations: Number(counted?.n ?? 0),
        brand: config.brand,
      }),
      trx,
    );
  }

  /**
   * Applies a step to many nominees at once: each one in its starting state moves on (its own
   * transaction and audit entry), the others are left as they are and named.
   */
  async advanceMany(
    ids: readonly number[],
    transition: Transition,
    user: AuthUser,
  ): Promise<{ changed: number[]; skipped: number[] }> {
    const changed: number[] = [];
    const skipped: number[] = [];
    for (const id of [...new Set(ids)]) {
      try {
        await this.advance(id, transition, user);
        changed.push(id);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        skipped.push(id);
      }
    }
    return { changed, skipped };
  }

  /**
   * Merges duplicate nominees of one venue into `targetId`: their submitters' nominations move to
   * it (a submitter who nominated both keeps the target's), the target takes a catalogue location
   * or confirmation it lacks and the furthest state of them all, and the duplicates are deleted.
   * 404 when one is unknown, 422 for another year, the target itself, or two confirmations.
   */
  async merge(targetId: number, sourceIds: readonly number[], user: AuthUser): Promise<Row> {
    const { services } = this;
    const ids = [...new Set(sourceIds)];
    if (ids.includes(targetId)) throw ValidationError.field('ids', formalCheckMessages.mergeSelf);
    return services.db.transaction(async (trx) => {
      const rows = await trx(NOMINEES)
        .whereIn('id', [targetId, ...ids])
        .orderBy('id')
        .forUpdate();
      const target = rows.find((row) => row.id === targetId);
      if (!target || rows.length !== ids.length + 1) throw new NotFoundError();
      const sources = rows.filter((row) => row.id !== targetId);
      if (sources.some((row) => row.year !== target.year))
        throw ValidationError.field('ids', formalCheckMessages.mergeYear);
      const confirmations = await trx(CONFIRMATIONS).whereIn('nominee_id', [targetId, ...ids]);
      if (confirmations.length > 1)
        throw ValidationError.field('ids', formalCheckMessages.bothConfirmed);

      const before = await this.overview(trx, targetId);
      const sourceBefore = await Promise.all(sources.map((row) => this.overview(trx, row.id)));
      // Nominations of submitters the target already has stay behind and go with their nominee.
      await trx(NOMINATIONS)
        .whereIn('nominee_id', ids)
        .whereNotIn('email', trx(NOMINATIONS).where({ nominee_id: targetId }).select('email'))
        .whereIn('id', trx(NOMINATIONS).whereIn('nominee_id', ids).min('id').groupBy('email'))
        .update({ nominee_id: targetId });
      await trx(CONFIRMATIONS).whereIn('nominee_id', ids).update({ nominee_id: targetId });

      const all = [target, ...sources];
      const furthest = all.reduce((best, row) =>
        RANK[row.status as NomineeStatus] > RANK[best.status as NomineeStatus] ? row : best,
      );
      const earliest = (column: string) =>
        all
          .map((row) => row[column] as Date | null)
          .filter((value): value is Date => value !== null)
          .sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
      const listed = all.find((row) => row.location_id !== null);
      await trx(NOMINEES).whereIn('id', ids).delete();
      await trx(NOMINEES)
        .where({ id: targetId })
        .update({
          status: furthest.status,
          checked_at: earliest('checked_at'),
          invited_at: earliest('invited_at'),
          confirmed_at: earliest('confirmed_at'),
          ...(target.location_id === null && listed
            ? { location_id: listed.location_id, venue_key: listed.venue_key }
            : {}),
          updated_at: services.now(),
        });
      const after = await this.overview(trx, targetId);
      await this.audit(trx, user, targetId, 'merge', before, after);
      for (const source of sourceBefore)
        await this.audit(trx, user, Number(source.id), 'merge', source, null);
      return after;
    });
  }
}

/** Why a nominee in `status` cannot take `transition`. */
function refusal(transition: Transition, status: NomineeStatus): string {
  if (transition === 'check') return formalCheckMessages.alreadyChecked;
  return status === 'submitted'
    ? formalCheckMessages.notChecked
    : formalCheckMessages.alreadyInvited;
}
