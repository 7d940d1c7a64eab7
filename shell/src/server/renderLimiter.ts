/** Thrown by `RenderLimiter.run` when its queue is full: the caller answers 503. */
export class RenderQueueFull extends Error {
  constructor() {
    super('render queue full');
  }
}

export interface RenderLimiterOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting for a slot; one more is refused at once. */
  maxQueued: number;
}

/**
 * Bounds the page renders of one shell process: at most `concurrency` at once, then a queue of
 * `maxQueued`, then refusal. A flood of pages that miss the page cache (every search URL, every
 * signed-in visitor) then waits or is turned away, instead of stretching every render and
 * starving the cached pages, which never pass through here.
 */
export class RenderLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: RenderLimiterOptions) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxQueued) throw new RenderQueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting render, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }
}
