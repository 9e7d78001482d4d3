/**
 * Group commit: writes that arrive while a flush is running are gathered and written together in
 * the next flush. Each caller's promise settles only when its own item is committed, so nothing
 * is acknowledged before it is durable. A flush starts on the next turn of the event loop
 * (setImmediate), so every write produced by the requests handled in the current turn shares one
 * transaction; at low load that adds no measurable delay.
 */
export class GroupCommit<T> {
  private pending: Array<{ item: T; resolve: () => void; reject: (err: unknown) => void }> = [];
  private flushing = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxBatch = 500,
  ) {}

  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        await this.write(batch.map((p) => p.item));
        for (const p of batch) p.resolve();
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
    this.flushing = false;
  }
}
