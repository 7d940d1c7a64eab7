import type { JobDefinition, JobOptions, JobQueue, Logger } from '@eventalp/platform-sdk';

/**
 * Runs job processors in this process, with the same retry and backoff rules as the Bull adapter.
 * Used when no REDIS_URL is configured; durable state lives in tables (outbox), never only here.
 */
export class InProcessQueue implements JobQueue {
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly logger: Logger) {}

  register(jobs: readonly JobDefinition[]): void {
    for (const job of jobs) this.jobs.set(job.name, job);
  }

  async add(name: string, data: unknown, options: JobOptions = {}): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No processor registered for job '${name}'`);
    if (this.closed) return;
    const run = this.run(job, data, options.attempts ?? job.attempts ?? 3, options.delayMs ?? 0);
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Jobs waiting for their start or a retry, or running, in this process. */
  async pendingCount(): Promise<number> {
    return this.running.size;
  }

  /** Resolves when every queued job (including retries) has finished. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
  }

  private async run(
    job: JobDefinition,
    data: unknown,
    retries: number,
    delayMs: number,
  ): Promise<void> {
    let wait = delayMs;
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (wait > 0) await sleep(wait);
      if (this.closed && attempt > 0) return;
      try {
        await job.process(data);
        return;
      } catch (error) {
        this.logger.warn({ err: error, job: job.name, attempt }, 'job failed');
        wait = (job.backoffMs ?? 1000) * 2 ** attempt;
      }
    }
    this.logger.error({ job: job.name }, 'job gave up after its retries');
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
