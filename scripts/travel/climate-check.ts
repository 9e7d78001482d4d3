/**
 * Prints the climate check (test/fixtures/places-climate-check.json): per place the resolved point,
 * the mean absolute error of the monthly highs against its held-out WMO station, and the overall MAE.
 *   npx tsx scripts/travel/climate-check.ts
 */
import { climateCheck } from './climate/check.js';

const { rows, mae, target } = climateCheck();
for (const r of rows) {
  const p = r.resolved;
  console.log(
    `${`${r.place.name}, ${r.place.country}`.padEnd(28)} ${p.lat.toFixed(2).padStart(7)} ${p.lon.toFixed(2).padStart(8)} ${String(p.elevation_m ?? '?').padStart(5)} m  MAE ${r.mae.toFixed(2)} C  (held out ${r.station}${r.locatedByStation ? `; name not resolved, located at ${r.resolved.name} by the station` : ''})`,
  );
}
console.log(
  `\nclimate check: ${rows.length} places, mean absolute error of monthly highs ${mae.toFixed(2)} C (target <= ${target} C): ${mae <= target ? 'pass' : 'FAIL'}`,
);
if (mae > target) process.exitCode = 1;
