import type { Middleware } from 'koa';
import { Histogram, type Registry } from 'prom-client';

/** Request duration histogram labelled by method, route template (never the raw path) and status. */
export function httpMetrics(registry: Registry): Middleware {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return async function httpMetricsMiddleware(ctx, next) {
    const stop = duration.startTimer();
    try {
      await next();
    } finally {
      stop({
        method: ctx.method,
        route: (ctx.state.routeTemplate as string | undefined) ?? 'unmatched',
        status: String(ctx.status),
      });
    }
  };
}
