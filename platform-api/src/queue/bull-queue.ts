import Bull from 'bull';
import type { JobDefinition, JobOptions, JobQueue, Logger } from '@eventalp/platform-sdk';

/**
 * Bull on Redis: the API only adds jobs; worker processes call `startProcessing`.
 * One Bull queue per job name keeps retries and monitoring per kind of work.
 */
export class BullQueue implements JobQueue {
  private readonly queues = new Map<string, Bull.Queue>();
  private readonly jobs = new Map<string, JobDefinition>();
  private processing = false;
  private closed = false;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  register(jobs: readonly JobDefinition[]): void {
    for (const job of jobs) this.jobs.set(job.name, job);
  }

  async add(name: string, data: unknown, options: JobOptions = {}): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No processor registered for job '${name}'`);
    // After close (shutdown) a late add would open a new Redis connection that nothing closes.
    // What it carries is durable in its outbox row; the next process's sweep queues it.
    if (this.closed) {
      this.logger.debug({ job: name }, 'job not queued: the queue is closed');
      return;
    }
    await this.queue(name).add(data, this.jobOptions(job, options));
  }

  /** Several jobs of one kind in one round trip (Bull's `addBulk`: one MULTI of its adds). */
  async addMany(name: string, data: readonly unknown[], options: JobOptions = {}): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No processor registered for job '${name}'`);
    if (this.closed || data.length === 0) return;
    const opts = this.jobOptions(job, options);
    await this.queue(name).addBulk(data.map((item) => ({ data: item, opts })));
  }

  private jobOptions(job: JobDefinition, options: JobOptions): Bull.JobOptions {
    return {
      attempts: (options.attempts ?? job.attempts ?? 3) + 1,
      backoff: { type: 'exponential', delay: job.backoffMs ?? 1000 },
      delay: options.delayMs,
      removeOnComplete: 1000,
      removeOnFail: 5000,
    };
  }

  /**
   * Subscribes this process to every registered job; once per process (a second call, e.g. a
   * worker started beside the test harness's processing, changes nothing).
   */
  startProcessing(concurrency = 2): void {
    if (this.processing || this.closed) return;
    this.processing = true;
    for (const job of this.jobs.values()) {
      // process() answers a promise that settles when processing ends; a close while the queue
      // still starts rejects it (with no reason). Errors while running reach 'error' as well.
      this.queue(job.name)
        .process(concurrency, async (bullJob) => {
          await job.process(bullJob.data);
        })
        .catch((error: unknown) => {
          if (!this.closed) this.logger.error({ err: error, job: job.name }, 'queue stopped');
        });
      this.queue(job.name).on('failed', (bullJob, error) => {
        this.logger.warn(
          { err: error, job: job.name, attempt: bullJob.attemptsMade },
          'job failed',
        );
      });
    }
  }

  /** The Bull queue of every registered job (for the queue dashboard), opened when first asked. */
  allQueues(): Bull.Queue[] {
    return [...this.jobs.keys()].sort().map((name) => this.queue(name));
  }

  /** Jobs waiting, delayed or running, over the queues of every registered job. */
  async pendingCount(): Promise<number> {
    let total = 0;
    for (const queue of this.allQueues()) {
      const counts = await queue.getJobCounts();
      total += counts.waiting + counts.delayed + counts.active;
    }
    return total;
  }

  async close(): Promise<void> {
    this.closed = true;
    // A queue closed while it still connects rejects (with nothing to say why) after the
    // close: let each finish connecting first.
    await Promise.all(
      [...this.queues.values()].map(async (queue) => {
        await queue.isReady().catch(() => undefined);
        // Bull opens a processing queue's blocking connection only once its loop runs; closed
        // before that, the loop opens it afterwards and nothing closes it (a process that never
        // exits). Give a starting loop a moment to get there.
        for (let wait = 0; this.processing && !bclientOpened(queue) && wait < 200; wait += 1)
          await new Promise((resolve) => setTimeout(resolve, 10));
        // A connection that a starting loop already lost answers 'Connection is closed': the
        // queue is closed either way, and shutdown goes on.
        await queue
          .close()
          .catch((error: unknown) =>
            this.logger.debug({ err: error }, 'queue closed with an error'),
          );
      }),
    );
  }

  private queue(name: string): Bull.Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Bull(name, this.redisUrl, { prefix: this.prefix });
      queue.on('error', (error) => this.logger.error({ err: error, queue: name }, 'queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }
}

/**
 * Whether the queue's processing loop runs: Bull opened its blocking connection and that
 * connection is ready (read only once opened, as reading it opens it).
 */
function bclientOpened(queue: Bull.Queue): boolean {
  const bull = queue as unknown as {
    bclientInitialized?: boolean;
    bclient?: { status?: string };
  };
  return bull.bclientInitialized === true && bull.bclient?.status === 'ready';
}
