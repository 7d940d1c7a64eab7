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
    await this.queue(name).add(data, {
      attempts: (options.attempts ?? job.attempts ?? 3) + 1,
      backoff: { type: 'exponential', delay: job.backoffMs ?? 1000 },
      delay: options.delayMs,
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  }

  /**
   * Subscribes this process to every registered job; once per process (a second call, e.g. a
   * worker started beside the test harness's processing, changes nothing).
   */
  startProcessing(concurrency = 2): void {
    if (this.processing) return;
    this.processing = true;
    for (const job of this.jobs.values()) {
      this.queue(job.name).process(concurrency, async (bullJob) => {
        await job.process(bullJob.data);
      });
      this.queue(job.name).on('failed', (bullJob, error) => {
        this.logger.warn(
          { err: error, job: job.name, attempt: bullJob.attemptsMade },
          'job failed',
        );
      });
    }
  }

  /** Jobs waiting, delayed or running, over all queues. */
  async pendingCount(): Promise<number> {
    let total = 0;
    for (const queue of this.queues.values()) {
      const counts = await queue.getJobCounts();
      total += counts.waiting + counts.delayed + counts.active;
    }
    return total;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
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
