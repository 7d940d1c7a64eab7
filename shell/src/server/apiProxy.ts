import { messages } from '@eventalp/platform-sdk';
import http from 'node:http';
import type Koa from 'koa';
import { isClientGone, shellLog, shellOutages } from './outageLog';

/** The API as the proxy reaches it (connections), in the outage log. */
const PROXY_SUBJECT = 'platform API (proxy)';

const PROXIED_PATH = /^\/(api|storage)(\/|$)/;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/**
 * Streams `/api/*` and `/storage/*` to the platform API unchanged (method, body, cookies,
 * status, Set-Cookie), so the browser only ever talks to its own origin.
 */
export function apiProxy(apiUrl: string): Koa.Middleware {
  const target = new URL(apiUrl);
  return async function proxyToApi(ctx, next) {
    if (!PROXIED_PATH.test(ctx.path)) return next();
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(ctx.req.headers)) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    }
    // The visitor as this server sees it (TRUST_PROXY: the load balancer's last entry, else the
    // socket's peer): the API takes the last entry, so it must be the visitor, never a proxy,
    // and nothing the visitor wrote themselves.
    headers['x-forwarded-for'] = ctx.ip;
    headers['x-forwarded-host'] = ctx.host;
    headers['x-forwarded-proto'] = ctx.protocol;

    let upstream: http.IncomingMessage;
    try {
      upstream = await new Promise((resolve, reject) => {
        const request = http.request(
          {
            protocol: target.protocol,
            hostname: target.hostname,
            port: target.port,
            method: ctx.method,
            path: ctx.url,
            headers,
          },
          resolve,
        );
        request.on('error', reject);
        // A visitor who goes away cancels the API request too.
        ctx.res.once('close', () => {
          if (!ctx.res.writableFinished) request.destroy();
        });
        ctx.req.pipe(request);
      });
    } catch (error) {
      if (ctx.req.destroyed && isClientGone(error)) {
        shellLog.debug(`API proxy: ${ctx.method} ${ctx.path}: the client went away`);
        return;
      }
      shellOutages.failed(PROXY_SUBJECT, String(error));
      ctx.status = 502;
      ctx.body = {
        message: messages.fatal,
      };
      return;
    }

    shellOutages.succeeded(PROXY_SUBJECT);
    ctx.status = upstream.statusCode ?? 502;
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) ctx.set(name, value);
    }
    if (ctx.status === 204 || ctx.status === 304 || ctx.method === 'HEAD') {
      upstream.resume();
      ctx.body = null;
      return;
    }
    ctx.body = upstream;
  };
}
