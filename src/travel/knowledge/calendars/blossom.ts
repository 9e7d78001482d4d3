import { greatCircleKm } from '../../geo/distance.js';
import { calendars } from './load.js';
import type { BlossomSite, Period } from './types.js';

/**
 * cherry_blossom_window_v1: a place's blossom window from the nearest observation site (within
 * 150 km, same country). Full-bloom sites: from 5 days before the early (10th percentile) date
 * to 5 days after the late (90th percentile) one, blossoms being on the trees for about a week
 * either side of full bloom; the peak is the mean date +/- 3 days. First-flowering sites (Korea):
 * from the early date to 9 days after the late one, peak 3-8 days after the mean.
 */

const NEAREST_KM = 150;

const shift = (md: string, days: number) => {
  const d = new Date(Date.UTC(2001, Number(md.slice(0, 2)) - 1, Number(md.slice(3, 5)) + days));
  return d.toISOString().slice(5, 10);
};

export interface BlossomWindow {
  site: BlossomSite;
  window: Period;
  peak: Period;
}

export function siteWindow(site: BlossomSite): BlossomWindow {
  const full = site.measure === 'full_bloom';
  return {
    site,
    window: full ? { from: shift(site.early, -5), to: shift(site.late, 5) } : { from: site.early, to: shift(site.late, 9) },
    peak: full ? { from: shift(site.mean, -3), to: shift(site.mean, 3) } : { from: shift(site.mean, 3), to: shift(site.mean, 8) },
  };
}

/** Per place (rounded position), the blossom window: places repeat across requests, sites never change. */
const byPlace = new Map<string, BlossomWindow | null>();
const MEMO_LIMIT = 20_000;

export function blossomAt(p: { lat: number; lon: number; country: string }): BlossomWindow | null {
  const key = `${p.country}:${p.lat.toFixed(2)}:${p.lon.toFixed(2)}`;
  const hit = byPlace.get(key);
  if (hit !== undefined) return hit;
  let best: { site: BlossomSite; km: number } | null = null;
  for (const site of calendars().blossom) {
    if (site.country !== p.country) continue;
    const km = greatCircleKm(site, p);
    if (km <= NEAREST_KM && (!best || km < best.km)) best = { site, km };
  }
  const found = best ? siteWindow(best.site) : null;
  if (byPlace.size >= MEMO_LIMIT) byPlace.clear();
  byPlace.set(key, found);
  return found;
}

/** A country's classic blossom window: the span of its main sites' windows. */
export function countryBlossom(country: string): Period | null {
  const windows = calendars()
    .blossom.filter((s) => s.country === country && s.main)
    .map(siteWindow);
  if (windows.length === 0) return null;
  const from = windows.map((w) => w.peak.from).sort()[0]!;
  const to = windows
    .map((w) => w.peak.to)
    .sort()
    .at(-1)!;
  return { from: shift(from, -4), to: shift(to, 4) };
}
