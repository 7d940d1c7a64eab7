import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import {
  HttpError,
  NotFoundError,
  ValidationError,
  type AuthUser,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { ACCOUNT_DIRECTORY } from '@eventalp/plugin-accounts';
import { TAXONOMY_TERMS, TaxonomyType } from '@eventalp/plugin-taxonomy';
import {
  partnerMessages,
  tourismConfirmationPath,
  type MediaAccessValues,
  type PartnerConfirmed,
  type PartnerDecisionValues,
  type PartnerKind,
  type TourismRegistrationValues,
} from './domain';
import { partnerConfirmationMail, partnerDecisionMail, partnerWaitingMail } from './partner-mails';
import { PARTNER_REQUESTS } from './partner-migrations';

/** The columns a decision changes, as the audit log records them. */
const DECISION_COLUMNS = ['id', 'status', 'decided_at', 'decision_message'] as const;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** The Postgres code of a unique violation: a race lost to the same address or login name. */
const UNIQUE_VIOLATION = '23505';

/**
 * Tourism regions' registrations for the award: stored with the login they ask for (the password
 * only as a bcrypt hash), confirmed by a mailed link (one button press on the page, so mail
 * scanners confirm nothing), then waiting for the organisers in the back office.
 */
export class PartnerService {
  constructor(private readonly services: PlatformServices) {}

  async registerTourism(input: TourismRegistrationValues): Promise<void> {
    const region = await this.services
      .db(TAXONOMY_TERMS)
      .where({ id: input.region, type: TaxonomyType.swissRegion })
      .first('id');
    if (!region) throw ValidationError.field('region', partnerMessages.unknownRegion);
    await this.register('tourism', input.region, input);
  }

  /** A medium's access request to the partner area (no region). */
  async requestMediaAccess(input: MediaAccessValues): Promise<void> {
    await this.register('media', null, input);
  }

  /**
   * Stores a registration with the login it asks for (the password only as a bcrypt hash) and
   * mails the link that confirms it, in its language.
   */
  private async register(
    kind: PartnerKind,
    regionId: number | null,
    input: MediaAccessValues,
  ): Promise<void> {
    const { services } = this;
    const email = input.email.toLowerCase();
    const login = input.login_name.toLowerCase();
    await this.refuseTaken(email, login);
    const token = crypto.randomBytes(32).toString('base64url');
    const passwordHash = await bcrypt.hash(input.password, services.config.passwordHashRounds);
    const now = services.now();
    try {
      await services.db.transaction(async (trx) => {
        await trx(PARTNER_REQUESTS).insert({
          kind,
          region_id: regionId,
          organisation: input.organisation,
          first_name: input.first_name,
          last_name: input.last_name,
          function: input.function,
          email,
          phone: input.phone,
          login_name: login,
          password_hash: passwordHash,
          message: input.message,
          language: input.language,
          token_hash: sha256(token),
          created_at: now,
          updated_at: now,
        });
        const kindParameter = kind === 'media' ? '&kind=media' : '';
        await services.mail.send(
          partnerConfirmationMail({
            kind,
            to: email,
            firstName: input.first_name,
            organisation: input.organisation,
            language: input.language,
            confirmationUrl: `${services.config.appUrl}${tourismConfirmationPath(input.language)}?token=${token}${kindParameter}`,
            brand: services.config.brand,
          }),
          trx,
        );
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        await this.refuseTaken(email, login);
      throw error;
    }
  }

  /**
   * 422 at the field when the address or the login name has a registration or an account already
   * (the region signs in with them once approved, so they must be free among both).
   */
  private async refuseTaken(email: string, login: string) {
    const [registered, account] = await Promise.all([
      this.services
        .db(PARTNER_REQUESTS)
        .where({ email })
        .orWhere({ login_name: login })
        .select('email', 'login_name'),
      this.services.service(ACCOUNT_DIRECTORY).takenBy(email, login),
    ]);
    if (registered.some((row) => row.email === email) || account === 'email')
      throw ValidationError.field('email', partnerMessages.emailTaken);
    if (registered.length || account === 'login_name')
      throw ValidationError.field('login_name', partnerMessages.loginNameTaken);
  }

  /** Confirms the registration of a mailed link: 404 for a link that names none. */
  async confirm(token: string): Promise<PartnerConfirmed> {
    const { db } = this.services;
    const now = this.services.now();
    const row = await db(PARTNER_REQUESTS)
      .where({ token_hash: sha256(token) })
      .first('id', 'status', 'organisation', 'kind');
    if (!row) throw new HttpError(404, partnerMessages.invalidLink);
    const media = row.kind === 'media';
    if (row.status !== 'unconfirmed')
      return {
        state: 'already_confirmed',
        message: media ? partnerMessages.mediaAlreadyConfirmed : partnerMessages.alreadyConfirmed,
        organisation: row.organisation,
        kind: row.kind,
      };
    await db.transaction(async (trx) => {
      const changed = await trx(PARTNER_REQUESTS)
        .where({ id: row.id, status: 'unconfirmed' })
        .update({ status: 'pending', confirmed_at: now, updated_at: now });
      // The award office learns that a partner waits for its decision.
      if (changed > 0)
        await this.services.mail.send(
          partnerWaitingMail({
            to: this.services.config.award.officeEmail,
            organisation: row.organisation,
            kind: row.kind,
            backofficeUrl: `${this.services.config.appUrl}/backoffice/award-partners/${row.id}/show`,
          }),
          trx,
        );
    });
    return {
      state: 'confirmed',
      message: media ? partnerMessages.mediaConfirmed : partnerMessages.confirmed,
      organisation: row.organisation,
      kind: row.kind,
    };
  }

  /**
   * The organisers' decision on a confirmed (pending) registration: approved (the partner signs
   * in with the login it asked for) or rejected; mailed to the partner in its language, audited.
   * 404 for an unknown registration, 409 for one not pending.
   */
  async decide(id: number, input: PartnerDecisionValues, user: AuthUser) {
    const { services } = this;
    const now = services.now();
    return services.db.transaction(async (trx) => {
      const before = await trx(PARTNER_REQUESTS).where({ id }).forUpdate().first();
      if (!before) throw new NotFoundError();
      if (before.status !== 'pending') throw new HttpError(409, partnerMessages.notPending);
      const message = input.message || null;
      const [after] = await trx(PARTNER_REQUESTS)
        .where({ id })
        .update({
          status: input.decision,
          decided_at: now,
          decision_message: message,
          updated_by: user.id,
          updated_at: now,
        })
        .returning('*');
      await services.mail.send(
        partnerDecisionMail({
          to: before.email,
          firstName: before.first_name,
          organisation: before.organisation,
          language: before.language,
          decision: input.decision,
          loginName: before.login_name,
          message,
          brand: services.config.brand,
        }),
        trx,
      );
      const pick = (row: Record<string, unknown>) =>
        Object.fromEntries(DECISION_COLUMNS.map((key) => [key, row[key]]));
      await services.audit.record(trx, {
        resource: 'award-partners',
        recordId: id,
        action: input.decision === 'approved' ? 'approve' : 'reject',
        actor: user,
        before: pick(before),
        after: pick(after),
        at: now,
      });
      return after;
    });
  }
}
