import type { Lang } from './language.js';
import type { Tok } from './tokens.js';

/**
 * Which country's Portuguese a request is written in, when nothing else says where the writer is: Brazilian and European
 * Portuguese differ in grammar (Brazil's progressive is the gerund, "estamos pensando"; Portugal's is "a" with the
 * infinitive, "estamos a pensar"), in the pronoun of address ("você", "vc"), in contractions ("pra", "pro") and in everyday
 * nouns ("ônibus" against "autocarro", "trem" against "comboio", "celular" against "telemóvel"). Each sign counts one; the
 * variety with more signs wins, none when they tie. Most Portuguese speakers live in Brazil, but a bare amount is only read
 * in reais on the writing's own evidence.
 */
const BRAZIL = new Set('voce voces vc vcs pra pro pros onibus busao trem celular galera feriadao role moleques gnt oi'.split(' '));
const PORTUGAL = new Set('autocarro comboio telemovel miudos fixe pequeno-almoco rapariga sumo portagens'.split(' '));
/** Forms of "estar" (and "andar") that open a progressive. */
const PROGRESSIVE = new Set(['estou', 'estamos', 'esta', 'estao', 'estava', 'estavamos', 'ando', 'andamos', 'to', 'ta', 'tava', 'tamo', 'tamos']);
const INFINITIVE = /(?:ar|er|ir|or)$/;

/** The country (ISO alpha-2) whose variety of the request language the writing shows, if it shows one. */
export function writerVariety(toks: readonly Tok[], lang: Lang): string | undefined {
  if (lang !== 'pt') return undefined;
  let brazil = 0;
  let portugal = 0;
  toks.forEach((t, i) => {
    // "kkkk" is how Brazilians write laughter.
    if (BRAZIL.has(t.w) || /^k{3,}$/.test(t.w)) brazil++;
    if (PORTUGAL.has(t.w)) portugal++;
    if (!PROGRESSIVE.has(t.w)) return;
    const next = toks[i + 1]?.w ?? '';
    if (next.endsWith('ndo')) brazil++;
    if (next === 'a' && INFINITIVE.test(toks[i + 2]?.w ?? '')) portugal++;
  });
  return brazil > portugal ? 'BR' : portugal > brazil ? 'PT' : undefined;
}
