import crypto from 'node:crypto';
import net from 'node:net';
import type { Context } from 'koa';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (net.isIPv4(plain) && plain.startsWith('127.'));
}

function sameSecret(sent: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(sent).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Who may read `/api/metrics`: a scraper on this machine talking to the API directly (loopback
 * socket and no `X-Forwarded-For`, so nothing relayed by the shell or a load balancer counts), or
 * anyone sending `Authorization: Bearer <METRICS_TOKEN>` when a token is configured.
 */
export function mayReadMetrics(ctx: Context, metricsToken: string | null): boolean {
  const bearer = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1];
  if (metricsToken && bearer) return sameSecret(bearer, metricsToken);
  return isLoopback(ctx.req.socket.remoteAddress) && !ctx.get('X-Forwarded-For');
}
