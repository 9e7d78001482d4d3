import { readFileSync } from 'node:fs';

/** Reads a case file in the neutral format: JSON Lines, one case per line (a JSON array is accepted too). */
export function readCases<T>(path: string): T[] {
  const text = readFileSync(path, 'utf8').trim();
  if (text.startsWith('[')) return JSON.parse(text) as T[];
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as T);
}

export const share = (right: number, total: number) => `${right}/${total} (${total === 0 ? '-' : `${Math.round((1000 * right) / total) / 10}%`})`;

/** The case files written for these capabilities, the development part and the sealed part. */
export const VERDICT_CASES = (name: 'goods' | 'proof' | 'skills' | 'launch') => ({
  dev: new URL(`../fixtures/verdict-cases/${name}.jsonl`, import.meta.url).pathname,
  sealed: new URL(`../fixtures/verdict-cases/${name}.sealed.jsonl`, import.meta.url).pathname,
});
