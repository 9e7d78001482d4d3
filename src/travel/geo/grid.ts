/** Cell size of the spatial index, degrees. */
const CELL_DEG = 0.25;
const COLS = 360 / CELL_DEG;
const ROWS = 180 / CELL_DEG;

const cellOf = (lat: number, lon: number): number => {
  const row = Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEG)));
  const col = ((Math.floor((lon + 180) / CELL_DEG) % COLS) + COLS) % COLS;
  return row * COLS + col;
};

export interface GridColumns {
  start: Int32Array;
  order: Int32Array;
}

/**
 * A fixed lat/lon grid over point indices, stored as two typed arrays (counting sort by cell),
 * so 170k points cost a few MB instead of a map of arrays.
 */
export class PointGrid {
  /** Cell c holds the points order[start[c]] to order[start[c + 1] - 1]. */
  private constructor(
    private readonly start: Int32Array,
    private readonly order: Int32Array,
  ) {}

  static of(lat: Float32Array, lon: Float32Array): PointGrid {
    const n = lat.length;
    const cells = new Int32Array(n);
    const start = new Int32Array(ROWS * COLS + 1);
    for (let i = 0; i < n; i++) {
      const c = cellOf(lat[i] ?? 0, lon[i] ?? 0);
      cells[i] = c;
      start[c + 1] = (start[c + 1] ?? 0) + 1;
    }
    for (let c = 0; c < ROWS * COLS; c++) start[c + 1] = (start[c + 1] ?? 0) + (start[c] ?? 0);
    const fill = start.slice(0, ROWS * COLS);
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const c = cells[i] ?? 0;
      order[fill[c] ?? 0] = i;
      fill[c] = (fill[c] ?? 0) + 1;
    }
    return new PointGrid(start, order);
  }

  /** A grid stored by `columns` (a built index), for the same points. */
  static fromColumns(c: GridColumns): PointGrid {
    if (c.start.length !== ROWS * COLS + 1) throw new Error(`a point grid needs ${ROWS * COLS + 1} cell starts, not ${c.start.length}`);
    return new PointGrid(c.start, c.order);
  }

  get columns(): GridColumns {
    return { start: this.start, order: this.order };
  }

  /** Calls visit(i) for every point in the cells within `ring` cells of (lat, lon). */
  around(lat: number, lon: number, ring: number, visit: (i: number) => void): void {
    this.cellsAround(lat, lon, ring, (cell) => {
      const end = this.start[cell + 1] ?? 0;
      for (let k = this.start[cell] ?? 0; k < end; k++) visit(this.order[k] ?? 0);
    });
  }

  /** Calls visit(i) for every point in the cells that overlap a [south, west, north, east] box. */
  inBox(box: [number, number, number, number], visit: (i: number) => void): void {
    const [south, west, north, east] = box;
    const row0 = Math.max(0, Math.floor((south + 90) / CELL_DEG));
    const row1 = Math.min(ROWS - 1, Math.floor((north + 90) / CELL_DEG));
    const col0 = Math.floor((west + 180) / CELL_DEG);
    const col1 = Math.floor((east + 180) / CELL_DEG);
    for (let row = row0; row <= row1; row++) {
      for (let col = col0; col <= col1; col++) {
        const cell = row * COLS + (((col % COLS) + COLS) % COLS);
        const end = this.start[cell + 1] ?? 0;
        for (let k = this.start[cell] ?? 0; k < end; k++) visit(this.order[k] ?? 0);
      }
    }
  }

  /** Number of points in the cells within `ring` cells of (lat, lon), without visiting them. */
  countAround(lat: number, lon: number, ring: number): number {
    let n = 0;
    this.cellsAround(lat, lon, ring, (cell) => (n += (this.start[cell + 1] ?? 0) - (this.start[cell] ?? 0)));
    return n;
  }

  private cellsAround(lat: number, lon: number, ring: number, visit: (cell: number) => void): void {
    const center = cellOf(lat, lon);
    const row0 = Math.floor(center / COLS);
    const col0 = center % COLS;
    for (let dr = -ring; dr <= ring; dr++) {
      const row = row0 + dr;
      if (row < 0 || row >= ROWS) continue;
      for (let dc = -ring; dc <= ring; dc++) visit(row * COLS + ((((col0 + dc) % COLS) + COLS) % COLS));
    }
  }
}
