import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  HttpError,
  TooManyRequestsError,
  ValidationError,
  messages,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { RATINGS } from './award-migrations';
import { isDisposableEmail } from './disposable-domains';
import {
  emailKeyOf,
  ratingConfirmationPath,
  ratingMessages,
  type RatingConfirmation,
  type RatingPublication,
  type RatingValues,
} from './domain';
import { Nominee } from './nomination-models';
import { RatingChallenges } from './rating-challenge';
import { ratingMail } from './rating-mails';

/** The back-office resource's name: the audit log keeps each rating's trail under it. */
export const RATINGS_RESOURCE = 'award-ratings';

/** The platform's audit log (every back-office change, and each rating's confirmation trail). */
const AUDIT_LOG = 'platform_audit_log';

/** Ratings of one venue a minute, from everywhere: a campaign's peak is far below, a script not. */
export const VENUE_THROTTLE = { name: 'award-rating-venue', points: 60, durationSeconds: 60 };

/** The nominee state a venue must have reached to be rated: it confirmed its participation. */
const RATEABLE_STATUS = 'confirmed';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * Records public ratings with their integrity checks (one per venue and mailbox, no throwaway
 * addresses, per-venue throttle, proof-of-work, the address only as a keyed hash), mails each
 * voter the two confirmation links through the outbox and keeps the trail in the audit log.
 */
export class RatingService {
  readonly challenges: RatingChallenges;

  constructor(private readonly services: PlatformServices) {
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

  private async audit(
    trx: Knex.Transaction,
    id: number,
    action: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ) {
    const changed = Object.keys(after).filter(
      (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key]),
    );
    await trx(AUDIT_LOG).insert({
      resource: RATINGS_RESOURCE,
      record_id: id,
      action,
      actor_id: null,
      actor_name: 'voter',
      changed,
      before: before === null ? null : JSON.stringify(before),
      after: JSON.stringify(after),
      created_at: this.services.now(),
    });
  }

  /**
   * Stores a rating of the venue with code `input.venue` for `year` and mails the voter the
   * confirmation links, in one transaction (never a rating without its mail). 422 with the
   * spec's texts on a refused rating, 429 past the venue's throttle.
   */
  async rate(input: RatingValues, year: number, address: string) {
    const { services } = this;
    const now = services.now();
    // The honeypot: people leave it empty.
    if (input.website) throw ValidationError.field('_', messages.generic);
    const challengeId = this.challenges.verify(input.challenge, input.nonce, now);
    if (!challengeId) throw ValidationError.field('challenge', ratingMessages.challenge);
    const nominee = await Nominee.query(services.db)
      .findOne({ rating_code: input.venue, year, status: RATEABLE_STATUS })
      .select('id', 'name');
    if (!nominee) throw ValidationError.field('venue', ratingMessages.unknownVenue);
    if (isDisposableEmail(input.email))
      throw ValidationError.field('email', ratingMessages.disposable);
    const throttle = await services.rateLimits.consume(VENUE_THROTTLE, String(nominee.id));
    if (!throttle.allowed)
      throw new TooManyRequestsError(messages.tooManyForms, throttle.retryAfterSeconds);
    const token = crypto.randomBytes(24).toString('base64url');
    return services.db.transaction(async (trx) => {
      const row = {
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
        ip_hash: this.ipHashOf(address),
        challenge_id: challengeId,
        token_hash: sha256(token),
        created_at: now,
        updated_at: now,
      };
      const [created] = (await trx(RATINGS)
        .insert(row)
        // Either unique index may refuse it: the venue and mailbox, or a solution sent twice.
        .onConflict()
        .ignore()
        .returning('id')) as { id: number }[];
      if (!created) {
        const replayed = await trx(RATINGS).where({ challenge_id: challengeId }).first('id');
        if (replayed) throw ValidationError.field('challenge', ratingMessages.challenge);
        throw ValidationError.field('email', ratingMessages.alreadyRated);
      }
      const { config } = services;
      const page = `${config.appUrl}${ratingConfirmationPath(input.language)}`;
      const outboxId = await services.mail.send(
        ratingMail({
          to: input.email,
          firstName: input.first_name,
          venueName: nominee.name,
          year,
          language: input.language,
          withPublicationUrl: `${page}?token=${token}&publication=1`,
          withoutPublicationUrl: `${page}?token=${token}&publication=2`,
          brand: config.brand,
        }),
        trx,
      );
      const { token_hash: _token, challenge_id: _challenge, ...trail } = row;
      await this.audit(trx, created.id, 'submit', null, { ...trail, outbox_id: outboxId });
      return { id: created.id, name: nominee.name };
    });
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
      await this.audit(
        trx,
        rating.id,
        state === 'verified' ? 'confirm' : 'reconfirm',
        { user_approved: rating.user_approved },
        { user_approved: publication },
      );
      return { state, name: rating.venue_name };
    });
  }
}
