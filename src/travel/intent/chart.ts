import { OCCASIONS } from './date-words.js';
import type { Span } from './text.js';
import type { Tok } from './tokens.js';

/**
 * The chart of a request: every recogniser proposes typed candidate spans over the one token
 * sequence, without looking at what the others found; the chooser then keeps the set of
 * non-overlapping candidates with the most evidence, and the field readers build their fields from
 * the chosen spans only. What a number measures is decided by the word it binds to, so a candidate
 * that binds its number to an explicit head ("10-month-old baby", "4 nights", "$250 a night", "our
 * 10th anniversary") outweighs one that takes the same number bare, and a longer well-evidenced
 * span outweighs the fragments it covers.
 */
export type CandidateKind =
  | 'date'
  | 'money'
  | 'duration'
  | 'party'
  | 'tier'
  | 'theme'
  /** A theme the traveller does not want ("nada de praia", "pas de plage"): it holds its words, and no field reads it. */
  | 'unwanted_theme'
  | 'event'
  | 'place'
  | 'access'
  /** A stated health condition ("COPD", "embarazada"): a need every result answers. */
  | 'health'
  | 'event_word'
  | 'service'
  | 'multi_city'
  | 'vague_time'
  /** A number bound to a head no field reads ("10 hours", "seats 5", "our 10th anniversary", "8 months old"). */
  | 'measure'
  /** A way of travelling ruled out or imposed ("no flying", "mit dem Zug"; travel-modes.ts). */
  | 'mode'
  /** A stated nationality or passport ("wir sind Österreicher", "UK passport"; nationality.ts). */
  | 'nationality'
  /** An airline's name ("Air France", "Turkish Airlines"): a name, no place (carriers.ts). */
  | 'carrier'
  /** A lodging's or hotel chain's name ("hoteles NH o Meliá", "the Hotel Sacher"): a name, no place (lodging-names.ts). */
  | 'lodging';

export interface Evidence {
  /** The word the candidate binds to: a unit, a currency, a person noun, an occasion, a lexicon entry. */
  head: string | null;
  /** A context word before the span that supports the reading ("for", "per", "with", "to"). */
  cue: string | null;
  /**
   * The capitalised words of a name of two or more words ("Easter Island", "Isle of Skye"): each is evidence for the
   * whole name, as a head is, so the name outweighs fragments of it that other readers head ("Easter", "Island").
   */
  named?: number;
}

export interface Candidate {
  kind: CandidateKind;
  /** Token span [start, end). */
  start: number;
  end: number;
  evidence: Evidence;
  /** Which proposal of its recogniser this is (index into the recogniser's own list). */
  ref: number;
}

/**
 * The weight of a candidate: one per token it covers (longer readings explain more of the request),
 * plus HEAD when it binds to an explicit head word (HEAD for each capitalised word of a written name of two or more
 * words) and CUE when a context word supports it. A bare
 * number (a number and nothing that says what it counts) has no head, so any headed reading of the
 * same number wins. Two parameters in all.
 */
const HEAD = 2;
const CUE = 0.5;
export const weight = (c: Candidate): number =>
  c.end - c.start + (c.evidence.head ? HEAD * Math.max(1, c.evidence.named ?? 1) : 0) + (c.evidence.cue ? CUE : 0);

/**
 * Weighted interval selection: the non-overlapping subset of candidates with the largest total
 * weight (dynamic programming over candidates sorted by end, O(n log n)). Candidates with an empty
 * span are dropped. `tie` (below 1) separates equal weights only.
 */
export function choose(candidates: readonly Candidate[], tie: (c: Candidate) => number = () => 0): Candidate[] {
  const cs = candidates.filter((c) => c.end > c.start).sort((a, b) => a.end - b.end || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const best: number[] = new Array<number>(cs.length + 1).fill(0);
  const take: boolean[] = new Array<boolean>(cs.length).fill(false);
  const prev: number[] = cs.map((c) => lastEndingBy(cs, c.start));
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] as Candidate;
    const withIt = weight(c) + tie(c) / 1000 + (best[(prev[i] as number) + 1] as number);
    const without = best[i] as number;
    take[i] = withIt > without;
    best[i + 1] = Math.max(withIt, without);
  }
  const out: Candidate[] = [];
  for (let i = cs.length - 1; i >= 0;) {
    if (take[i]) {
      out.push(cs[i] as Candidate);
      i = prev[i] as number;
    } else i--;
  }
  return out.reverse();
}

/** Index of the last candidate (sorted by end) that ends at or before token `at`, or -1. */
function lastEndingBy(cs: readonly Candidate[], at: number): number {
  let lo = 0;
  let hi = cs.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((cs[mid] as Candidate).end <= at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The token span [start, end) of a character span, or null when it covers no token. */
export function tokenSpan(toks: readonly Tok[], s: Span): { start: number; end: number } | null {
  let start = -1;
  let end = -1;
  toks.forEach((t, i) => {
    if (t.start < s.end && t.end > s.start) {
      if (start < 0) start = i;
      end = i + 1;
    }
  });
  return start < 0 ? null : { start, end };
}

/** The tokens chosen for kinds other than `kind`: what a field reader re-run for `kind` must skip. */
export function takenByOthers(chosen: readonly Candidate[], kind: CandidateKind, size: number): (i: number) => boolean {
  const mask = new Array<boolean>(size).fill(false);
  for (const c of chosen) if (c.kind !== kind) for (let k = c.start; k < c.end; k++) mask[k] = true;
  return (i) => mask[i] === true;
}

const ORDINAL_SUFFIX = new Set(['th', 'st', 'nd', 'rd', 'e', 'eme', 'er', 'o', 'a', '.', 'º', 'ª']);
const OF_WORDS = new Set(['of', 'de', 'di', 'do', 'da', 'del', 'des', 'du']);
/** Units that measure something no field reads: flight hours, distances, weights, seats, stars. */
const OTHER_UNITS = new Set(
  'hour hours hr hrs h heure heures hora horas stunde stunden std ora ore km kms kilometre kilometres kilometer kilometers kilometro kilometros chilometri mile miles milla millas meile meilen miglia milhas kg kilo kilos seat seats places plazas sitze sitzplatze posti lugares star stars etoiles estrellas sterne stelle estrelas bag bags suitcase suitcases valise valises maleta maletas koffer valigia valigie mala malas'.split(
    ' ',
  ),
);
const AGE_UNITS = new Set('month months mois mes meses monat monate monaten mese mesi week weeks semaines semanas wochen settimane'.split(' '));
const AGE_WORDS = new Set(['old', 'alt', 'alte', 'altes', 'alter', 'altem']);
const YOUNG = new Set(
  'baby babies infant son daughter bebe bebes nourrisson fils fille enfant nene nino nina hijo hija bambino bambina neonato figlio figlia filho filha crianca'.split(
    ' ',
  ),
);
const SEATS_VERBS = new Set(['seats', 'sleeps', 'fits', 'holds']);

/**
 * Numbers bound to a head that no field reads, proposed so the chart can weigh them against the
 * readers that would take the number bare: an age in months or weeks ("8-month-old", "10 Monate
 * alt", "bébé de 9 mois"), an occasion's ordinal ("our 10th anniversary", "25. Hochzeitstag"), a
 * capacity ("a car that seats 5") and a measure in hours, distance, weight, seats or stars.
 */
export function proposeMeasures(toks: readonly Tok[]): Array<{ start: number; end: number; head: string; cue: string | null }> {
  const out: Array<{ start: number; end: number; head: string; cue: string | null }> = [];
  const w = (i: number) => toks[i]?.w ?? '';
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as Tok;
    if (t.kind !== 'num') continue;
    let j = i + 1;
    // "10th", "20e", "25.", "30º": the ordinal suffix written after the digits.
    const ordinal = ORDINAL_SUFFIX.has(w(j)) && toks[j]?.start === t.end;
    if (ordinal) j++;
    if (OCCASIONS.has(w(j))) {
      out.push({ start: i, end: j + 1, head: w(j), cue: null });
      continue;
    }
    if (w(i + 1) === '-' && AGE_UNITS.has(w(i + 2))) j = i + 2;
    else j = i + 1;
    if (AGE_UNITS.has(w(j))) {
      const dash = w(j + 1) === '-' ? 1 : 0;
      const old = AGE_WORDS.has(w(j + 1 + dash));
      // "bébé de 9 mois", "figlio di 11 mesi": a person noun, "of", then the age.
      const ofPerson = OF_WORDS.has(w(i - 1)) && YOUNG.has(w(i - 2));
      if (old) out.push({ start: i, end: j + 2 + dash, head: w(j + 1 + dash), cue: null });
      else if (ofPerson) out.push({ start: i - 1, end: j + 1, head: w(j), cue: w(i - 2) });
      continue;
    }
    if (OTHER_UNITS.has(w(i + 1))) out.push({ start: i, end: i + 2, head: w(i + 1), cue: w(i - 1) || null });
    else if (SEATS_VERBS.has(w(i - 1))) out.push({ start: i - 1, end: i + 1, head: w(i - 1), cue: null });
  }
  return out;
}
