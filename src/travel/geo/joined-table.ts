/**
 * A table as its readers see it while another source still joins it: `joinKey` brings in what the
 * source holds for one key before that key is read, `joinAll` everything before the table is walked
 * or counted.
 */
export class JoinedTable<V> {
  constructor(
    private readonly table: Map<string, V>,
    private readonly joinKey: (key: string) => void,
    private readonly joinAll: () => void,
  ) {}

  get(key: string): V | undefined {
    this.joinKey(key);
    return this.table.get(key);
  }

  has(key: string): boolean {
    this.joinKey(key);
    return this.table.has(key);
  }

  get size(): number {
    this.joinAll();
    return this.table.size;
  }

  keys(): MapIterator<string> {
    this.joinAll();
    return this.table.keys();
  }

  values(): MapIterator<V> {
    this.joinAll();
    return this.table.values();
  }

  entries(): MapIterator<[string, V]> {
    this.joinAll();
    return this.table.entries();
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }
}
