import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { COMPILED_INDEX_DIR, ROOT_DIR } from './data-paths.js';

/**
 * Indexes that `npm run build` computes from the shipped data (scripts/build-indexes.ts) and the
 * compiled server reads with one read, instead of deriving them at every start. Each records the
 * signature of the sources it was built from; a server whose data/ (or lockfile, or Node's time-zone,
 * ICU or CLDR data) differs from that computes from the sources as the code run from source always does.
 */
interface IndexFile<T> {
  built_by: string;
  sources: string;
  /** Byte length of `<name>.bin`, where the content's typed arrays are (0: it has none). */
  column_bytes?: number;
  content: T;
}

/** The typed arrays an index may hold: stored as bytes beside its JSON, read back as views over one read. */
const COLUMN_TYPES = { Int32Array, Uint32Array, Float32Array, Float64Array, Int16Array, Uint16Array, Uint8Array } as const;
type ColumnType = keyof typeof COLUMN_TYPES;
type Column = InstanceType<(typeof COLUMN_TYPES)[ColumnType]>;
/** What stands for a typed array in the JSON: its type, where it starts in the .bin file and its length. */
interface ColumnRef {
  $column: ColumnType;
  offset: number;
  length: number;
}
/** Each column starts at a multiple of 8 bytes, as typed arrays need their element size's alignment. */
const ALIGN = 8;

const isColumn = (value: unknown): value is Column => Object.values(COLUMN_TYPES).some((type) => value instanceof type);
const isColumnRef = (value: unknown): value is ColumnRef => typeof value === 'object' && value !== null && '$column' in value;

/** The content with each ColumnRef replaced by its view over `bytes` (a walk of the small JSON part only). */
function withColumns(value: unknown, bytes: Uint8Array<ArrayBuffer>): unknown {
  if (isColumnRef(value)) return new COLUMN_TYPES[value.$column](bytes.buffer, bytes.byteOffset + value.offset, value.length);
  if (Array.isArray(value)) return value.map((v) => withColumns(v, bytes));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withColumns(v, bytes)]));
  return value;
}

/**
 * What the build products are derived from that can change without a rebuild: the shipped data, the
 * guide and the site's assets (a change of code needs a build, which writes new products; the code
 * run from source reads none).
 */
const SIGNED_SOURCES = ['data', 'docs', 'assets'];

const filesUnder = (path: string): string[] => {
  const full = join(ROOT_DIR, path);
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' }).map((f) => join(path, f));
};

/**
 * Size and modification time of every file under the given paths (folders or files) and of the
 * lockfile, with the versions of Node's time-zone data, ICU and CLDR (Intl gives the calendar words
 * and the country names): any edit, checkout, package or runtime data change makes a built product
 * stale. Stat only (a few ms), where hashing the 21 MB of data would cost more than some indexes save.
 */
export function sourcesSignature(paths: readonly string[] = SIGNED_SOURCES): string {
  const { tz, icu, cldr } = process.versions;
  const hash = createHash('sha256').update(`tz ${tz ?? ''} icu ${icu ?? ''} cldr ${cldr ?? ''}\n`);
  for (const file of [...paths.flatMap(filesUnder).sort(), 'package-lock.json']) {
    const s = statSync(join(ROOT_DIR, file), { throwIfNoEntry: false });
    if (s?.isFile()) hash.update(`${file} ${s.size} ${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

let signature: string | undefined;

/**
 * The signature every built product is checked against, computed once per process: by the first
 * index read at start (the gazetteer's), so no later request (the first docs page) stats the sources.
 */
export const buildSignature = (): string => (signature ??= sourcesSignature());

const fileOf = (dir: string, name: string) => join(dir, `${name}.json`);
const columnsFileOf = (dir: string, name: string) => join(dir, `${name}.bin`);

/**
 * JSON with every character above U+007F written as a \u escape. A file holding even one such character is
 * decoded whole into a string of two bytes per character by a slow path, then parsed as one (the late join's
 * 0.7 MB for its 175 accented names, the airports' and the catalog's for their place names); an ASCII file is
 * decoded by the fast path, and only the strings that hold an escape are made two-byte.
 */
const asciiJson = (value: unknown): string => JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function writeBuiltIndex<T>(dir: string, name: string, content: T, sources = sourcesSignature()): void {
  mkdirSync(dir, { recursive: true });
  const columns: Buffer[] = [];
  let offset = 0;
  const json = JSON.stringify(content, (_key, value: unknown) => {
    if (!isColumn(value)) return value;
    const ref: ColumnRef = { $column: value.constructor.name as ColumnType, offset, length: value.length };
    const padded = Math.ceil(value.byteLength / ALIGN) * ALIGN;
    columns.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength), Buffer.alloc(padded - value.byteLength));
    offset += padded;
    return ref;
  });
  if (offset) writeFileSync(columnsFileOf(dir, name), Buffer.concat(columns));
  const file: IndexFile<unknown> = {
    built_by: 'scripts/build-indexes.ts from the files under data/; do not edit',
    sources,
    column_bytes: offset,
    content: JSON.parse(json) as unknown,
  };
  writeFileSync(fileOf(dir, name), asciiJson(file));
}

/**
 * A built index's content, or undefined when there is none (the code runs from source, or nothing
 * was built) or it was built from other sources (said once in a log line, as the start is slower).
 */
export function readBuiltIndex<T>(name: string, dir: string | null = COMPILED_INDEX_DIR, sources?: string): T | undefined {
  if (!dir || !existsSync(fileOf(dir, name))) return undefined;
  const file = JSON.parse(readFileSync(fileOf(dir, name), 'utf8')) as IndexFile<T>;
  const expected = sources ?? buildSignature();
  if (file.sources === expected) return file.column_bytes ? readColumns(file, columnsFileOf(dir, name)) : file.content;
  console.error(
    JSON.stringify({
      level: 'warn',
      msg: `built index ${name} was built from other sources (data/, docs/, assets/, the lockfile or Node's time-zone, ICU or CLDR data changed since npm run build): deriving it from them`,
    }),
  );
  return undefined;
}

function readColumns<T>(file: IndexFile<T>, path: string): T {
  const read = readFileSync(path);
  if (read.byteLength !== file.column_bytes) throw new Error(`${path} holds ${read.byteLength} bytes, not the ${file.column_bytes} its index was written with`);
  return withColumns(file.content, read.byteOffset % ALIGN === 0 ? (read as Uint8Array<ArrayBuffer>) : new Uint8Array(read)) as T;
}
