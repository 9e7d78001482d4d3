import { readTravelJson } from '../data-files.js';
import { priceLevel } from './price-levels.js';

/**
 * hostel_bed_model_v1: a dorm bed costs what backpacker hostels charge at the country's price
 * level. Reported bed prices (data/travel/hostel-beds.json, each with its source and date) lie
 * close to a straight line in the World Bank price level ratio (from about 5 USD in Laos to about
 * 45 in Switzerland and the US); the model fits that line by least squares and never goes below the
 * cheapest reported bed. A place dearer than its country (a capital, a resort in season) keeps its
 * own budget-room premium through product_pricing_model_v1. Every figure is a model_estimate.
 */
export const HOSTEL_BED_MODEL = 'hostel_bed_model_v1';

interface BedPoint {
  country: string;
  usd: number;
}

interface BedLine {
  intercept: number;
  slope: number;
  floor: number;
}

let line: BedLine | undefined;

/** The least-squares line of bed price on price level through the reported points. */
export function fitBedLine(points: readonly { level: number; usd: number }[]): BedLine {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.level, 0) / n;
  const my = points.reduce((s, p) => s + p.usd, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.level - mx) ** 2, 0);
  const slope = points.reduce((s, p) => s + (p.level - mx) * (p.usd - my), 0) / sxx;
  return { intercept: my - slope * mx, slope, floor: Math.min(...points.map((p) => p.usd)) };
}

function bedLine(): BedLine {
  line ??= fitBedLine(readTravelJson<{ points: BedPoint[] }>('hostel-beds.json').points.map((p) => ({ level: priceLevel(p.country).ratio, usd: p.usd })));
  return line;
}

/** A dorm bed a night, USD, at a price level ratio. */
export function bedUsdAtLevel(ratio: number): number {
  const { intercept, slope, floor } = bedLine();
  return Math.round(Math.max(floor, intercept + slope * ratio));
}

/** A dorm bed a night in the country, USD, from its price level. */
export const reportedBedUsd = (country: string): number => bedUsdAtLevel(priceLevel(country).ratio);
