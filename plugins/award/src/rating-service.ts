import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  type AuditRecord,
  HttpError,
  TooManyRequestsError,
  ValidationError,
  messages,
  type MailMessage,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { NOMINEES, RATINGS } from './award-migrations';
import type { CampaignStore } from './campaign-store';
import { isDisposableEmail } from './disposable-domains';
import {
  emailKeyOf,
  ratingConfirmationPath,
  ratingMessages,
  ratingOpen,
  type RatingConfirmation,
  type RatingPublication,
  type RatingValues,
} from './domain';
import { GroupCommit, type ItemOutcome } from './group-commit';
import { Nominee } from './nomination-models';
import { RatingChallenges } from './rating-challenge';
import { ratingMail } from './rating-mails';

/** The back-office resource's name: the audit log keeps each rating's trail under it. */
export const RATINGS_RESOURCE = 'award-ratings';
/** A rating's submitter and confirmer in the audit log: the voter, no back-office user. */
const VOTER = { id: null, username: 'voter' } as const;

/** The platform's audit log (every back-office change, and each rating's confirmation trail). */

/** Ratings of one venue a minute, from everywhere: a campaign's peak is far below, a script not. */
export const VENUE_THROTTLE = { name: 'award-rating-venue', points: 60, durationSeconds: 60 };

/** The nominee state a venue must have reached to be rated: it confirmed its participation. */
const RATEABLE_STATUS = 'confirmed';

/** Ratings written in one transaction at most (the line of a peak waits for the next one). */
const MAX_BATCH = 64;

/**
 * Batches written at the same time, each in its own transaction on its own connection: a rating
 * that arrives while one batch waits for its commit goes into the next at once instead of
 * queueing behind it (the benchmark's p95 at 300 a second; more gained nothing on 2 cores).
 */
const BATCHES_IN_FLIGHT = 2;

/** A rating as the route hands it over: the wizard's values and the voter's address. */
interface RatingRequest {
  input: RatingValues;
  address: string;
}

/** A rating that passed its checks, ready to store: its row and its confirmation mail. */
interface Accepted {
  index: number;
  row: RatingRow;
  mail: MailMessage;
}

/** The stored rating's id and the venue's name (the thank-you names it). */
export interface RatedVenue {
  id: number;
  name: string;
}

/** A row of the ratings table as the submission writes it. */
interface RatingRow {
  year: number;
  nominee_id: number;
  venue_name: string;
  highlights: string[];
  lowlights: string[];
  grade: number;
  event_type: string;
  event_month: number;
  event_year: number;
  comment: string | null;
  first_name: string;
  email: string;
  email_key: string;
  voter_type: string;
  language: RatingValues['language'];
  ip_hash: string;
  challenge_id: string;
  token_hash: string;
  created_at: Date;
  updated_at: Date;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * Records public ratings with their integrity checks (one per venue and mailbox, no throwaway
 * addresses, per-venue throttle, proof-of-work, the address only as a keyed hash), mails each
 * voter the two confirmation links through the outbox and keeps the trail in the audit log.
 */
export class RatingService {
  readonly challenges: RatingChallenges;

  constructor(
    private readonly services: PlatformServices,
    private readonly campaigns: Pick<CampaignStore, 'campaigns'>,
  ) {
    this.challenges = new RatingChallenges(services.config.award.ratingIpKey);
  }

  /** The hash stored instead of the voter's address: HMAC-SHA256 keyed by `AWARD_RATING_IP_KEY`. */
  ipHashOf(address: string): string {
    return crypto
      .createHmac('sha256', this.services.config.award.ratingIpKey)
      .update(address)
      .digest('hex');
  }

  /**
   * The current year's nominee with this rating code, or null: only a venue that confirmed its
   * participation is up for rating (spec section 4, nomination flow).
   */
  async venue(code: string, year: number) {
    const nominee = await Nominee.query(this.services.db)
      .findOne({ rating_code: code, year, status: RATEABLE_STATUS })
      .select('id', 'name', 'city', 'rating_code');
    if (!nominee) return null;
    const [{ n }] = (await this.services
      .db(RATINGS)
      .where({ nominee_id: nominee.id })
      .where('user_approved', '>', 0)
      .count({ n: '*' })) as [{ n: string | number }];
    return { nominee, confirmedRatings: Number(n) };
  }

  /** An audit entry of a rating: the voter's submission, or a confirmation by the mail link. */
  private auditEntry(
    id: number,
    action: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
    now: Date,
  ): AuditRecord {
    return {
      resource: RATINGS_RESOURCE,
      recordId: id,
      action,
      actor: VOTER,
      before,
      after,
      at: now,
    };
  }

  /**
   * Stores a rating of the venue with code `input.venue` in the current award year and mails the
   * voter the confirmation links; the 201 comes only once the rating and its mail are committed
   * together (never a rating without its mail). 409 outside the rating window, 422 with the spec's
   * texts on a refused rating, 429 past the venue's throttle. Ratings arriving together share one
   * transaction (group commit: the last evening of the window), each with its own answer.
   */
  rate(input: RatingValues, address: string): Promise<RatedVenue> {
    return this.batches.submit({ input, address });
  }

  private readonly batches = new GroupCommit<RatingRequest, RatedVenue>(
    (requests) => this.writeBatch(requests),
    MAX_BATCH,
    BATCHES_IN_FLIGHT,
  );

  /**
   * One batch: the window and the venues read once, each rating checked in the order of the
   * single path (window, honeypot, challenge, venue, throwaway address, throttle), the accepted
   * ones stored, mailed and audited in one transaction. A batch whose transaction fails is
   * stored again one rating at a time, so one rating's fault is its
   * own.
   */
  private async writeBatch(requests: RatingRequest[]): Promise<ItemOutcome<RatedVenue>[]> {
    const { services } = this;
    const now = services.now();
    const codes = [...new Set(requests.map((request) => request.input.venue))];
    // The window and the venues in one round trip's time (a rating code is unique across years).
    const [{ year, windows }, candidates] = await Promise.all([
      this.campaigns.campaigns(now),
      services
        .db(NOMINEES)
        .whereIn('rating_code', codes)
        .where({ status: RATEABLE_STATUS })
        .select('id', 'name', 'rating_code', 'year') as Promise<
        { id: number; name: string; rating_code: string; year: number }[]
      >,
    ]);
    if (!ratingOpen(windows)) {
      const closed = new HttpError(
        409,
        windows.award.state === 'before' ? ratingMessages.notYetOpen : ratingMessages.closed,
      );
      return requests.map(() => ({ ok: false, error: closed }));
    }
    const nominees = candidates.filter((nominee) => nominee.year === year);
    const nomineeOf = new Map(nominees.map((nominee) => [nominee.rating_code, nominee]));
    const outcomes: ItemOutcome<RatedVenue>[] = [];
    const accepted: Accepted[] = [];
    await Promise.all(
      requests.map(async ({ input, address }, index) => {
        try {
          const row = await this.checked(input, nomineeOf.get(input.venue), year, now);
          accepted.push(this.prepared(index, { ...row, ip_hash: this.ipHashOf(address) }));
        } catch (error) {
          outcomes[index] = { ok: false, error };
        }
      }),
    );
    accepted.sort((a, b) => a.index - b.index);
    if (accepted.length === 0) return outcomes;
    const write = (entries: typeof accepted) =>
      services.db.transaction((trx) => this.store(trx, entries, outcomes, now));
    try {
      await write(accepted);
    } catch (error) {
      if (accepted.length === 1) throw error;
      // Each rating again in a transaction of its own, its checks (and throttle) not repeated.
      for (const entry of accepted)
        await write([entry]).catch((single: unknown) => {
          outcomes[entry.index] = { ok: false, error: single };
        });
    }
    return outcomes;
  }

  /** The checks of one rating before the store; the row to insert, or the refusal thrown. */
  private async checked(
    input: RatingValues,
    nominee: { id: number; name: string } | undefined,
    year: number,
    now: Date,
  ): Promise<Omit<RatingRow, 'ip_hash' | 'token_hash'>> {
    // The honeypot: people leave it empty.
    if (input.website) throw ValidationError.field('_', messages.generic);
    const challengeId = this.challenges.verify(input.challenge, input.nonce, now);
    if (!challengeId) throw ValidationError.field('challenge', ratingMessages.challenge);
    if (!nominee) throw ValidationError.field('venue', ratingMessages.unknownVenue);
    if (isDisposableEmail(input.email))
      throw ValidationError.field('email', ratingMessages.disposable);
    const throttle = await this.services.rateLimits.consume(VENUE_THROTTLE, String(nominee.id));
    if (!throttle.allowed)
      throw new TooManyRequestsError(messages.tooManyForms, throttle.retryAfterSeconds);
    return {
      year,
      nominee_id: nominee.id,
      venue_name: nominee.name,
      highlights: input.highlights,
      lowlights: input.lowlights,
      grade: input.grade,
      event_type: input.event_type,
      event_month: input.event_month,
      event_year: input.event_year,
      comment: input.comment,
      first_name: input.first_name,
      email: input.email,
      email_key: emailKeyOf(input.email),
      voter_type: input.voter_type,
      language: input.language,
      challenge_id: challengeId,
      created_at: now,
      updated_at: now,
    };
  }

  /**
   * An accepted rating made ready before the transaction: its confirmation token (only the hash
   * is stored) and its mail rendered, so the transaction holds its locks only for the writes.
   */
  private prepared(index: number, row: Omit<RatingRow, 'token_hash'>): Accepted {
    const { config } = this.services;
    const token = crypto.randomBytes(24).toString('base64url');
    const page = `${config.appUrl}${ratingConfirmationPath(row.language)}`;
    const mail = ratingMail({
      to: row.email,
      firstName: row.first_name,
      venueName: row.venue_name,
      year: row.year,
      language: row.language,
      withPublicationUrl: `${page}?token=${token}&publication=1`,
      withoutPublicationUrl: `${page}?token=${token}&publication=2`,
      brand: config.brand,
    });
    return { index, row: { ...row, token_hash: sha256(token) }, mail };
  }

  /**
   * Inserts the accepted ratings in one statement; either unique index may skip one (the venue
   * and mailbox rated before, or a challenge solution sent twice), which then gets its 422. The
   * stored ones get their mails (one statement) and their audit entries (one statement).
   */
  private async store(
    trx: Knex.Transaction,
    accepted: Accepted[],
    outcomes: ItemOutcome<RatedVenue>[],
    now: Date,
  ) {
    const created = (await trx(RATINGS)
      .insert(accepted.map((entry) => entry.row))
      .onConflict()
      .ignore()
      .returning(['id', 'token_hash'])) as { id: number; token_hash: string }[];
    const idOf = new Map(created.map((row) => [row.token_hash, row.id]));
    const skipped = accepted.filter((entry) => !idOf.has(entry.row.token_hash));
    const replayed = new Set(
      skipped.length === 0
        ? []
        : (
            await trx(RATINGS)
              .whereIn(
                'challenge_id',
                skipped.map((entry) => entry.row.challenge_id),
              )
              .select('challenge_id')
          ).map((row: { challenge_id: string }) => row.challenge_id),
    );
    for (const entry of skipped)
      outcomes[entry.index] = {
        ok: false,
        error: replayed.has(entry.row.challenge_id)
          ? ValidationError.field('challenge', ratingMessages.challenge)
          : ValidationError.field('email', ratingMessages.alreadyRated),
      };
    const stored = accepted.filter((entry) => idOf.has(entry.row.token_hash));
    if (stored.length === 0) return;
    const outboxIds = await this.services.mail.sendMany(
      stored.map((entry) => entry.mail),
      trx,
    );
    await this.services.audit.record(
      trx,
      stored.map(({ row }, position) => {
        const { token_hash: _token, challenge_id: _challenge, ...trail } = row;
        const after = { ...trail, outbox_id: outboxIds[position] };
        return this.auditEntry(idOf.get(row.token_hash)!, 'submit', null, after, now);
      }),
    );
    for (const { row, index } of stored)
      outcomes[index] = {
        ok: true,
        value: { id: idOf.get(row.token_hash)!, name: row.venue_name },
      };
  }

  /**
   * Confirms a rating by its mail link (spec section 4): the first click sets user-approved to
   * the link's choice ('verified'); the same link again is 'already_verified'; the other link
   * later changes the choice ('reverified'). 404 for an unknown token.
   */
  async confirm(
    token: string,
    publication: RatingPublication,
  ): Promise<{ state: RatingConfirmation; name: string }> {
    const { services } = this;
    return services.db.transaction(async (trx) => {
      const rating = (await trx(RATINGS)
        .where({ token_hash: sha256(token) })
        .forUpdate()
        .first('id', 'user_approved', 'venue_name', 'confirmed_at')) as
        | { id: number; user_approved: number; venue_name: string; confirmed_at: Date | null }
        | undefined;
      if (!rating) throw new HttpError(404, ratingMessages.unknownToken);
      if (rating.user_approved === publication)
        return { state: 'already_verified', name: rating.venue_name };
      const state: RatingConfirmation = rating.user_approved === 0 ? 'verified' : 'reverified';
      const now = services.now();
      await trx(RATINGS)
        .where({ id: rating.id })
        .update({ user_approved: publication, confirmed_at: now, updated_at: now });
      await this.services.audit.record(
        trx,
        this.auditEntry(
          rating.id,
          state === 'verified' ? 'confirm' : 'reconfirm',
          { user_approved: rating.user_approved },
          { user_approved: publication },
          now,
        ),
      );
      return { state, name: rating.venue_name };
    });
  }
}
