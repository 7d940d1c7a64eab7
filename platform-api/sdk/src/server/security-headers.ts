import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import helmet from 'koa-helmet';

/** A directive value helmet computes per response. */
type CspSource = string | ((req: IncomingMessage, res: ServerResponse) => string);
/** Content-Security-Policy directives by name (`'script-src'`), helmet's shape. */
export type CspDirectives = Record<string, Iterable<CspSource> | null>;

const nonces = new WeakMap<ServerResponse, string>();

/** In a directive, stands for this response's nonce: `'nonce-…'`. */
export const CSP_NONCE: CspSource = (_req, res) => `'nonce-${nonces.get(res) ?? ''}'`;

/**
 * Browser features no page of the platform uses; helmet no longer sets this header, so it is the
 * one header written by hand.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** HSTS for a year once a response went out over HTTPS (directly or, with trust proxy, behind TLS). */
const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

export interface SecurityHeadersOptions {
  /** The policy's directives; use `CSP_NONCE` where the response's nonce belongs. */
  contentSecurityPolicy: CspDirectives;
  /** Cross-Origin-Resource-Policy; helmet's default is `same-origin`. */
  crossOriginResourcePolicy?: 'same-origin' | 'same-site' | 'cross-origin';
}

/**
 * The platform's security headers in one middleware, for the API and the shell: helmet's set
 * (CSP, nosniff, Referrer-Policy, frame protection, COOP, CORP, …), Permissions-Policy, and HSTS
 * when the request came over HTTPS. Each response gets a fresh CSP nonce (`cspNonce(ctx)`).
 */
export function securityHeaders(options: SecurityHeadersOptions): Middleware {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: options.contentSecurityPolicy },
    crossOriginResourcePolicy: { policy: options.crossOriginResourcePolicy ?? 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only over HTTPS, below: on plain HTTP the header would be ignored at best.
    strictTransportSecurity: false,
  });
  return async function setSecurityHeaders(ctx, next) {
    const nonce = crypto.randomBytes(16).toString('base64url');
    nonces.set(ctx.res, nonce);
    ctx.state.cspNonce = nonce;
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (ctx.secure) await hsts(ctx, async () => undefined);
    await headers(ctx, next);
  };
}

/** The CSP nonce of this response (base64url), for `nonce="…"` on inline scripts and styles. */
export function cspNonce(ctx: Context): string {
  const nonce = ctx.state.cspNonce as string | undefined;
  if (!nonce) throw new Error('cspNonce() needs the securityHeaders() middleware before it');
  return nonce;
}
