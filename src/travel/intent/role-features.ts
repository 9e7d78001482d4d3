import { greatCircleKm as distanceKm } from '../geo/distance.js';
import { clauseAt, clausesOf } from './clauses.js';
import { corrections } from './discourse.js';
import type { FieldLine } from './labels.js';
import type { Lang } from './language.js';
import type { RoledMention } from './place-mentions.js';
import { contextFeatures, sentenceIndex, type RoleContext } from './role-context.js';
import { cueClassBefore } from './roles.js';
import type { Tok } from './tokens.js';

/**
 * What the role model (role-model.ts) sees of one place mention: names of features, none drawn from example phrasings.
 * The rule-based role (so the model learns when to trust it), the cue lexicons' class of the governing word, the
 * clause's subject and predicate class, negation and correction in scope, position in the text (first or last place,
 * sentence and line, a quoted line, a labelled line, after a sign-off), the place's kind and prominence, places sharing
 * its country, the number of places, the lower-cased words in a small window around it, and its setting (role-context.ts:
 * the message part, places holding it or alternatives to it, the sentence's tense, a person or flight). Names are hashed into the
 * model's weight table, so any word may appear without a vocabulary.
 */
export type RoleClass = 'origin' | 'destination' | 'excluded' | 'other';
export const ROLE_CLASSES: readonly RoleClass[] = ['origin', 'destination', 'excluded', 'other'];

/** The trip field a roled mention fills: a stop on the way, a place set apart and another place's address fill none. */
export function ruleClass(r: RoledMention, addresses: ReadonlySet<RoledMention>): RoleClass {
  if (r.aside || addresses.has(r)) return 'other';
  return r.role === 'via' ? 'other' : r.role;
}

/** The rule's reading in full: set apart and why, an address, hedged, refused as visited. */
const ruleName = (r: RoledMention, addresses: ReadonlySet<RoledMention>) =>
  r.aside ? `aside_${r.aside}` : addresses.has(r) ? `address` : `${r.role}${r.soft ? '_soft' : ''}${r.visited ? '_visited' : ''}`;

const NEGATIONS = new Set(
  "not no never don't dont won't isn't aren't avoid except without ne pas jamais sauf sans evitar sin nunca excepto nicht kein keine keinen nie ohne ausser non mai senza tranne nao nem sem nunca exceto".split(
    ' ',
  ),
);
/** Modal and conditional cues of a wish or a hypothesis (a place to go, or only talked about). */
const MOOD =
  /^(?:would|could|might|maybe|perhaps|if|unless|aimerions|voudrions|pourrions|si|quizas|quisieramos|gustaria|wurden|mochten|konnten|wenn|falls|vorremmo|potremmo|se|gostariamos|queriamos|poderiamos)$/;
/** Past-tense and finished-trip cues ("last year", "l'an dernier", "el año pasado", "letztes Jahr", "l'anno scorso", "ano passado"). */
const PAST =
  /^(?:last|ago|went|been|was|were|did|dernier|derniere|passe|pasado|pasada|fuimos|estuvimos|letztes|letzten|waren|scorso|scorsa|siamo|stati|passado|passada|fomos|estivemos)$/;
/** Words that close a letter: what follows is a signature. */
const SIGN_OFF =
  /^(?:regards|cheers|thanks|thank|best|sincerely|cordialement|merci|amities|bises|saludos|gracias|abrazos|grusse|gruss|danke|saluti|grazie|cordiali|abracos|obrigado|obrigada|atenciosamente|att)$/;
const SENTENCE_END = new Set(['.', '!', '?', ';']);
const CLAUSE_STOP = new Set([...SENTENCE_END, ',', ':', 'but', 'mais', 'pero', 'aber', 'ma', 'mas']);
const WINDOW = 4;

const bucket = (n: number, edges: readonly number[]) => {
  const k = edges.findIndex((e) => n < e);
  return k < 0 ? `${edges.at(-1)}+` : String(edges[k - 1] ?? 0);
};

/** For each roled mention (in text order), the names of its features. */
export function roleFeatures(
  text: string,
  toks: readonly Tok[],
  roled: readonly RoledMention[],
  lang: Lang,
  labelled: (i: number) => FieldLine | null,
  addresses: ReadonlySet<RoledMention>,
  context: RoleContext,
): string[][] {
  const clauses = clausesOf(toks, lang);
  const sentences = sentenceIndex(toks);
  const setting = contextFeatures(toks, roled, lang, context, sentences);
  const fixes = corrections(toks);
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
  const lineOf = (at: number) => lineStarts.filter((s) => s <= at).length - 1;
  const lines = lineStarts.length;
  const signOff = toks.findIndex((t, i) => SIGN_OFF.test(t.w) && (i === 0 || lineOf(toks[i - 1]?.start ?? 0) < lineOf(t.start)));
  const sentenceOf = (i: number) => sentences.of[i] ?? sentences.of.at(-1) ?? 0;
  const order = [...roled].sort((a, b) => a.first - b.first);
  const n = order.length;
  return roled.map((r, j) => {
    const f: string[] = [];
    const rule = ruleName(r, addresses);
    const add = (name: string) => f.push(name, `${name}&r=${rule}`);
    f.push('bias', `r=${rule}`, `r=${rule}&l=${lang}`);
    for (const name of setting[j] ?? []) add(name);
    const cue = cueClassBefore(toks, r.first, lang) ?? 'none';
    add(`cue=${cue}`);
    f.push(`cue=${cue}&l=${lang}`);
    const clause = clauseAt(clauses, r.first);
    add(`subj=${clause?.subject ?? 'none'}`);
    add(`pred=${clause?.predicate ?? 'none'}`);
    // Negation, mood and tense within the place's clause, before and after it.
    let neg = false;
    let mood = false;
    let past = false;
    for (let k = r.first - 1; k >= Math.max(0, r.first - 6) && !CLAUSE_STOP.has(toks[k]?.w ?? '.'); k--) {
      const w = toks[k]?.w ?? '';
      neg ||= NEGATIONS.has(w);
      mood ||= MOOD.test(w);
      past ||= PAST.test(w);
    }
    if (neg) add('neg_before');
    for (let k = r.last; k < Math.min(toks.length, r.last + WINDOW) && !CLAUSE_STOP.has(toks[k]?.w ?? '.'); k++) {
      const w = toks[k]?.w ?? '';
      if (NEGATIONS.has(w)) add('neg_after');
      past ||= PAST.test(w);
    }
    if (mood) add('mood');
    if (past) add('past');
    if (fixes.some((c) => Math.abs(c.start - r.first) <= 8 || Math.abs(c.end - r.last) <= 8)) add('correction_near');
    // Position in the text.
    const k = order.indexOf(r);
    if (k === 0) add('first_place');
    if (k === n - 1) add('last_place');
    if (n === 1) add('only_place');
    f.push(`places=${bucket(n, [1, 2, 3, 4, 6])}`);
    add(`sentence=${bucket(sentenceOf(r.first), [0, 1, 2, 4])}`);
    const line = lineOf(r.mention.start);
    add(`line=${bucket(line, [0, 1, 2, 4])}`);
    if (lines > 2 && line === lines - 1) add('last_line');
    const lineText = text.slice(lineStarts[line] ?? 0, r.mention.start);
    if (/^\s*>/.test(lineText)) add('quoted');
    if (/^\s*#/.test(lineText)) add('heading');
    if (/^\s*[-*•]/.test(lineText)) add('bullet');
    if (lineText.includes(':')) add('after_colon');
    const field = labelled(r.first)?.field;
    if (field) add(`label=${field}`);
    if (signOff >= 0 && r.first > signOff) add('after_sign_off');
    if (r.mention.start > text.length * 0.8) add('tail');
    // The place itself.
    const m = r.mention;
    add(`kind=${m.type}`);
    if (m.airport) add('airport');
    if (m.weak) add('weak');
    if (m.residents) add('residents');
    const conf = m.confidence >= 0.8 ? 'high' : m.confidence >= 0.5 ? 'mid' : 'low';
    add(`conf=${conf}`);
    f.push(`kind=${m.type}&conf=${conf}`);
    if (m.alternatives.length > 0) add('ambiguous');
    if (r.last - r.first === 1) add('one_word');
    if (toks.slice(r.last).find((t) => SENTENCE_END.has(t.w))?.w === '?') add('question');
    if (!/\p{Lu}/u.test(m.matched_text)) add('lowercase');
    const others = order.filter((o) => o !== r);
    if (m.country && others.some((o) => o.mention.country === m.country)) add('shares_country');
    if (others.some((o) => (o.mention.id ?? o.mention.name) === (m.id ?? m.name))) add('named_twice');
    const near = Math.min(...others.map((o) => distanceKm(o.mention, m)));
    if (others.length > 0) add(`nearest=${near < 100 ? 'near' : near < 1000 ? 'region' : 'far'}`);
    if (others.some((o) => ruleClass(o, addresses) === 'origin' && sentenceOf(o.first) === sentenceOf(r.first))) add('origin_in_sentence');
    if (others.some((o) => ruleClass(o, addresses) === 'origin')) f.push('other_origin');
    if (others.some((o) => ruleClass(o, addresses) === 'destination')) f.push('other_destination');
    // The words around it, by distance and as a bag on each side.
    for (let d = 1; d <= WINDOW; d++) {
      const before = toks[r.first - d]?.w ?? '<s>';
      const after = toks[r.last + d - 1]?.w ?? '</s>';
      if (d <= 2) f.push(`w-${d}=${before}`, `w+${d}=${after}`);
      f.push(`wl=${before}`, `wr=${after}`);
    }
    f.push(`w-2-1=${toks[r.first - 2]?.w ?? '<s>'}_${toks[r.first - 1]?.w ?? '<s>'}`);
    return f;
  });
}
