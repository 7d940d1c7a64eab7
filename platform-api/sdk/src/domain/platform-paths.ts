/** Paths of the host's own routes below `/api`. */
export const PLATFORM_PATHS = {
  health: '/healthz',
  readiness: '/readyz',
  metrics: '/metrics',
  openApi: '/openapi.json',
  session: '/auth/session',
} as const;
