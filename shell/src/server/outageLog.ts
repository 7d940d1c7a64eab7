/** The shell server's log: console lines at or above LOG_LEVEL (debug, info, warn, error; default info). */
export interface ShellLog {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;

export function consoleLog(level = process.env.LOG_LEVEL ?? 'info'): ShellLog {
  const threshold = Math.max(0, LEVELS.indexOf(level as (typeof LEVELS)[number]));
  const on = (name: (typeof LEVELS)[number]) => LEVELS.indexOf(name) >= threshold;
  const silent = level === 'silent';
  return {
    // Debug lines go to stdout with the info lines (the lint allows no console.debug).
    debug: (message) => !silent && on('debug') && console.info(`debug: ${message}`),
    info: (message) => !silent && on('info') && console.info(message),
    warn: (message) => !silent && on('warn') && console.warn(message),
    error: (message, error) =>
      !silent && (error === undefined ? console.error(message) : console.error(message, error)),
  };
}

/**
 * What the shell depends on (the platform API, each remote) as its requests experience it,
 * logged once per change of state: the first failure of an outage is a warning, the first
 * success after it an info line with its length and count; failures in between are debug lines.
 * An outage under load is two lines, not a stack per page.
 */
export class OutageLog {
  private readonly outages = new Map<string, { since: number; failures: number }>();

  constructor(
    private readonly log: ShellLog,
    private readonly now: () => number = Date.now,
  ) {}

  failed(subject: string, reason: string): void {
    const outage = this.outages.get(subject);
    if (outage) {
      outage.failures += 1;
      this.log.debug(`${subject} still unavailable: ${reason}`);
      return;
    }
    this.outages.set(subject, { since: this.now(), failures: 1 });
    this.log.warn(`${subject} unavailable (${reason}); pages fall back until it answers again`);
  }

  succeeded(subject: string): void {
    const outage = this.outages.get(subject);
    if (!outage) return;
    this.outages.delete(subject);
    const seconds = Math.round((this.now() - outage.since) / 100) / 10;
    this.log.info(
      `${subject} available again after ${seconds} s (${outage.failures} failed requests)`,
    );
  }
}

/** Whether an error only says that the visitor went away (closed the tab, cancelled a request). */
export function isClientGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error as { message?: unknown } | null)?.message;
  return (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'ECONNABORTED' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    message === 'aborted' ||
    message === 'socket hang up'
  );
}

/** The shell server's log and outage log (one per process). */
export const shellLog = consoleLog();
export const shellOutages = new OutageLog(shellLog);
