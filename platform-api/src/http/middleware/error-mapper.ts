import type { Middleware } from 'koa';
import { HttpError, messages, TooManyRequestsError } from '@eventalp/platform-sdk';
import { isDatabaseUnavailable, type DatabaseOutage } from '../../database/database-outage';

/** How long a client should wait before it asks again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const clientErrorMessages: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  404: 'Nicht gefunden.',
  405: 'Diese Methode ist nicht erlaubt.',
  413: 'Die Anfrage ist zu gross.',
  415: 'Dieses Format wird nicht unterstützt.',
};

/**
 * The one place errors become answers: HttpErrors keep their status and details, client errors
 * from the HTTP stack (bad JSON, too large) become 4xx, an unreachable database a 503 with
 * `Retry-After` (logged once per outage by `outage`), everything else a 500 without stack or SQL.
 */
export function errorMapper(outage: DatabaseOutage): Middleware {
  return async function errorMapperMiddleware(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { message: clientErrorMessages[404] };
      }
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { message: error.message, ...error.details };
        if (error instanceof TooManyRequestsError)
          ctx.set('Retry-After', String(error.retryAfterSeconds));
        return;
      }
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { message: clientErrorMessages[status] ?? messages.generic };
        return;
      }
      if (isDatabaseUnavailable(error)) {
        outage.failed(error);
        ctx.status = 503;
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        ctx.body = { message: messages.generic, requestId: ctx.state.requestId };
        return;
      }
      ctx.state.log?.error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: messages.generic, requestId: ctx.state.requestId };
    }
  };
}
