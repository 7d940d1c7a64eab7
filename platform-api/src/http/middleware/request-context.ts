import crypto from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '@eventalp/platform-sdk';

/** Gives every request an id (kept from `X-Request-Id` when sane), a child logger and an access log line. */
export function requestContext(logger: Logger): Middleware {
  return async function requestContextMiddleware(ctx, next) {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.log.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    }
  };
}
