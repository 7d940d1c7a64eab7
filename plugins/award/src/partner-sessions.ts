import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import {
  HttpError,
  UnauthorizedError,
  type PlatformServices,
  type RouteRequest,
} from '@eventalp/platform-sdk';
import { partnerLoginMessages, type AwardPartner } from './domain';
import { partnerLoginNameMail } from './partner-mails';
import { PARTNER_REQUESTS, PARTNER_SESSIONS } from './partner-migrations';

type Context = RouteRequest<unknown, unknown, unknown>['koa'];

/** The partner area's cookie: apart from the public users' session (`ea_session`). */
export const PARTNER_COOKIE = 'ea_partner';

/** A partner stays signed in this long without signing in again. */
const SESSION_HOURS = 8;

/** Compared against when no partner has the login name, so both cases take as long. */
const UNKNOWN_LOGIN_HASH = bcrypt.hashSync('no partner has this login name', 10);

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

const partnerOf = (row: Record<string, unknown>): AwardPartner => ({
  kind: row.kind as AwardPartner['kind'],
  organisation: row.organisation as string,
  login_name: row.login_name as string,
  region_id: (row.region_id as number | null) ?? null,
});

/**
 * The partners' sign-in (spec section 6: "Media or tourism region user: username and password
 * login ... access granted by the organisers after a request"): only an approved registration
 * signs in, with the login name and password it asked for; a session of its own (cookie
 * `ea_partner`, the token stored as a hash), never a public user's.
 */
export class PartnerSessions {
  constructor(private readonly services: PlatformServices) {}

  /** Signs in and sets the cookie; 401 'Benutzername oder Passwort falsch.' for anything else. */
  async signIn(koa: Context, loginName: string, password: string): Promise<AwardPartner> {
    const { db } = this.services;
    const row = await db(PARTNER_REQUESTS).where({ login_name: loginName.toLowerCase() }).first();
    const matches = await bcrypt.compare(password, row?.password_hash ?? UNKNOWN_LOGIN_HASH);
    if (!row || !matches || row.status !== 'approved')
      throw new HttpError(401, partnerLoginMessages.wrong);
    const previous = koa.cookies.get(PARTNER_COOKIE);
    if (previous)
      await db(PARTNER_SESSIONS)
        .where({ token_hash: sha256(previous) })
        .delete();
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.services.now().getTime() + SESSION_HOURS * 3600_000);
    await db(PARTNER_SESSIONS).insert({
      token_hash: sha256(token),
      partner_id: row.id,
      expires_at: expiresAt,
    });
    this.setCookie(koa, token, expiresAt);
    return partnerOf(row);
  }

  /** The signed-in partner of the request (its session valid and its access still granted). */
  async current(koa: Context): Promise<(AwardPartner & { id: number }) | null> {
    const token = koa.cookies.get(PARTNER_COOKIE);
    if (!token || token.length > 100) return null;
    const row = await this.services
      .db(PARTNER_SESSIONS)
      .join(PARTNER_REQUESTS, `${PARTNER_REQUESTS}.id`, `${PARTNER_SESSIONS}.partner_id`)
      .where(`${PARTNER_SESSIONS}.token_hash`, sha256(token))
      .where(`${PARTNER_SESSIONS}.expires_at`, '>', this.services.now())
      .where(`${PARTNER_REQUESTS}.status`, 'approved')
      .first(`${PARTNER_REQUESTS}.*`);
    return row ? { ...partnerOf(row), id: row.id as number } : null;
  }

  /** The signed-in partner, or 401 'Nicht autorisiert.'. */
  async require(koa: Context): Promise<AwardPartner & { id: number }> {
    const partner = await this.current(koa);
    if (!partner) throw new UnauthorizedError();
    return partner;
  }

  async signOut(koa: Context): Promise<void> {
    const token = koa.cookies.get(PARTNER_COOKIE);
    if (token)
      await this.services
        .db(PARTNER_SESSIONS)
        .where({ token_hash: sha256(token) })
        .delete();
    this.setCookie(koa, null, new Date(0));
  }

  /**
   * The forgot-login modal: mails the login name to an approved partner's address. The answer is
   * the same for any address, so it tells nobody which addresses have a login.
   */
  async forgotLogin(email: string): Promise<void> {
    const row = await this.services
      .db(PARTNER_REQUESTS)
      .where({ email: email.toLowerCase(), status: 'approved' })
      .first();
    if (!row) return;
    await this.services.mail.send(
      partnerLoginNameMail({
        to: row.email,
        firstName: row.first_name,
        language: row.language,
        loginName: row.login_name,
        brand: this.services.config.brand,
      }),
    );
  }

  private setCookie(koa: Context, token: string | null, expires: Date) {
    koa.cookies.set(PARTNER_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: koa.secure,
      overwrite: true,
      expires,
    });
  }
}
