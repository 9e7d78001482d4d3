import { readFileSync } from 'node:fs';
import { dataFilePath } from '../../data-paths.js';

/** Loads one of the reader's data files under data/travel/ (themes, currencies, rates, holidays). */
export function travelData<T>(file: string): T {
  return JSON.parse(readFileSync(dataFilePath(`travel/${file}`), 'utf8')) as T;
}
