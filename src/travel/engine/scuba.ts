import { foldName } from '../../text/fold-name.js';
import { THEME_DEFS } from '../intent/index.js';
import { themesRuledOutByCoast } from '../knowledge/models/coast.js';
import { divingData } from '../knowledge/diving.js';
import { THEME_MIN_STRENGTH, type Candidate } from './types.js';

/**
 * Whether the request asks to scuba dive: the reader's diving theme is asked, and the text does not
 * use diving words only as the head of compounds naming another sport ("sky diving", "cliff
 * diving", "free diving", which the reader also takes for diving). When it has such a compound, the
 * compounds are removed and the reader's own diving words, in every language, looked for in what is left.
 */
export function asksScuba(readerThemes: readonly string[], request: string | undefined): boolean {
  const { theme, other_sports } = divingData();
  if (!readerThemes.includes(theme)) return false;
  const compound = new RegExp(`\\b(${other_sports.join('|')}) ?div(e|es|er|ers|ing)\\b`, 'g');
  const text = foldName(request ?? '');
  if (!compound.test(text)) return true;
  const left = ` ${text.replace(compound, ' ')} `;
  const words = Object.values(THEME_DEFS.find((t) => t.id === theme)?.synonyms ?? {}).flat();
  return words.some((w) => left.includes(` ${foldName(w)} `));
}

/**
 * Whether one dives at the candidate: its curated diving attribute, or for a research-ready place
 * (no curated themes) a coast by coast_distance_model_v1 (an inland place has no dive sites).
 */
export function divesAt(c: Candidate): boolean {
  const { attribute } = divingData();
  return c.themes ? (c.themes[attribute] ?? 0) >= THEME_MIN_STRENGTH : themesRuledOutByCoast(c, [attribute]).length === 0;
}
