import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import type { LocalDiskStorage } from '../storage/local-disk-storage';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

/** Serves stored media under `/storage/...` with long-lived caching; unknown files are 404. */
export function storageFiles(storage: LocalDiskStorage): Middleware {
  return async function storageFilesMiddleware(ctx, next) {
    if (!ctx.path.startsWith('/storage/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD'))
      return next();
    let file: string;
    try {
      file = storage.resolve(decodeURIComponent(ctx.path.slice('/storage/'.length)));
    } catch {
      return next();
    }
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return next();
    ctx.state.routeTemplate = '/storage/*';
    ctx.type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    ctx.length = stat.size;
    ctx.lastModified = stat.mtime;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    // Public media: other sites and mail clients may show it (helmet's default is same-origin).
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(file);
  };
}
