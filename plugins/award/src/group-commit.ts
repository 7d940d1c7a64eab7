/** The outcome of one item of a batch: its answer, or the error its caller gets. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items that arrive while the batches in flight are being written wait and go
 * together into the next one, so that at a peak many requests share one transaction's round
 * trips, and a lone request is written at once (no timer, no added wait when the line is empty).
 * Up to `maxInFlight` batches are written at the same time (each on its own connection), so an
 * item does not wait behind a batch that is slow to commit while a connection is free. `write`
 * answers one outcome per item, in order; if it throws, every item of the batch gets the error.
 */
export class GroupCommit<T, R> {
  private waiting: Waiting<T, R>[] = [];
  private inFlight = 0;

  constructor(
    private readonly write: (items: T[]) => Promise<ItemOutcome<R>[]>,
    private readonly maxBatch: number,
    private readonly maxInFlight = 1,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.next();
    });
  }

  /** Starts batches of the waiting items while fewer than `maxInFlight` are being written. */
  private next(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.next();
      });
    }
  }

  private async run(batch: Waiting<T, R>[]): Promise<void> {
    try {
      const outcomes = await this.write(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome ? outcome.error : new Error('no outcome for the item'));
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
