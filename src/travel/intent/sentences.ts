import type { Tok } from './tokens.js';

/** Marks that close a sentence (a line break is no token: a request's lines run on). */
const SENTENCE_END = new Set(['.', '!', '?']);
/** Marks that end a statement: a sentence's, or a semicolon's between two statements. */
export const STATEMENT_END: ReadonlySet<string> = new Set(['.', '!', '?', ';']);

/** Whether a token closes its sentence. */
export const endsSentence = (t: Tok | undefined): boolean => t !== undefined && SENTENCE_END.has(t.w);

/** The sentence around token i: [first, last] token indices, the closing mark included. */
export function sentenceOf(toks: readonly Tok[], i: number): [number, number] {
  let s = i;
  while (s > 0 && !endsSentence(toks[s - 1])) s--;
  let e = i;
  while (e < toks.length - 1 && !endsSentence(toks[e])) e++;
  return [s, e];
}

/** A statement's end, not the period of a German ordinal day ("am 3. Juni", "bis Freitag, 19. Jänner"). */
const endsStatement = (toks: readonly Tok[], k: number) => STATEMENT_END.has(toks[k]?.w ?? '') && !(toks[k]?.w === '.' && toks[k - 1]?.kind === 'num');

/** The statement around token i as token indices [start, end), its closing mark left out. */
export function statementAround(toks: readonly Tok[], i: number): [number, number] {
  let s = i;
  while (s > 0 && !endsStatement(toks, s - 1)) s--;
  let e = i;
  while (e < toks.length && !endsStatement(toks, e)) e++;
  return [s, e];
}
