import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Loads one of the reader's data files under data/travel/ (themes, currencies, rates, holidays). */
export function travelData<T>(file: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../../data/travel/${file}`, import.meta.url)), 'utf8')) as T;
}
