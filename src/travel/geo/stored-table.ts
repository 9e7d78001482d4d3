import { SortedKeys } from './sorted-keys.js';

/**
 * A table of string keys to string values as a built index stores it: the keys sorted in one text,
 * the values as UTF-8 in one byte column. Reading it back makes no object per entry: a key is found
 * by binary search and only its value is decoded, so a table of tens of thousands of entries costs
 * a lookup what it costs, not a parse of the whole at the first one.
 */
export interface StoredTable {
  /** The sorted keys, each '\n'-terminated (SortedKeys' stored form). */
  keys: string;
  /** Sorted position -> entry. */
  order: Int32Array;
  /** The values of the entries, in entry order, as UTF-8. */
  values: Uint8Array;
  /** Entry -> where its value starts in `values`, plus one final entry. */
  valueStart: Uint32Array;
}

/** The stored form of distinct keys and their values. */
export function storedTable(entries: Iterable<readonly [string, string]>): StoredTable {
  const list = [...entries];
  const sorted = SortedKeys.build(list.map(([key]) => key));
  const values = list.map(([, value]) => Buffer.from(value, 'utf8'));
  const valueStart = new Uint32Array(list.length + 1);
  values.forEach((v, i) => (valueStart[i + 1] = (valueStart[i] ?? 0) + v.byteLength));
  return { keys: sorted.joined, order: sorted.order, values: new Uint8Array(Buffer.concat(values)), valueStart };
}

/** A stored table read back: a key's value by one binary search. */
export class TableReader {
  private readonly sorted: SortedKeys;
  private readonly bytes: Buffer;

  constructor(private readonly table: StoredTable) {
    this.sorted = new SortedKeys(table.keys, table.order);
    this.bytes = Buffer.from(table.values.buffer, table.values.byteOffset, table.values.byteLength);
  }

  get size(): number {
    return this.sorted.size;
  }

  has(key: string): boolean {
    return this.sorted.lookup(key).length > 0;
  }

  get(key: string): string | undefined {
    const [entry] = this.sorted.lookup(key);
    return entry === undefined ? undefined : this.valueOf(entry);
  }

  /** Every key with its value, in entry order. */
  *entries(): Generator<[string, string]> {
    for (let entry = 0; entry < this.sorted.size; entry++) yield [this.sorted.keyOf(entry), this.valueOf(entry)];
  }

  private valueOf(entry: number): string {
    return this.bytes.toString('utf8', this.table.valueStart[entry], this.table.valueStart[entry + 1]);
  }
}
