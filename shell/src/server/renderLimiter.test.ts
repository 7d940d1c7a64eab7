import { RenderLimiter, RenderQueueFull } from './renderLimiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('RenderLimiter', () => {
  it('runs at most `concurrency` renders, queues `maxQueued` more and refuses the rest', async () => {
    const limiter = new RenderLimiter({ concurrency: 2, maxQueued: 1 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect({ active: limiter.active, queued: limiter.queued }).toEqual({ active: 2, queued: 1 });
    await expect(limiter.run(async () => 'flood')).rejects.toBeInstanceOf(RenderQueueFull);

    gates[0]!.resolve();
    await expect(runs[0]).resolves.toBe(0);
    // The freed slot went to the queued render, not back to the pool.
    expect(started).toEqual([0, 1, 2]);
    expect({ active: limiter.active, queued: limiter.queued }).toEqual({ active: 2, queued: 0 });
    gates[1]!.resolve();
    gates[2]!.resolve();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2]);
    expect(limiter.active).toBe(0);
  });

  it('gives the slot back when a render fails', async () => {
    const limiter = new RenderLimiter({ concurrency: 1, maxQueued: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });
});
