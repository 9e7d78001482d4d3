import { AGE_UNITS, KIN, MONTH_UNITS, PETS } from './party-words.js';
import { CLOSING } from './signature.js';
import type { Tok } from './tokens.js';

/**
 * People's names in a request: who writes, who is addressed and who is booked for, never a place or a field of the
 * trip. A name is known by where it stands, in the six languages, not by a list of names:
 * - after a title of address ("Mrs Haldane", "M. et Mme Lefèvre", "Sr. Gómez", "Sig.ra Ferri", "Frau Schneider");
 * - after a greeting that opens the text or a line ("Hi Priya,", "Dear Ms. Okafor", "Bonjour Julie", "Ciao Marco!");
 * - after a sign-off that closes the text ("Thanks, Mark", "Cordialement, Julie", "Viele Grüße, Anna Weber");
 * - as the subject of a relayed request, right before a verb of wanting ("Lena wants", "Karim souhaite").
 * - after a word of a family or a couple, which names it by its surname ("famille Martin", "o casal Moreira", "la
 *   familia Ortega", "i coniugi Rossi").
 * - right after a relative's or a pet's noun, which it names ("mio figlio Tommaso", "Baby Emil", "notre chienne Pépette");
 * - as a chat speaker's label with its time stamp ("[18:02] Priya:", "Marta 10:14");
 * - after the label of a mail's header field at the start of a line ("De: Rafael Souza", "Para: Fernanda");
 * - listed with an age, in brackets or bare ("y Benja (6)", "Baby Emil (9 Monate)", "Tiago 11, Inês 8"): places have no age.
 * Returns the indexes of the name tokens (capitalised words, at most three, and a title before them).
 */

const TITLES = new Set(
  'mr mrs ms miss mx dr prof sir madam m mme mlle monsieur madame sr sra srta senor senora don dona herr frau sig sigra signor signora signore dott ing avv arch lic eng'.split(
    ' ',
  ),
);
/** Titles written in lower case without a dot before a first name ("don Ramón", "doña Carmen", "dona Rosa", "dom Pedro"). */
const LOWER_TITLES = new Set(['don', 'dona', 'dom']);
/** What stands before a named member of a party: the start of a list item, a joining word, "plus" ("wir 2 + Tim", "noi due più Fede"). */
const LISTED_AFTER = new Set([',', '(', ':', '\n', '+', '&', 'and', 'et', 'y', 'e', 'und', 'plus', 'piu', 'mais', 'mas']);
/** What may follow an age in a list of ages: its end, a bracket, a comma, a line break or a joining word. */
const AFTER_AGE = new Set([',', ')', '\n', ';', '.', 'and', 'et', 'y', 'e', 'und']);
/** Written after a title's dot: "Sig.ra", "Sr.ª". */
const TITLE_TAILS = new Set(['ra', 'a']);
/** Words that open a message by greeting its reader, in the six languages. */
export const GREETINGS = new Set(
  'hi hello hey dear greetings howdy bonjour salut coucou allo cher chere hola buenas querido querida estimado estimada hallo moin servus liebe lieber ciao buongiorno caro cara gentile oi ola prezado prezada'.split(
    ' ',
  ),
);
/** Verbs of wanting in the third person that follow the subject of a relayed request. */
const WANTS = new Set(
  'wants needs would souhaite souhaitent veut veulent voudrait aimerait quiere quieren necesita desea busca mochte mochten will sucht braucht vuole vorrebbe cerca desidera quer querem gostaria precisa procura'.split(
    ' ',
  ),
);
/** Labels of a mail's header fields that give people ("De: Rafael Souza", "Para: Fernanda", "An: Anna Weber", "To: Mark"). */
const HEADERS = new Set(['from', 'to', 'cc', 'de', 'para', 'von', 'an', 'a', 'da']);
const JOINS = new Set(['&', 'and', 'et', 'y', 'e', 'und']);
const FAMILIES = new Set(['family', 'famille', 'familia', 'familie', 'famiglia', 'casal', 'coniugi', 'ehepaar', 'couple']);
const MAX_WORDS = 3;

const nameWord = (t: Tok | undefined) => t !== undefined && t.kind === 'word' && t.cap && t.w.length >= 2;

/** The name run from token i: capitalised words, at most three. */
function run(toks: readonly Tok[], i: number): number {
  let j = i;
  while (j < i + MAX_WORDS && nameWord(toks[j])) j++;
  return j;
}

/** The token after a title (its dot and tail skipped), or -1 when token i is no title. */
function afterTitle(toks: readonly Tok[], i: number): number {
  const t = toks[i];
  // A title in lower case counts with its dot ("Tel. sig. Ferri").
  if (!t || t.kind !== 'word' || !(TITLES.has(t.w) || LOWER_TITLES.has(t.w))) return -1;
  if (!t.cap && toks[i + 1]?.w !== '.' && !LOWER_TITLES.has(t.w)) return -1;
  let j = i + 1;
  if (toks[j]?.w === '.') j++;
  if (TITLE_TAILS.has(toks[j]?.w ?? '') && toks[j - 1]?.w === '.') j++;
  if (toks[j]?.w === '.') j++;
  return j;
}

/**
 * The people named by a title of address and a name ("Dr Achieng Otieno", "M. Kouassi", "Frau Dr. Weber", "Sr. Almeida"):
 * the index of each first title and of the token after the name, and whether a greeting stands before it (the reader
 * addressed, "Dear Dr Lee").
 */
export function titledPeople(toks: readonly Tok[]): Array<{ at: number; end: number; greeted: boolean }> {
  const out: Array<{ at: number; end: number; greeted: boolean }> = [];
  for (let i = 0; i < toks.length; i++) {
    let j = afterTitle(toks, i);
    if (j < 0) continue;
    while (afterTitle(toks, j) > j) j = afterTitle(toks, j);
    const end = run(toks, j);
    if (end > j) out.push({ at: i, end, greeted: GREETINGS.has(toks[i - 1]?.w ?? '') });
    i = Math.max(i, end - 1);
  }
  return out;
}

/** Does an age follow token i: "(6)", "(9 Monate)", "(8 ans)", or a bare number closing a list item ("Inês 8,")? */
function agedAt(toks: readonly Tok[], i: number): boolean {
  const bracket = toks[i]?.w === '(';
  const n = toks[bracket ? i + 1 : i];
  if (n?.kind !== 'num' || !/^\d{1,2}$/.test(n.raw)) return false;
  let j = bracket ? i + 2 : i + 1;
  const unit = toks[j]?.w ?? '';
  if (AGE_UNITS.has(unit) || MONTH_UNITS.has(unit)) j++;
  return bracket ? toks[j]?.w === ')' : toks[j] === undefined || AFTER_AGE.has(toks[j]?.w ?? '');
}

/**
 * A chat speaker's label with its time stamp: "[18:02] Priya:" opening a line, or "Marta 10:14" alone on its line. The
 * stamp tells it from a line opened by a place ("Lisbon: 3 nights").
 */
const SPEAKER_LABELS = [
  /^[ \t]*\[[^\]\n]{1,30}\][ \t]*(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?)[ \t]*:/gmu,
  /^[ \t]*(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?),?[ \t]+\d{1,2}[:.h]\d{2}(?:[ \t]*:)?[ \t]*$/gmu,
];

/** Character spans of the speakers named in chat labels. */
function speakerSpans(text: string): Array<[number, number]> {
  return SPEAKER_LABELS.flatMap((re) =>
    [...text.matchAll(re)].map((m): [number, number] => {
      const start = (m.index ?? 0) + (m[0] ?? '').indexOf(m[1] ?? '');
      return [start, start + (m[1] ?? '').length];
    }),
  );
}

const opensLine = (text: string, toks: readonly Tok[], i: number) => i === 0 || /\n\s*$/.test(text.slice(toks[i - 1]?.end ?? 0, toks[i]?.start ?? 0));

export function personNames(text: string, toks: readonly Tok[]): Set<number> {
  const out = new Set<number>();
  const take = (from: number, to: number) => {
    for (let k = from; k < to; k++) out.add(k);
  };
  const speakers = speakerSpans(text);
  toks.forEach((t, k) => {
    if (speakers.some(([a, b]) => t.start >= a && t.end <= b)) out.add(k);
  });
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as Tok;
    let j = afterTitle(toks, i);
    // "Mr & Mrs Okafor", "M. et Mme Lefèvre": the name follows the last title.
    if (j >= 0 && JOINS.has(toks[j]?.w ?? '') && afterTitle(toks, j + 1) >= 0) continue;
    if (j < 0 && GREETINGS.has(t.w) && opensLine(text, toks, i)) {
      j = i + 1;
      const titled = afterTitle(toks, j);
      if (titled >= 0) j = titled;
      const end = run(toks, j);
      const closes = end > j && (toks[end] === undefined || [',', '!', '.', ':', '\n'].includes(toks[end]?.w ?? ''));
      if (closes) take(j, end);
      continue;
    }
    if (j >= 0) {
      // The title goes with the name it stands before ("de Mme Okafor"): neither is a place after a cue.
      const end = run(toks, j);
      if (end > j) take(i, end);
      continue;
    }
    // A sign-off closing the text on the writer's line ("... Thanks, Mark", "Viele Grüße, Anna Weber"): signature.ts's closings.
    if (t.kind === 'word' && toks[i - 1]?.kind === 'punct' && CLOSING.test(text.slice(t.start))) {
      for (let k = i + 1; k < toks.length; k++) if (nameWord(toks[k])) out.add(k);
      break;
    }
    if (HEADERS.has(t.w) && toks[i + 1]?.w === ':' && opensLine(text, toks, i)) take(i + 2, run(toks, i + 2));
    if (FAMILIES.has(t.w) && nameWord(toks[i + 1])) take(i + 1, run(toks, i + 1));
    if ((KIN.has(t.w) || PETS.has(t.w)) && nameWord(toks[i + 1])) out.add(i + 1);
    const listed = i === 0 || LISTED_AFTER.has(toks[i - 1]?.w ?? '') || KIN.has(toks[i - 1]?.w ?? '');
    if (nameWord(t) && listed && agedAt(toks, i + 1)) out.add(i);
    if (nameWord(t) && WANTS.has(toks[i + 1]?.w ?? '')) out.add(i);
  }
  return out;
}
