import { negates } from './refusals.js';
import type { Lang } from './language.js';
import { DETERMINERS } from './party-words.js';
import type { Tok } from './tokens.js';

/**
 * A woman travelling alone, read from the grammar of the six languages, so each result answers the safety topic
 * (asks.ts) from what the service holds:
 *  - a feminine word of being alone that is predicative, after a verb or a noun rather than a determiner ("viajo sola",
 *    "je pars seule", "voyageuse seule", "viaggio da sola", "vou sozinha", "una mujer sola"); after a determiner it means
 *    "only" ("una sola semana", "la seule chose", "di sola andata"); a negation before it denies it ("pas seule");
 *  - a woman's noun and a word of being alone in one clause, either way round ("a woman travelling alone",
 *    "solo female traveller", "als Frau allein", "alleinreisende Frau", "mulher sozinha").
 */
const FEMININE_ALONE = new Set(['seule', 'sola', 'sozinha']);
const WOMAN = new Set(['woman', 'female', 'lady', 'frau', 'femme', 'mujer', 'donna', 'mulher']);
/** Words of being alone in any gender; German compounds open with "allein" ("alleinreisend"). */
const ALONE = new Set(['alone', 'solo', 'allein', 'alleine', 'seule', 'sola', 'sozinha']);
const alone = (w: string) => ALONE.has(w) || w.startsWith('allein');
/** "Only" before a noun: a determiner or the "of" of a kind ("una sola", "di sola andata"). */
const ONLY_BEFORE = new Set([...DETERMINERS, 'de', 'di', 'da', 'ni', 'cette', 'esta', 'questa', 'essa']);
/** How many words may part the woman's noun from the word of being alone ("a woman travelling alone"). */
const REACH = 3;

/** Whether the feminine word of being alone at i is predicative ("viajo sola"), not "only" ("una sola noche"). */
function predicativeAlone(toks: readonly Tok[], i: number, lang: Lang): boolean {
  const before = toks[i - 1];
  if (!FEMININE_ALONE.has(toks[i]?.w ?? '') || before?.kind !== 'word') return false;
  // Italian "da sola" is "on her own"; any other determiner or "of" before it makes it "only".
  if (before.w === 'da' && lang === 'it') return !negates(toks[i - 2]?.w ?? '', lang);
  return !ONLY_BEFORE.has(before.w) && !negates(before.w, lang) && !negates(toks[i - 2]?.w ?? '', lang);
}

/** A woman's noun within reach of a word of being alone in the same clause, as the span [start, end) of both. */
function womanAlone(toks: readonly Tok[], i: number): [number, number] | null {
  if (!WOMAN.has(toks[i]?.w ?? '')) return null;
  for (let d = 1; d <= REACH; d++) {
    if (toks[i + d]?.kind === 'word' && alone(toks[i + d]?.w ?? '')) return [i, i + d + 1];
    if (toks[i - d]?.kind === 'word' && alone(toks[i - d]?.w ?? '')) return [i - d, i + 1];
    if (toks[i + d]?.kind === 'punct' && toks[i - d]?.kind === 'punct') break;
  }
  return null;
}

/** The words that say a woman travels alone, as a token span [start, end), or null. */
export function soloWoman(toks: readonly Tok[], lang: Lang): { start: number; end: number } | null {
  for (let i = 0; i < toks.length; i++) {
    const span = womanAlone(toks, i) ?? (predicativeAlone(toks, i, lang) ? [i - 1, i + 1] : null);
    if (span) return { start: span[0], end: span[1] };
  }
  return null;
}
