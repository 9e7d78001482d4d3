/**
 * A bounded memo for request-independent derived data (gazetteer lookups, per-place model
 * estimates): the same index a load-time precompute would build, filled lazily because the
 * set of places is open-ended. Never used for per-request results.
 */
export class BoundedMemo<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly limit: number) {}

  get(key: string, make: () => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined || this.map.has(key)) return hit as V;
    const value = make();
    if (this.map.size >= this.limit) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, value);
    return value;
  }
}
