import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import Koa from 'koa';
import { compressResponses } from './compressResponses';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Chunk names carry a content hash (see baseWebpackConfig); those never change. */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return null;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? file : null;
}

/**
 * Serves files under `root` at URL `prefix` with ETags. Entry files (no hash in the name) are
 * revalidated on every use, so a redeploy is picked up without rebuilding anything else.
 */
export function serveStatic(root: string, prefix = '/'): Koa.Middleware {
  return async function serveStaticFiles(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(prefix)) {
      return next();
    }
    const file = resolveFile(root, `/${ctx.path.slice(prefix.length)}`);
    if (!file) return next();

    const stat = fs.statSync(file);
    ctx.etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    ctx.lastModified = stat.mtime;
    ctx.set(
      'Cache-Control',
      HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    ctx.type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.length = stat.size;
    ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(file);
  };
}

export interface StaticServerOptions {
  /** Workspace name, reported by /healthz. */
  name: string;
  /** The remote's dist folder with `browser/` and `server/` inside. */
  distDir: string;
}

/** The node build: fetched by the shell server, never by a browser. */
const SERVER_BUILD = /^\/server(\/|$)/;

/**
 * A micro-frontend's own origin: its browser build at `/` with CORS (the shell's pages and other
 * sites' web components load it from another origin), its node build under `/server/` without
 * (only the shell server fetches it, server-side; no browser page may read it).
 */
export function createStaticServer(options: StaticServerOptions): Koa {
  const app = new Koa();
  app.use(async function cors(ctx, next) {
    if (SERVER_BUILD.test(ctx.path)) return next();
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.method !== 'OPTIONS') return next();
    ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    ctx.status = 204;
  });
  app.use(async function noSniff(ctx, next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.use(async function healthz(ctx, next) {
    if (ctx.path !== '/healthz') return next();
    ctx.body = { status: 'ok', name: options.name };
  });
  app.use(compressResponses());
  app.use(serveStatic(path.join(options.distDir, 'server'), '/server/'));
  app.use(serveStatic(path.join(options.distDir, 'browser'), '/'));
  return app;
}

/**
 * Starts the static server on `PORT` (or the given default) and `HOST` (default 127.0.0.1: only
 * this machine, where the shell server runs, reaches it; set `HOST=0.0.0.0` or an interface's
 * address when browsers or a CDN must reach it directly) and logs where it listens.
 */
export function startStaticServer(
  options: StaticServerOptions & { defaultPort: number },
  env: NodeJS.ProcessEnv = process.env,
): http.Server {
  const port = Number(env.PORT ?? options.defaultPort);
  const host = env.HOST || '127.0.0.1';
  return createStaticServer(options).listen(port, host, () => {
    console.info(`${options.name} listening on http://${host}:${port}`);
  });
}
