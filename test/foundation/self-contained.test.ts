import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: no tracked file names a path of the machine it was written on or a folder beside the
 * checkout. Development scripts that read outside sets take the folder as an argument instead. The folder names are
 * assembled here so that this file names no such path itself.
 */
const WORKSPACE = ['', 'work', ''].join('/');
const BESIDE = ['shared', ''].join('/');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const OUTSIDE = [
  // An absolute path under the workspace root of the machines this was built on.
  new RegExp(`(?<![\\w.-])${escape(WORKSPACE)}`),
  // A folder beside the checkout, one or more levels up.
  new RegExp(`(?:^|[\\s"'\`(])(?:\\.\\./)+${escape(BESIDE)}`, 'm'),
];
const TEXT = /\.(ts|mjs|js|json|jsonl|md|tsv|sh|yml|yaml|html|css|txt)$/;

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((f) => TEXT.test(f));

const namesOutside = (text: string) => OUTSIDE.some((re) => re.test(text));

describe('the repository is self-contained', () => {
  it('names no path outside itself in any tracked text file', () => {
    expect(tracked.length).toBeGreaterThan(500);
    expect(tracked.filter((f) => namesOutside(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('would catch such a path', () => {
    expect(namesOutside(`see ${WORKSPACE}notes/sources.md`)).toBe(true);
    expect(namesOutside(`read "../../${BESIDE}spec.md"`)).toBe(true);
    expect(namesOutside(`https://example.org${WORKSPACE}page and src${WORKSPACE}x.ts`)).toBe(false);
  });
});
