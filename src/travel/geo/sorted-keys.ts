const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const NEWLINE = 10;

/**
 * One comparison key per city, stored sorted in a single string and found by binary search: no
 * Map and no 170k string objects, so the index loads in a few milliseconds from its cached form.
 */
export class SortedKeys {
  /** Sorted position -> city index. */
  readonly order: Int32Array;
  private readonly text: string;
  /** Start of sorted key k in `text` ('\n'-terminated), plus one final entry. */
  private readonly start: Uint32Array;
  /** City index -> sorted position. */
  private readonly rank: Int32Array;

  constructor(text: string, order: Int32Array) {
    this.text = text;
    this.order = order;
    // One pass into arrays of the known size: a call of indexOf per key and a growing array cost several times as much at every start.
    this.start = new Uint32Array(order.length + 1);
    let k = 1;
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) !== NEWLINE) continue;
      if (k > order.length) throw new Error(`sorted keys: more keys than the ${order.length} cities`);
      this.start[k++] = i + 1;
    }
    if (k !== order.length + 1) throw new Error(`sorted keys: ${k - 1} keys for ${order.length} cities`);
    this.rank = new Int32Array(order.length);
    for (let pos = 0; pos < order.length; pos++) this.rank[order[pos] ?? 0] = pos;
  }

  static build(keys: string[]): SortedKeys {
    const order = Int32Array.from(keys, (_, i) => i).sort((a, b) => cmp(keys[a] ?? '', keys[b] ?? '') || a - b);
    const text = Array.from(order, (i) => `${keys[i] ?? ''}\n`).join('');
    return new SortedKeys(text, order);
  }

  get size(): number {
    return this.order.length;
  }

  /** The sorted keys joined by '\n' (the cached form). */
  get joined(): string {
    return this.text;
  }

  keyOf(city: number): string {
    return this.at(this.rank[city] ?? 0);
  }

  /** Cities whose key is exactly `key`, in index order. */
  lookup(key: string): number[] {
    const out: number[] = [];
    for (let pos = this.firstNotBefore(key); pos < this.order.length && this.compareAt(pos, key) === 0; pos++) out.push(this.order[pos] ?? 0);
    return out;
  }

  /** Cities whose key begins with `prefix`, in sorted order of their keys. */
  withPrefix(prefix: string): number[] {
    const out: number[] = [];
    for (let pos = this.firstNotBefore(prefix); pos < this.order.length && this.at(pos).startsWith(prefix); pos++) out.push(this.order[pos] ?? 0);
    return out;
  }

  /** Whether any key begins with `prefix` (one binary search, no list). */
  hasPrefix(prefix: string): boolean {
    const pos = this.firstNotBefore(prefix);
    return pos < this.order.length && this.at(pos).startsWith(prefix);
  }

  /** The first sorted position whose key is not before `key` (binary search). */
  private firstNotBefore(key: string): number {
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compareAt(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Sorted key `pos` compared with `key` in place, without slicing (lookups run per word of every request). */
  private compareAt(pos: number, key: string): number {
    const from = this.start[pos] ?? 0;
    const len = (this.start[pos + 1] ?? 1) - 1 - from;
    const n = Math.min(len, key.length);
    for (let k = 0; k < n; k++) {
      const d = this.text.charCodeAt(from + k) - key.charCodeAt(k);
      if (d !== 0) return d;
    }
    return len - key.length;
  }

  private at(pos: number): string {
    return this.text.slice(this.start[pos], (this.start[pos + 1] ?? 1) - 1);
  }
}
