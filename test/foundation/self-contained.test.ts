import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: no tracked file names a path of the machine it was written on or a folder beside the
 * checkout. Development scripts that read outside sets take the folder as an argument instead.
 */
const OUTSIDE = [
  // An absolute path under the workspace root of the machines this was built on.
  /(?<![\w.-])\/work\//,
  // A folder beside the checkout ("../shared/...", "../../shared/...").
  /(?:^|[\s"'`(])(?:\.\.\/)+shared\//m,
];
const TEXT = /\.(ts|mjs|js|json|jsonl|md|tsv|sh|yml|yaml|html|css|txt)$/;
const THIS_FILE = 'test/foundation/self-contained.test.ts';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((f) => TEXT.test(f) && f !== THIS_FILE);

describe('the repository is self-contained', () => {
  it('names no path outside itself in any tracked text file', () => {
    expect(tracked.length).toBeGreaterThan(500);
    const offenders = tracked.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return OUTSIDE.some((re) => re.test(text));
    });
    expect(offenders).toEqual([]);
  });

  it('would catch such a path', () => {
    expect(OUTSIDE.some((re) => re.test('see /work/shared/data/SOURCES.md'))).toBe(true);
    expect(OUTSIDE.some((re) => re.test('read "../shared/spec/service-spec.md"'))).toBe(true);
    expect(OUTSIDE.some((re) => re.test('https://example.org/work/page and src/work/x.ts'))).toBe(false);
  });
});
