import crypto from 'node:crypto';
import type { JobDefinition, JobQueue } from '@eventalp/platform-sdk';
import { BullQueue } from '../src/queue/bull-queue';
import { InProcessQueue } from '../src/queue/in-process-queue';

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child() {
    return silent;
  },
};

type Adapter = {
  queue: JobQueue & { register(jobs: JobDefinition[]): void };
  start(): void;
  close(): Promise<void>;
};

const adapters: [string, () => Adapter][] = [
  [
    'in-process',
    () => {
      const queue = new InProcessQueue(silent);
      return { queue, start() {}, close: () => queue.close() };
    },
  ],
];
if (process.env.REDIS_URL) {
  adapters.push([
    'bull',
    () => {
      const queue = new BullQueue(
        process.env.REDIS_URL!,
        `test-${crypto.randomBytes(4).toString('hex')}`,
        silent,
      );
      return { queue, start: () => queue.startProcessing(1), close: () => queue.close() };
    },
  ]);
}

async function eventually(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(adapters)('job queue: %s', (_name, makeAdapter) => {
  it('runs a job and retries a failing one with backoff until it succeeds', async () => {
    const adapter = makeAdapter();
    const seen: string[] = [];
    let failuresLeft = 2;
    adapter.queue.register([
      {
        name: 'greet',
        async process(data) {
          seen.push(`hello ${(data as { who: string }).who}`);
        },
      },
      {
        name: 'flaky',
        attempts: 3,
        backoffMs: 10,
        async process() {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            throw new Error('temporary');
          }
          seen.push('flaky done');
        },
      },
    ]);
    adapter.start();
    await adapter.queue.add('greet', { who: 'Zürich' });
    await adapter.queue.add('flaky', {});
    await eventually(() => seen.length === 2);
    expect(seen.sort()).toEqual(['flaky done', 'hello Zürich']);
    await adapter.close();
  });

  it('refuses jobs nobody processes', async () => {
    const adapter = makeAdapter();
    await expect(adapter.queue.add('unknown', {})).rejects.toThrow(
      "No processor registered for job 'unknown'",
    );
    await adapter.close();
  });
});

(process.env.REDIS_URL ? describe : describe.skip)('job queue: bull, jobs added together', () => {
  it('runs each job added in one round trip once, with the retries of its definition', async () => {
    const queue = new BullQueue(
      process.env.REDIS_URL!,
      `test-${crypto.randomBytes(4).toString('hex')}`,
      silent,
    );
    const seen: number[] = [];
    let failuresLeft = 1;
    queue.register([
      {
        name: 'deliver',
        attempts: 2,
        backoffMs: 10,
        async process(data) {
          const { id } = data as { id: number };
          if (id === 3 && failuresLeft > 0) {
            failuresLeft -= 1;
            throw new Error('temporary');
          }
          seen.push(id);
        },
      },
    ]);
    queue.startProcessing(2);
    await queue.addMany(
      'deliver',
      [1, 2, 3, 4, 5].map((id) => ({ id })),
    );
    await eventually(() => seen.length === 5);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    await expect(queue.addMany('unknown', [{}])).rejects.toThrow(
      "No processor registered for job 'unknown'",
    );
    await queue.close();
  });
});
