import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { Middleware } from 'koa';
import {
  BACKOFFICE_PATH,
  ForbiddenError,
  hasPermissions,
  UnauthorizedError,
} from '@eventalp/platform-sdk';
import { BACKOFFICE_QUEUES_PERMISSION } from '../backoffice/platform-resources';
import type { Platform } from '../platform';
import { BullQueue } from '../queue/bull-queue';
import { currentUser } from './route-pipeline';

/** Where the queue dashboard lives (with Redis only). */
export const QUEUE_BOARD_PATH = `/api${BACKOFFICE_PATH}/queues`;

/** The board's page loads its own scripts and styles and sets inline styles; nothing else. */
const BOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Bull Board over every job queue at `QUEUE_BOARD_PATH`, for holders of `backoffice.queues`
 * (admin by default): anonymous 401, others 403. Read-only: its write actions would bypass CSRF
 * and the audit log, so the board runs in read-only mode and anything but GET/HEAD is a 403.
 * Null without Redis (the in-process queue has nothing to show; the outbox view covers the mail).
 */
export function queueBoard(platform: Platform): Middleware | null {
  const queue = platform.services.queue;
  if (!(queue instanceof BullQueue)) return null;
  // Built on first use, so processes nobody opens the board in open no extra connections.
  let board: Middleware | null = null;
  const boardMiddleware = (): Middleware => {
    if (board) return board;
    const adapter = new KoaAdapter();
    adapter.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: queue.allQueues().map((bull) => new BullAdapter(bull, { readOnlyMode: true })),
      serverAdapter: adapter,
      options: { uiConfig: { boardTitle: `${platform.config.brand} queues` } },
    });
    board = adapter.registerPlugin() as unknown as Middleware;
    return board;
  };

  return async function queueBoardAccess(ctx, next) {
    if (ctx.path !== QUEUE_BOARD_PATH && !ctx.path.startsWith(`${QUEUE_BOARD_PATH}/`))
      return next();
    ctx.set('Cache-Control', 'no-store');
    const user = await currentUser(platform, ctx);
    if (!user) throw new UnauthorizedError();
    if (!hasPermissions(user, [BACKOFFICE_QUEUES_PERMISSION], await platform.grants.fresh()))
      throw new ForbiddenError();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new ForbiddenError();
    ctx.set('Content-Security-Policy', BOARD_CSP);
    await boardMiddleware()(ctx, next);
  };
}
