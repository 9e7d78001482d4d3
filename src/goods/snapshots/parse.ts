import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { SnapshotHeader, SnapshotListing } from '../../contracts/goods.js';

/**
 * Validates a marketplace_b snapshot file (JSONL): line 1 is the snapshot metadata,
 * every later non-blank line one listing. Every problem is reported with its line
 * number; a file with any problem yields no snapshot at all, so nothing is half-used.
 */

export interface Snapshot {
  header: SnapshotHeader;
  listings: SnapshotListing[];
}

export interface LineProblem {
  line: number;
  message: string;
}

export type SnapshotParseResult = { ok: true; snapshot: Snapshot } | { ok: false; problems: LineProblem[] };

let compiled: { validHeader: ValidateFunction<SnapshotHeader>; validListing: ValidateFunction<SnapshotListing> } | undefined;

/** Compiled on first use: only a snapshot import or a marketplace_b search reads one. */
function validators(): NonNullable<typeof compiled> {
  if (compiled) return compiled;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  compiled = { validHeader: ajv.compile<SnapshotHeader>(SnapshotHeader), validListing: ajv.compile<SnapshotListing>(SnapshotListing) };
  return compiled;
}

const describe = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? [])
    .slice(0, 5)
    .map((e) => {
      const where = e.instancePath || '(line)';
      const extra = e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : '';
      return `${where} ${e.message ?? 'is invalid'}${extra}`;
    })
    .join('; ');

function parseLine(text: string, line: number, problems: LineProblem[]): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    problems.push({ line, message: `not valid JSON (${error instanceof Error ? error.message : String(error)})` });
    return undefined;
  }
}

export function parseSnapshot(text: string): SnapshotParseResult {
  const { validHeader, validListing } = validators();
  const problems: LineProblem[] = [];
  const lines = text.split(/\r?\n/);
  let header: SnapshotHeader | null = null;
  const listings: SnapshotListing[] = [];
  const firstLineOfId = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const value = parseLine(raw, line, problems);
    if (value === undefined) return;
    if (line === 1) {
      if (validHeader(value)) header = value;
      else problems.push({ line, message: `snapshot metadata invalid: ${describe(validHeader.errors)} (line 1 must be {"kind":"snapshot_meta",...})` });
      return;
    }
    if (!validListing(value)) {
      problems.push({ line, message: `listing invalid: ${describe(validListing.errors)}` });
      return;
    }
    const seen = firstLineOfId.get(value.id);
    if (seen !== undefined) {
      problems.push({ line, message: `duplicate listing id "${value.id}" (first on line ${seen})` });
      return;
    }
    firstLineOfId.set(value.id, line);
    listings.push(value);
  });
  if (lines[0]?.trim() === '') problems.unshift({ line: 1, message: 'line 1 must be the snapshot metadata, not blank' });
  if (problems.length === 0 && listings.length === 0) problems.push({ line: lines.length, message: 'the snapshot has no listings' });
  if (problems.length > 0 || header === null) return { ok: false, problems };
  return { ok: true, snapshot: { header, listings } };
}

export function formatProblems(problems: readonly LineProblem[], max = 50): string {
  const shown = problems.slice(0, max).map((p) => `  line ${p.line}: ${p.message}`);
  if (problems.length > max) shown.push(`  ... and ${problems.length - max} more`);
  return shown.join('\n');
}
