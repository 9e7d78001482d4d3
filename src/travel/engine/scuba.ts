import { themesRuledOutByCoast } from '../knowledge/models/coast.js';
import { divingData } from '../knowledge/diving.js';
import { THEME_MIN_STRENGTH, type Candidate } from './types.js';

/** Whether the request asks to scuba dive: the reader's diving theme (it leaves out "sky diving", "plongée libre"). */
export function asksScuba(readerThemes: readonly string[]): boolean {
  return readerThemes.includes(divingData().theme);
}

/**
 * Whether one dives at the candidate: its curated diving attribute, or for a research-ready place
 * (no curated themes) a coast by coast_distance_model_v1 (an inland place has no dive sites).
 */
export function divesAt(c: Candidate): boolean {
  const { attribute } = divingData();
  return c.themes ? (c.themes[attribute] ?? 0) >= THEME_MIN_STRENGTH : themesRuledOutByCoast(c, [attribute]).length === 0;
}
