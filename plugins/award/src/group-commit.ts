/** The outcome of one item of a batch: its answer, or the error its caller gets. */
export type ItemOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items that arrive while a batch is being written wait and go together into the
 * next one, so that at a peak many requests share one transaction's round trips, and a lone
 * request is written at once (no timer, no added wait when the line is empty). `write` answers
 * one outcome per item, in order; if it throws, every item of the batch gets the error.
 */
export class GroupCommit<T, R> {
  private waiting: Waiting<T, R>[] = [];
  private writing = false;

  constructor(
    private readonly write: (items: T[]) => Promise<ItemOutcome<R>[]>,
    private readonly maxBatch: number,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.maxBatch);
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
    } finally {
      this.writing = false;
    }
  }
}
