import { STATEMENT_END } from './sentences.js';
import { chatTurns } from './chat-thread.js';
import { MONTHS } from './date-words.js';
import { namesField } from './labels.js';
import type { Lang } from './language.js';
import { PhraseIndex, tokenize, type Tok } from './tokens.js';
import { signatureLines } from './signature.js';
import { fold } from './text.js';
import { isName, pastVisitClauses } from './visited.js';
import { elsewhereNounAt } from './departure.js';

/**
 * The parts of a message, in the order their fields take precedence. A request is often not one
 * text: a reply carries the older messages it answers ("> ..." lines, "-----Original Message-----",
 * "Le ... a écrit :", "Am ... schrieb ...:", "Forwarding what X sent me: --- ... ---"), a writer
 * corrects themself ("two weeks, no wait, ten days", "anzi no", "quer dizer") and tells past trips
 * beside the new one ("last year we went to Crete"). Each part is read alone; a field comes from
 * the first part that states it:
 * - `newest`: what the writer says after their last self-correction, to the end of its sentence;
 * - `rest`: the writer's other sentences;
 * - `earlier`: what the correction's sentence said before it, taken back;
 * - `quoted`: quoted or forwarded older text, which fills only what the writer leaves unsaid;
 * - `past`: clauses telling a trip already made, whose places are history unless the request weighs them;
 * - `off`: clauses calling a plan off or in which the writer stays behind ("moi je reste à Paris"), which give only the places they rule out;
 * - `later`: another trip asked for after this one ("and then in October we also want Vienna"), read by nobody and reported.
 * A pasted chat thread (chat-thread.ts) is quoted text up to its last turn, which is the writer's.
 * Greetings, sign-offs, signatures (signature.ts), speakers' labels and mail headers belong to no
 * part: they are read by nobody. Every part is the whole message with the other parts blanked, so
 * offsets stay those of the message.
 */
export type PartRole = 'newest' | 'rest' | 'earlier' | 'quoted' | 'past' | 'off' | 'later';
export interface Part {
  role: PartRole;
  text: string;
}

/** Char ranges [start, end) of a message, by what they are. */
interface Layout {
  quoted: Array<[number, number]>;
  unread: Array<[number, number]>;
}

/** Lines that open a quoted message: reply headers and separators of the six languages' mail clients. Lines are tested trimmed. */
const REPLY_HEADER =
  /^\s*(?:on\b.{3,120}\bwrote|le\b.{3,120}\ba écrit|el\b.{3,120}\bescribi[oó]|am\b.{3,120}\bschrieb.{0,80}|il giorno\b.{3,120}\bha scritto|em\b.{3,120}\bescreveu|.{0,120}\b(?:wrote|a écrit|escribi[oó]|schrieb|ha scritto|escreveu))\s?:?$/iu;
const SEPARATOR =
  /^\s*-{2,}\s*(?:original message|forwarded message|message d'origine|message transféré|mensaje original|mensaje reenviado|ursprüngliche nachricht|weitergeleitete nachricht|messaggio originale|messaggio inoltrato|mensagem original|mensagem encaminhada)\s*-{2,}\s*$|^\s*(?:begin forwarded message|début du message réexpédié)\s*:\s*$/iu;
/** Header fields of a quoted mail (sender, date, subject): metadata, not request. */
const MAIL_FIELD =
  /^(?:>\s*)?(?:from|sent|to|cc|date|subject|de|envoyé|à|objet|enviado|para|asunto|fecha|von|gesendet|an|betreff|datum|da|inviato|a|oggetto|data|enviada|assunto)\s*:/iu;
/** A forwarded mail's own header without a separator above it: a sender line, then a sent or subject line ("Von: ... Gesendet: ... Betreff: ..."); a form's "De: Lyon / À: Rome" has neither. */
const SENDER_FIELD = /^(?:from|de|von|da)\s*:\s*\S/iu;
const SENT_FIELD = /^(?:sent|subject|envoyé|objet|enviado|asunto|gesendet|betreff|inviato|oggetto|enviada|assunto)\s*:/iu;
const HEADER_REACH = 4;
const mailHeaderAt = (lines: ReadonlyArray<{ s: string }>, k: number) =>
  SENDER_FIELD.test(lines[k]?.s ?? '') && lines.slice(k + 1, k + 1 + HEADER_REACH).some((l) => SENT_FIELD.test(l.s));
/** A line introducing forwarded text ("Forwarding what Sam sent me:", "Je te transfère le mail de Léa :"). */
const FORWARD_INTRO =
  /(?:\bforward|\bfwd?\b|sent me|transf[eè]r|r[eé]exp[eé]di|envoy[eé]|reenv[ií]|m[ae]nd[oó]|weiterge|weiterleit|geschickt|schickte|inoltr|mandat[oa]|encaminh|mandou|enviou)[^\n]*:\s*$/iu;
const RULE = /^\s*(?:-{3,}|_{3,}|={3,}|\*{3,})\s*$/u;
const GREETING =
  /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|bonjour|bonsoir|salut|cher|chère|hola|buenas|buen día|buenos días|estimad[oa]|querid[oa]|hallo|liebe|lieber|sehr geehrte[rs]?|guten (?:tag|morgen|abend)|moin|servus|buongiorno|buonasera|ciao|salve|gentile|car[oa]|olá|ola|oi|bom dia|boa tarde|boa noite|prezad[oa])\b[^\n,!:]{0,40}[,!:.]?\s*$/iu;
function layout(text: string): Layout {
  const lines: Array<{ start: number; end: number; s: string; raw: string }> = [];
  let at = 0;
  for (const raw of text.split('\n')) {
    lines.push({ start: at, end: at + raw.length, s: raw.trim(), raw });
    at += raw.length + 1;
  }
  const quoted: Array<[number, number]> = [];
  const unread: Array<[number, number]> = [];
  let rest = false;
  let forward: 'rule' | 'paragraph' | null = null;
  const firstText = lines.findIndex((l) => l.s.trim() !== '');
  const turns = chatTurns(
    lines.map((l) => l.raw),
    (label) => namesField(fold(label)) || MAIL_FIELD.test(`${label}:`),
  );
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k] as { start: number; end: number; s: string; raw: string };
    const span: [number, number] = [l.start, l.end];
    const bare = l.s.replace(/^>+ ?/, '');
    if (SEPARATOR.test(bare) || (REPLY_HEADER.test(bare) && lines.length > 1) || (!rest && mailHeaderAt(lines, k))) {
      unread.push(span);
      rest = true;
      continue;
    }
    // A rule closes a forwarded block opened by a separator ("---- Forwarded message ---- ... ----"): the writer speaks again.
    if (rest && RULE.test(l.s)) {
      unread.push(span);
      rest = false;
      continue;
    }
    if (rest || l.s.startsWith('>')) {
      const gt = l.s.startsWith('>') ? l.raw.indexOf('>') : -1;
      if (MAIL_FIELD.test(l.s) || l.s === '>') unread.push(span);
      else if (gt >= 0) {
        unread.push([l.start, l.start + gt + 1]);
        quoted.push([l.start + gt + 1, l.end]);
      } else quoted.push(span);
      continue;
    }
    if (forward === null && FORWARD_INTRO.test(l.s) && k + 1 < lines.length) {
      unread.push(span);
      forward = RULE.test(lines[k + 1]?.s ?? '') ? 'rule' : 'paragraph';
      if (forward === 'rule') unread.push([lines[k + 1]?.start ?? 0, lines[k + 1]?.end ?? 0]);
      if (forward === 'rule') k++;
      continue;
    }
    if (forward !== null) {
      const ends = forward === 'rule' ? RULE.test(l.s) : l.s.trim() === '';
      if (ends) {
        unread.push(span);
        forward = null;
        // A forwarded block in a paragraph of its own is closed; what follows is the writer again.
        continue;
      }
      quoted.push(span);
      continue;
    }
    // A pasted chat: the speaker's label is read by nobody; turns before the last are older messages.
    const turn = turns.find((t) => k >= t.line && k < t.end);
    if (turn) {
      const body = k === turn.line ? l.start + turn.label : l.start;
      if (body > l.start) unread.push([l.start, body]);
      if (turn !== turns.at(-1)) quoted.push([body, l.end]);
      continue;
    }
    // A greeting is a line of its own above the message ("Hi Maria,"): "Lieber Genua statt Mailand" alone is the request.
    if (k === firstText && GREETING.test(l.s) && lines.slice(k + 1).some((n) => n.s.trim() !== '')) unread.push(span);
  }
  // The signature under the writer's text: read by nobody.
  const own = lines.map((l) => (covered(quoted, l.start) || covered(unread, l.start) ? '' : l.s));
  for (const k of signatureLines(own)) unread.push([lines[k]?.start ?? 0, lines[k]?.end ?? 0]);
  return { quoted, unread };
}

const covered = (spans: ReadonlyArray<[number, number]>, at: number) => spans.some(([s, e]) => at >= s && at < e);

/** The message with everything outside `keep` blanked (line breaks kept). */
function only(text: string, keep: (at: number) => boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    out += keep(i) || ch === '\n' ? ch : ' ';
  }
  return out;
}

/**
 * Interjections that take back what was just said, in the six languages: what follows replaces it
 * ("no wait", "euh non", "bueno no", "nee, doch", "anzi", "quer dizer"). Only phrases that mark a
 * correction wherever they stand: a bare "no" or "actually" is often an ordinary word.
 */
const CORRECTIONS = new PhraseIndex<true>();
for (const p of [
  'no wait',
  'wait no',
  'no , wait',
  'wait , no',
  'actually no',
  'no , actually',
  'no actually',
  'or rather',
  'make that',
  'sorry , i mean',
  'i mean ,',
  'correction :',
  'euh non',
  'heu non',
  'euh enfin',
  'non attends',
  'non , attends',
  'enfin non',
  'non pardon',
  'non finalement',
  'non , finalement',
  'finalement plutot',
  'ou plutot',
  'ou plutot ,',
  'non en fait',
  'je veux dire',
  'bueno no',
  'bueno , no',
  'mejor dicho',
  'o sea no',
  'no , espera',
  'no espera',
  'no esperate',
  'no , esperate',
  'scratch that',
  'digo ,',
  'nee , doch',
  'nein warte',
  'nein , warte',
  'nee warte',
  'nee , warte',
  'nee doch',
  'nein , doch',
  'nein doch',
  'nee ,',
  'ahm nein',
  'ah nein',
  'nein , eigentlich',
  'nein eigentlich',
  'besser gesagt',
  'ich meine',
  'eh no',
  'ah no',
  'no mejor',
  'no , mejor',
  'nee moment',
  'nein moment',
  'nee , moment',
  'enfin plutot',
  'anzi',
  'anzi no',
  'no aspetta',
  'no , aspetta',
  'cioe',
  'o meglio',
  'quer dizer',
  'alias',
  'ou melhor',
  'nao , espera',
  'nao espera',
  // A value restated under "make it", and an apology between two values ("5 días en mayo, perdón, 6 días").
  'actually make it',
  'actually , make it',
  ', make it',
  'sorry ,',
  'pardon ,',
  'perdon ,',
  'perdona ,',
  'scusa ,',
  'scusate ,',
  'desculpa ,',
  'desculpe ,',
  'perdao ,',
  'melhor dizendo',
  'rectifico',
  'rectifico :',
  'correction ,',
  'korrektur :',
  'correzione :',
  'correcao :',
  'correccion :',
  // A place put as a question and answered by the writer ("Berlin? Nein, lieber Hamburg", "¿Ibiza? No, mejor Menorca").
  '? no ,',
  '? non ,',
  '? nein ,',
  '? nee ,',
  '? nao ,',
  'sorry i meant',
  'sorry , i meant',
  'i meant ,',
])
  CORRECTIONS.add(p, true);

/** Hesitations that may stand before a correction instead of a pause ("Berlin äh ich meine Hamburg"). */
const HESITATIONS = new Set(['ah', 'ahm', 'eh', 'ehm', 'em', 'oh', 'also', 'nein', 'nee']);
/**
 * "ich meine" corrects only after a pause or a hesitation ("Berlin, ich meine Hamburg"); after a verb it is a subject and
 * its possessive ("möchte ich meine Frau überraschen").
 */
const pausedBefore = (toks: readonly Tok[], hit: { start: number }): boolean =>
  toks[hit.start]?.w !== 'ich' || toks[hit.start - 1]?.kind === 'punct' || HESITATIONS.has(toks[hit.start - 1]?.w ?? '');

/** The token spans of the writer's self-corrections, in order; a correction needs something before it to take back. */
export const corrections = (toks: readonly Tok[]): Array<{ start: number; end: number }> =>
  CORRECTIONS.all(toks)
    .filter((hit) => hit.start > 0 && pausedBefore(toks, hit))
    .map((hit) => ({ start: hit.start, end: hit.end }));

/**
 * Conjunctions that correct a negated constituent with the one after them ("nicht ab Frankfurt, sondern
 * ab Hamburg", "no en avión sino en tren", "non X bensì Y", "pas X mais plutôt Y", "não X e sim Y",
 * "not X but rather Y"). An adversative alone ("but", "mais", "aber") does not correct: it adds.
 */
const CORRECTIVES = new PhraseIndex<true>();
for (const p of ['sondern', 'sino', 'sino que', 'bensi', 'but rather', 'but instead', 'mais plutot', 'ma piuttosto', 'e sim', 'mas sim', 'sim'])
  CORRECTIVES.add(p, true);

/** The token spans of corrective conjunctions, in order; each needs something before it to correct. */
export const correctives = (toks: readonly Tok[]): Array<{ start: number; end: number }> =>
  CORRECTIVES.all(toks)
    .filter((hit) => hit.start > 0 && (toks[hit.start]?.w !== 'sim' || toks[hit.start - 1]?.kind === 'punct'))
    .map((hit) => ({ start: hit.start, end: hit.end }));

const oneSentence = (toks: readonly Tok[], from: number, to: number) => !toks.slice(from, to).some((t) => STATEMENT_END.has(t.w));

/**
 * The scope of one self-correction over things said of one kind (dates, places), as token spans: the last said before it
 * in its sentence, which it takes back, and the first said after it in its sentence, which replaces it. Either may be
 * missing ("la primera semana, no espera, mejor la segunda" restates a word, not a whole date).
 */
export function correctionScope<T extends { start: number; end: number }>(
  toks: readonly Tok[],
  said: readonly T[],
  mark: { start: number; end: number },
): { taken: T | undefined; replacing: T | undefined } {
  const taken = said.filter((m) => m.end <= mark.start && oneSentence(toks, m.end, mark.start)).at(-1);
  const replacing = said.find((m) => m.start >= mark.end && oneSentence(toks, mark.end, m.start));
  return { taken, replacing };
}

/** The character span of the writer's last self-correction, or null. */
function lastCorrection(toks: readonly Tok[]): { start: number; end: number } | null {
  const hit = corrections(toks).at(-1);
  return hit ? { start: toks[hit.start]?.start ?? 0, end: toks[hit.end - 1]?.end ?? 0 } : null;
}

/** Negations of the six languages ("mai" is May in German, "no" "in the" in Portuguese: each is read in its own language). */
const NOT = /^(?:not|never|\w+n't|pas|ne|jamais|nicht|kein|nie|non|nao|nunca)$/;
const NOT_IN: Partial<Record<Lang, RegExp>> = { en: /^no$/, es: /^no$/, it: /^(?:no|mai)$/ };
const GO =
  /^(?:go|going|travel\w*|fly|flying|head\w*|va|vais|allons|allez|part|partons|irons|partirons|vamos|voy|iremos|viajamos|viajaremos|fahren|fliegen|reisen|gehen|andiamo|vado|andremo|partiamo|vou|vai|iremos|viajaremos)$/;
/** Words that may stand between the verb and the place it goes to ("no vamos a Buenos Aires", "nicht mehr ab Frankfurt"). */
const REACH = 3;
const CLAUSE = new Set(['.', ';', '!', '?', ',', ':', '(', ')', '-', 'but', 'mais', 'pero', 'aber', 'ma', 'mas', 'sondern', 'sino', 'also', 'so']);

/** The first index in from..to-1 that passes `test`, else -1: a search within one clause, not from the text's start. */
function firstIn(from: number, to: number, test: (k: number) => boolean): number {
  for (let k = from; k < to; k++) if (test(k)) return k;
  return -1;
}

/**
 * Clauses that call off a plan ("al final no vamos a Buenos Aires en noviembre", "wir fliegen nicht mehr ab Frankfurt",
 * "we're not going to Rome in May"): a negated verb of going with a name right after it. Their dates and places belong to
 * the plan called off; their places are what the roles make of them.
 */
function calledOff(toks: readonly Tok[], lang: Lang, ways: ReadonlyArray<{ start: number; end: number }>): Array<[number, number]> {
  // A negation whose scope is a way of travelling ("we're not flying to Lisbon", "não vamos de avião") rules the way out, not the trip.
  const ofWay = (k: number) => ways.some((w) => k >= w.start && k < w.end);
  const negation = (w: string, k: number) => (NOT.test(w) || NOT_IN[lang]?.test(w) === true) && !ofWay(k);
  const out: Array<[number, number]> = [];
  for (let s = 0; s < toks.length;) {
    let e = s;
    while (e < toks.length && !CLAUSE.has(toks[e]?.w ?? '')) e++;
    // "quelque part pas loin de Toulouse" is somewhere near it: that "part" is no verb of going.
    const go = firstIn(s, e, (k) => GO.test(toks[k]?.w ?? '') && !elsewhereNounAt(toks, k));
    const not = go < 0 ? -1 : firstIn(Math.max(s, go - 2), Math.min(e, go + 3), (k) => negation(toks[k]?.w ?? '', k));
    const after = Math.max(go, not);
    if (go >= 0 && not >= 0 && toks.slice(after + 1, Math.min(e, after + 2 + REACH)).some(isName)) out.push([s, e]);
    s = e + 1;
  }
  return out;
}

/**
 * The writer setting themself apart from the travellers ("moi je reste à Paris", "yo me quedo en
 * Madrid", "io resto a Milano", "I'm not travelling"): a stressed first-person pronoun before a verb of
 * staying, in the six languages. The place of such a clause is where the writer stays, not the trip's.
 */
const STAYS_BEHIND = new PhraseIndex<true>();
for (const p of [
  'i myself am staying',
  "i'm not travelling",
  "i'm not traveling",
  'i am not travelling',
  'i am not traveling',
  'i will not be travelling',
  "i won't be travelling",
  "i'm staying behind",
  'moi je reste',
  'moi , je reste',
  'moi je resterai',
  'moi , je resterai',
  'moi je ne pars pas',
  'yo me quedo',
  'yo , me quedo',
  'yo me quedare',
  'yo no viajo',
  'ich selbst bleibe',
  'ich bleibe hier',
  'ich reise nicht mit',
  'io resto',
  'io , resto',
  'io rimango',
  'io non viaggio',
  'eu nao viajo',
])
  STAYS_BEHIND.add(p, true);

/** Clauses in which the writer stays behind (see STAYS_BEHIND), from the phrase to the clause's end. */
function staysBehind(toks: readonly Tok[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const hit of STAYS_BEHIND.all(toks)) {
    let e = hit.end;
    while (e < toks.length && !CLAUSE.has(toks[e]?.w ?? '')) e++;
    out.push([hit.start, e]);
  }
  return out;
}

/** Words of what comes next ("then", "ensuite", "danach"): a second trip, or a leg after another. */
export const THEN = new Set([
  'then',
  'afterwards',
  'later',
  'ensuite',
  'puis',
  'apres',
  'luego',
  'despues',
  'dann',
  'danach',
  'anschliessend',
  'spater',
  'poi',
  'dopo',
  'depois',
]);
const ALSO = new Set(['also', 'too', 'aussi', 'egalement', 'tambien', 'auch', 'anche', 'pure', 'tambem']);
/** Times a second trip is set at besides months: seasons and the feasts that name holidays. */
const SEASON = new Set(
  'spring summer autumn fall winter christmas easter carnival printemps ete automne hiver noel paques carnaval primavera verano otono invierno navidad pascua fruhling sommer herbst winter weihnachten ostern karneval fasching estate autunno inverno natale pasqua carnevale verao outono natal pascoa'.split(
    ' ',
  ),
);
/** Sentence ends: a second trip's clause runs to the next one. */
/** How far after "then" its "also" and time may stand ("and then in October we also want to go to Vienna"). */
const LATER_REACH = 8;

/**
 * Clauses asking for another trip after the one requested: a word of sequence ("then", "ensuite",
 * "luego", "dann", "poi", "depois") followed in its sentence by a word of addition ("also", "aussi",
 * "también", "auch", "anche", "também"), a time of its own (a month, a season, a feast) and a name.
 * A stay continuing the itinerary ("then three nights in Florence") has no addition or no time.
 */
function laterTrips(toks: readonly Tok[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  toks.forEach((t, k) => {
    if (!THEN.has(t.w) || k === 0 || out.some(([, e]) => k < e)) return;
    let e = k + 1;
    while (e < toks.length && !STATEMENT_END.has(toks[e]?.w ?? '')) e++;
    const near = toks.slice(k + 1, Math.min(e, k + 1 + LATER_REACH));
    const timed = near.some((x) => MONTHS.has(x.w) || SEASON.has(x.w));
    if (near.some((x) => ALSO.has(x.w)) && timed && toks.slice(k + 1, e).some(isName)) out.push([k, e]);
  });
  return out;
}

/** The sentence holding a span: from the previous sentence end to the next (". ", "!", "?", ";", a line break). */
function sentenceAround(text: string, at: { start: number; end: number }): [number, number] {
  const END = /[.!?;\n]/;
  let from = at.start;
  while (from > 0 && !(END.test(text[from - 1] ?? '') && !/\d/.test(text[from] ?? ''))) from--;
  let to = at.end;
  while (to < text.length && !(END.test(text[to] ?? '') && !/\d/.test(text[to + 1] ?? ''))) to++;
  return [from, to];
}

/**
 * The parts of a message (see above), newest first; a plain request is one `newest` part. `lang`
 * is the message's language, for the past-visit grammar; `negatedWays` gives the token spans of ways
 * of travelling ruled out (travel-modes.ts), whose negations call nothing off.
 */
export function messageParts(
  text: string,
  lang: Lang,
  negatedWays: (toks: readonly Tok[]) => ReadonlyArray<{ start: number; end: number }> = () => [],
): Part[] {
  const { quoted, unread } = layout(text);
  const isQuoted = (i: number) => covered(quoted, i);
  const isUnread = (i: number) => covered(unread, i);
  const own = (i: number) => !isQuoted(i) && !isUnread(i);
  const ownText = quoted.length || unread.length ? only(text, own) : text;
  const toks = tokenize(ownText);
  const chars = ([s, e]: [number, number]): [number, number] => [toks[s]?.start ?? 0, toks[e - 1]?.end ?? 0];
  const visits = pastVisitClauses(toks, lang).map(chars);
  const off = [...calledOff(toks, lang, negatedWays(toks)), ...staysBehind(toks)].map(chars);
  const later = laterTrips(toks).map(chars);
  const past = [...visits, ...off, ...later];
  const isPast = (i: number) => covered(past, i);
  const cut = lastCorrection(toks.filter((t) => !isPast(t.start)));
  const parts: Part[] = [];
  if (cut === null) parts.push({ role: 'newest', text: past.length ? only(text, (i) => own(i) && !isPast(i)) : ownText });
  else {
    // A correction takes back what its own sentence said before it: the rest of the message stands beside its tail.
    const [from, to] = sentenceAround(ownText, cut);
    const mine = (i: number) => own(i) && !isPast(i);
    parts.push({ role: 'newest', text: only(text, (i) => mine(i) && i >= cut.end && i < to) });
    parts.push({ role: 'rest', text: only(text, (i) => mine(i) && (i < from || i >= to)) });
    parts.push({ role: 'earlier', text: only(text, (i) => mine(i) && i >= from && i < cut.start) });
  }
  if (quoted.length) parts.push({ role: 'quoted', text: only(text, isQuoted) });
  if (visits.length) parts.push({ role: 'past', text: only(text, (i) => own(i) && covered(visits, i)) });
  if (off.length) parts.push({ role: 'off', text: only(text, (i) => own(i) && covered(off, i) && !covered(visits, i)) });
  if (later.length) parts.push({ role: 'later', text: only(text, (i) => own(i) && covered(later, i) && !covered(visits, i) && !covered(off, i)) });
  return parts;
}
