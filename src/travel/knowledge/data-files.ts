import { readdirSync, readFileSync } from 'node:fs';
import { dataUrl } from '../../data-paths.js';

/** The project's data/travel folder, resolved from this module so it works from any working directory. */
const DATA_DIR = dataUrl('travel/');

export const travelDataUrl = (relativePath: string): URL => new URL(relativePath, DATA_DIR);

export function readTravelJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(new URL(relativePath, DATA_DIR), 'utf8')) as T;
}

export function listTravelJson(folder: string): string[] {
  return readdirSync(new URL(`${folder}/`, DATA_DIR))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${folder}/${f}`);
}
