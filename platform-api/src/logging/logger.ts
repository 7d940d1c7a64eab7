import pino from 'pino';
import type { Logger } from '@eventalp/platform-sdk';

/** JSON logs to stdout; one line per event, with the service name and request ids in bindings. */
export function createLogger(level: string, service: string): Logger {
  return pino({
    level,
    base: { service },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
  });
}
