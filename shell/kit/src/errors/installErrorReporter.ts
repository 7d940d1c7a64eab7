import { siteClient } from '@eventalp/plugin-site/domain';
import { HttpError } from '../http/errors';
import type { PlatformClient } from '../http/createPlatformClient';

/** Payload of `POST /api/guest/common/log` (spec section 3, error log). */
export interface ErrorLog {
  errorMessage: string;
  errorLine: number | null;
  errorColumn: number | null;
  errorURL: string;
  errorStack: string | null;
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/**
 * Reports unhandled errors and rejections of the page to the API (never 404s; the answer is
 * ignored, and a failing report is not reported again). Returns a function that uninstalls it.
 */
export function installErrorReporter(http: PlatformClient, win: Window = window): () => void {
  const reporter = siteClient(http);
  const send = (log: ErrorLog) => {
    reporter.reportError(log).catch(() => undefined);
  };
  const onError = (event: ErrorEvent) => {
    if (isNotFound(event.error)) return;
    send({
      errorMessage: event.message,
      errorLine: event.lineno ?? null,
      errorColumn: event.colno ?? null,
      errorURL: event.filename || win.location.href,
      errorStack: event.error instanceof Error ? (event.error.stack ?? null) : null,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isNotFound(event.reason)) return;
    const error = event.reason instanceof Error ? event.reason : new Error(String(event.reason));
    send({
      errorMessage: error.message,
      errorLine: null,
      errorColumn: null,
      errorURL: win.location.href,
      errorStack: error.stack ?? null,
    });
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
