import { fieldWords } from './fields.js';
import { compact, isLegalForm, tokenize, type Token } from './names.js';

/**
 * How a page describes the person it names, read from the words bound to the name: the few words
 * before it and the apposition or predicate right after it, within the sentence ("the striker
 * Sofia Marin", "Sofia Marin, 22, a tennis player from Cluj", "Sofia Marin ist Zahnärztin",
 * "Sofia Marin, a spokesperson for Intel", "Sofia Marin coaches a rugby team"). One word here says
 * who this person is or what they do, where the same word elsewhere on the page may be about anyone.
 */

/** Words that, right after a name, introduce what the person is ("Marin is a tennis player", "Marin ist Zahnärztin"). */
export const PRESENT_COPULAS = new Set('is ist est es è é'.split(' '));
/** The same in the past ("Marin was a physicist", "war", "était", "fue", "era", "foi"): what the person was, an earlier career. */
const PAST_COPULAS = new Set('was war était fut fue era fu foi'.split(' '));
/**
 * Words that put a role in the past ("former physicist", "früher Forscherin", "ancienne avocate",
 * "ex-", "antiguo", "già", "antigo"): a field word in such a frame describes what the subject once
 * did, not another person.
 */
const PAST_MARKERS = new Set(
  (
    'former formerly previously once ex früher frühere früheren früherer ehemals ehemalige ehemaligen ehemaliger einst vormals ' +
    'ancien ancienne anciens anciennes anciennement autrefois antiguo antigua antiguos antiguas anteriormente ' +
    'già precedentemente antigo antiga antigos antigas'
  ).split(' '),
);
/**
 * Auxiliaries of the perfect right after a name ("has coached", "hat trainiert", "a entraîné",
 * "ha allenato", "ha entrenado", "tem treinado"): what follows is something the person did.
 */
const PERFECT_AUXILIARIES = new Set('has had hat hatte a avait ont ha aveva hanno había tem tinha'.split(' '));
/**
 * Endings of a simple past in the proof reader's languages ("coached", "trainierte", "spielte",
 * "entrenó", "allenò", "treinou"): a verb in the past states an earlier activity, not the person's
 * field. German "-te" only after the letters its weak verbs put there, so a French or Italian
 * present ("chante", "visite", "promette") stays present.
 */
const SIMPLE_PAST = /(?:ed|[erlhkc]te|ó|ò|ou)$/u;
/**
 * Verbs of saying and thinking ("says", "sagt", "dit", "dice", "afferma", "diz"): what follows is
 * what the person said, not what they do.
 */
const REPORTING = new Set(
  (
    'says said tells told thinks believes explains adds recalls notes admits argues hopes wants ' +
    'sagt meint erklärt glaubt betont erzählt findet hofft will ' +
    'dit pense explique affirme estime ajoute raconte croit espère veut ' +
    'dice piensa explica afirma cree añade cuenta espera quiere ' +
    'afferma pensa spiega dichiara racconta crede aggiunge spera vuole ' +
    'diz acha conta explica afirma acredita espera quer'
  ).split(' '),
);
/** Words that join the name to another subject or a place, not to a predicate ("and", "und", "et", "y", "e", "of", "in"). */
const NOT_PREDICATE = new Set('and or of in at from und oder aus et ou de du des à en y o del e ed di da do em na no'.split(' '));

/**
 * The name is the subject of a clause whose verb follows it ("Sofia Marin designs gardens",
 * "Sofia Marin entraîne une équipe de rugby", "Sofia Marin progetta giardini"): a lower-case word
 * right after the name that neither joins it to another name or a place nor reports speech.
 */
const predicateVerb = (token: Token | undefined) =>
  token !== undefined && token.word[0] === token.lower[0] && /^\p{L}/u.test(token.word) && !NOT_PREDICATE.has(token.lower) && !REPORTING.has(token.lower);

/** English verbs whose simple past has no "-ed" ("ran a bakery", "taught", "won"). */
const IRREGULAR_PAST = new Set(
  'became began bought built came did drew drove fought flew gave grew held kept led left made met ran rode sang sold spoke stood swam taught took won wrote'.split(
    ' ',
  ),
);

const pastPredicate = (token: Token) => PERFECT_AUXILIARIES.has(token.lower) || IRREGULAR_PAST.has(token.lower) || SIMPLE_PAST.test(token.lower);

/** Tokens read before a name and in the apposition after it. */
const BEFORE_NAME = 3;
const APPOSITION = 9;

/**
 * The words before the name and the apposition after it, each with whether it puts the role in
 * the past (a copula in the past tense, or a word such as "former" or "ex-"). Each side is read
 * on its own: in "coach Maren Østby, a former point guard" the coaching is present.
 */
interface RoleWindow {
  before: Token[];
  after: Token[];
  pastBefore: boolean;
  pastAfter: boolean;
}

const pastWord = (token: Token) => PAST_MARKERS.has(token.lower) || token.lower.startsWith('ex-');

function roleWindows(text: string, fullName: readonly string[]): RoleWindow[] {
  const windows: RoleWindow[] = [];
  for (const sentence of text.split(/(?<=[.!?;])\s+/u)) {
    const tokens = tokenize(sentence);
    for (let start = 0; start + fullName.length <= tokens.length; start += 1) {
      if (!fullName.every((word, offset) => tokens[start + offset]?.lower === word)) continue;
      // An organisation's name read with the legal form that closes it: "Sonnenhang GmbH, Betreiberin von ...".
      let end = start + fullName.length;
      while (isLegalForm(tokens[end]?.lower ?? '')) end += 1;
      const next = tokens[end];
      const gap = next ? sentence.slice((tokens[end - 1] as Token).at, next.at) : '';
      const punctuated = /[,(–—-]/u.test(gap);
      const predicate = !punctuated && predicateVerb(next);
      const describedAfter = next !== undefined && (punctuated || predicate || PRESENT_COPULAS.has(next.lower) || PAST_COPULAS.has(next.lower));
      const before = tokens.slice(Math.max(0, start - BEFORE_NAME), start);
      const after = describedAfter ? tokens.slice(end, end + APPOSITION) : [];
      const pastAfter = (next !== undefined && (PAST_COPULAS.has(next.lower) || (predicate && pastPredicate(next)))) || after.some(pastWord);
      windows.push({ before, after, pastBefore: before.some(pastWord), pastAfter });
    }
  }
  return windows;
}

/** The words bound to the name in the present: a role put in the past ("was a physicist", "former striker") is an earlier career. */
const presentWindows = (text: string, fullName: readonly string[]) =>
  roleWindows(text, fullName).map(({ before, after, pastBefore, pastAfter }) => ({ before: pastBefore ? [] : before, after: pastAfter ? [] : after }));

/**
 * The field the page names the person by ("footballer Sofia Marin", "Sofia Marin, a dentist"),
 * when it is none of the fields the entity's own site is in and no word around the name is in
 * the site's fields. Null when the site is in no field: two fields compared, never one.
 */
export function roleField(text: string, fullName: readonly string[], ownFields: readonly string[]): { field: string; words: string[] } | null {
  const around = fieldWords(
    presentWindows(text, fullName)
      .map((window) => [...window.before, ...window.after].map((token) => token.word).join(' '))
      .join(' . '),
  );
  if (ownFields.length === 0 || ownFields.some((field) => around.has(field))) return null;
  const [field, words] = [...around].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  return field && words ? { field, words } : null;
}

/**
 * Prepositions that tie a person to an organisation in an apposition ("head of", "at", "bei",
 * "chez", "di"), in the languages svc reads. German "für" and "von" are left out: every German
 * noun is capitalised, and "Expertin für Steuerrecht" names a subject, not an organisation.
 */
const TIES = new Set('of at for with from bei chez pour de du des di del della da per para em na no do van voor'.split(' '));
const JOINERS = new Set(['of', 'the', 'and', '&', 'de', 'du', 'di', 'del', 'der', 'den', 'dem', 'die', 'das', 'des', 'la', 'le']);

const capitalised = (token: Token) => token.word[0] !== token.lower[0];

/**
 * The organisations (or places) the apposition ties the person to, as compact names: "Sofia
 * Marin, a spokesperson for Intel" gives "intel", "Sofia Marin, Sprecherin bei den Stadtwerken Graz"
 * gives "stadtwerkengraz". Only capitalised runs right after a tie word count, and only of a role
 * in the present: a past employer is an earlier career.
 */
export function roleOrganisations(text: string, fullName: readonly string[]): string[] {
  const found = new Set<string>();
  for (const { after } of presentWindows(text, fullName)) {
    after.forEach((token, index) => {
      if (!TIES.has(token.lower)) return;
      let cursor = index + 1;
      while (after[cursor] && !capitalised(after[cursor] as Token) && JOINERS.has((after[cursor] as Token).lower)) cursor += 1;
      const run: string[] = [];
      for (; after[cursor] && (capitalised(after[cursor] as Token) || (run.length > 0 && JOINERS.has((after[cursor] as Token).lower))); cursor += 1)
        run.push((after[cursor] as Token).word);
      const name = compact(run.join(' '));
      if (name.length >= 3) found.add(name);
    });
  }
  return [...found];
}
