import { memoize } from '../memo.js';
import { listingVocabulary } from './vocabulary.js';

/**
 * The distance a vehicle has run, as a listing states it: a number with a mileage unit of the six
 * languages ("72k miles", "72,300 miles", "85.000 km", "23 000 km", "58.000 Kilometer"), in
 * kilometres. A group of three digits after a space, dot or comma is a thousands group, as
 * mileages are whole numbers; a "k" multiplies by a thousand.
 */

const KM_PER_MILE = 1.609344;

const pattern = memoize((units: string) => new RegExp(`(?<![\\d.,])(\\d{1,3}(?:[ .,\\u00a0\\u202f]\\d{3})+|\\d+)\\s?(k\\s?)?(${units})(?![\\p{L}\\d])`, 'u'));

export function statedDistanceKm(text: string): number | null {
  const vocab = listingVocabulary();
  const units = [...vocab.mileageUnits].sort((a, b) => b.length - a.length).join('|');
  const m = pattern(units).exec(text.toLowerCase());
  if (!m) return null;
  const value = Number((m[1] as string).replace(/\D/g, '')) * (m[2] ? 1000 : 1);
  return vocab.mileUnits.has(m[3] as string) ? value * KM_PER_MILE : value;
}
