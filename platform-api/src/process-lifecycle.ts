import { ConfigError } from './config/config';

/**
 * Starts a long-running entry and stops it cleanly on SIGINT/SIGTERM. A configuration error is
 * printed as it is (no stack) and exits with code 78 (configuration error).
 */
export function runUntilSignal(name: string, start: () => Promise<() => Promise<void>>): void {
  let stop: (() => Promise<void>) | null = null;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    try {
      await stop?.();
      process.exit(0);
    } catch (error) {
      console.error(`${name}: error while stopping after ${signal}`, error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  start().then(
    (stopFn) => {
      stop = stopFn;
    },
    (error) => {
      if (error instanceof ConfigError) console.error(`${name}: ${error.message}`);
      else console.error(`${name}: failed to start`, error);
      process.exit(error instanceof ConfigError ? 78 : 1);
    },
  );
}
