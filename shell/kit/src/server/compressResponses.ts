import compress from 'koa-compress';
import type Koa from 'koa';

/**
 * Compresses text answers (documents, scripts, styles, JSON) of 1 KB and more with brotli or gzip,
 * whichever the client takes; images and fonts are left alone. Pages and bundles shrink to about a
 * quarter, which is most of a phone's first load.
 */
export function compressResponses(): Koa.Middleware {
  return compress({ threshold: 1024, deflate: false });
}
