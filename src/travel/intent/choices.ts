import { STATEMENT_END } from './sentences.js';
import { ARTICLES } from './articles.js';
import { OR_VERSUS } from './or-words.js';
import type { PlaceMention, RoledMention } from './place-mentions.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * A choice among places whose outcome the request states: "we decided on X", "on a choisi X", "X it is", "X won",
 * "Asturias ganó a Cantabria", "vai ser Gramado". The winner is the place to go; the other options offered are given up,
 * neither wanted nor refused. Options are the places the writer offers as alternatives before the outcome (an "or" list,
 * "between X and Y", a tally "X 6, Y 3", or any place before it in a request that speaks of a vote) and the places a
 * winning verb beats ("X beat Y", "X gagne contre Y"). A place holding the winner or held by it (its country, a town in
 * it) is no rival, and places named after the outcome are the trip's own ("we chose Portugal: Lisbon, then Porto").
 */
type Side = 'after' | 'before' | 'after_in_poll';
const MARKERS = new PhraseIndex<Side>();
const add = (side: Side, phrases: string) => {
  for (const p of phrases.split('|')) MARKERS.add(p, side);
};
// The winner follows the words.
add(
  'after',
  'decided on|decided for|we decided|we chose|we picked|chose|picked|going with|went with|settled on|the winner is|winner is|winner' +
    '|on a choisi|nous avons choisi|avons choisi|a choisi|on a opte pour|on part sur|ce sera|ca sera|va pour|le gagnant est|on a decide' +
    '|elegimos|hemos elegido|escogimos|decidimos|hemos decidido|nos quedamos con|optamos por|el ganador es' +
    '|entschieden fur|entschieden uns fur|wir nehmen|es wird|gewahlt|gewonnen hat|sieger ist|gewinner ist' +
    '|scelto|abbiamo deciso|deciso per|optato per|il vincitore e' +
    '|escolhemos|escolhido|vai ser|optamos|ficou|o vencedor e',
);
// The winner comes first.
add('before', 'it is|it was|wins|won|won the vote|takes it|gagne|a gagne|l emporte|gana|gano|gewinnt|hat gewonnen|gewann|vince|ha vinto|ganhou|venceu|ganha');
// "so X", "donc X", "also X": an outcome only where the request speaks of a vote.
add('after_in_poll', 'so|donc|alors|du coup|asi que|entonces|also|quindi|allora|entao|portanto|logo');

const POLL = /^(?:vot\w*|poll\w*|sondage\w*|encuesta\w*|umfrage\w*|abstimm\w*|abgestimmt|stimmen|sondaggi\w*|votazion\w*|votacao|enquete)$/;
const BETWEEN = new Set(['between', 'entre', 'zwischen', 'tra', 'fra']);
/** What a winning verb beats its rival with ("ganó a Cantabria", "gagne contre Nice", "beat Zagreb", "vor Teneriffa"). */
const AGAINST = new Set(['a', 'al', 'against', 'over', 'contre', 'sur', 'contra', 'gegen', 'vor', 'contro', 'su', 'sobre', 'de', 'beat', 'beats']);
/** Articles, with the words of being for one ("vote for the", "pour la", "per il"), between an outcome's words and its winner. */
const BEFORE_WINNER = new Set([...ARTICLES, 'l', 'for', 'on', 'pour', 'por', 'fur', 'per', 'para', 'auf', 'by']);
const REACH = 3;

interface Outcome {
  winner: RoledMention;
  /** First token of the outcome's words and winner, so options are the places before it. */
  at: number;
  /** Token after the outcome's sentence: a beaten rival is named in it. */
  end: number;
}

export const keyOf = (r: RoledMention) => r.mention.id ?? r.mention.name;
/** Whether one place holds the other: a country or state and a place in it. */
const holds = (a: PlaceMention, b: PlaceMention) =>
  a.country !== null && a.country === b.country && (a.type === 'country' || (a.type === 'state' && a.admin1 !== null && a.admin1 === b.admin1));
/** The same place, or one holding the other ("Portugal" and "Lisbon"). */
export const samePlaceOrWithin = (a: PlaceMention, b: PlaceMention): boolean => (a.id ?? a.name) === (b.id ?? b.name) || holds(a, b) || holds(b, a);
const related = (a: RoledMention, b: RoledMention) => samePlaceOrWithin(a.mention, b.mention);

function sentenceEnd(toks: readonly Tok[], k: number): number {
  while (k < toks.length && !STATEMENT_END.has(toks[k]?.w ?? '')) k++;
  return k;
}

/** Verbs of winning, whatever their place in the clause ("Sylt hat gegen Rügen gewonnen", "Nice l'a emporté sur Lyon"). */
const WIN = /^(?:won|wins|win|beat|beats|gewonnen|gewinnt|gewann|gagne|emporte|gano|gana|vinto|vince|ganhou|venceu|ganha)$/;
const RIVAL = new Set(['against', 'over', 'gegen', 'contre', 'sur', 'contra', 'contro', 'su', 'sobre']);

/** "X gegen Y ... gewonnen", "X won against Y": in a sentence with a verb of winning, the place before the rival's word wins. */
function duels(toks: readonly Tok[], places: readonly RoledMention[]): Outcome[] {
  const found: Outcome[] = [];
  for (const winner of places) {
    const k = winner.last;
    if (!RIVAL.has(toks[k]?.w ?? '')) continue;
    let from = k;
    while (from > 0 && !STATEMENT_END.has(toks[from - 1]?.w ?? '')) from--;
    const end = sentenceEnd(toks, k);
    if (toks.slice(from, end).some((t) => WIN.test(t.w))) found.push({ winner, at: winner.first, end });
  }
  return found;
}

function outcomes(toks: readonly Tok[], places: readonly RoledMention[], poll: boolean): Outcome[] {
  const found: Outcome[] = duels(toks, places);
  for (const { value, start, end } of MARKERS.all(toks)) {
    if (value === 'after_in_poll' && !poll) continue;
    let k = end;
    while (k < end + REACH && BEFORE_WINNER.has(toks[k]?.w ?? '')) k++;
    const following = places.find((r) => r.first === k);
    // "X it is!", "X won", "Asturias ganó a Cantabria"; Romance languages also put the verb first ("ganó Asturias").
    const closes = toks[end] === undefined || toks[end]?.kind === 'punct' || AGAINST.has(toks[end]?.w ?? '');
    const winner = value === 'before' ? ((closes ? places.find((r) => r.last === start) : undefined) ?? following) : following;
    if (winner) found.push({ winner, at: Math.min(start, winner.first), end: sentenceEnd(toks, Math.max(end, winner.last)) });
  }
  return found;
}

/** Whether a place is offered as an option: in an "or" list, after "between", or counted in a tally ("Biarritz 6"). */
function offered(toks: readonly Tok[], r: RoledMention, places: readonly RoledMention[]): boolean {
  if (OR_VERSUS.has(toks[r.last]?.w ?? '') || OR_VERSUS.has(toks[r.first - 1]?.w ?? ''))
    return places.some((o) => o !== r && (o.first === r.last + 1 || o.last === r.first - 1));
  if (BETWEEN.has(toks[r.first - 1]?.w ?? '') || BETWEEN.has(toks[r.first - 2]?.w ?? '')) return true;
  if (places.some((o) => BETWEEN.has(toks[o.first - 1]?.w ?? '') && o.last + 1 === r.first)) return true;
  return toks[r.last]?.kind === 'num';
}

/** The places a stated outcome leaves behind: the other options, given up. */
export function decidedAgainst(toks: readonly Tok[], out: readonly RoledMention[]): RoledMention[] {
  const places = out.filter((r) => r.role === 'destination');
  if (places.length < 2) return [];
  const poll = toks.some((t) => POLL.test(t.w));
  const found = outcomes(toks, places, poll);
  const lost = new Set<RoledMention>();
  for (const o of found) {
    for (const r of places) {
      if (related(r, o.winner)) continue;
      const option = r.last <= o.at && (poll || offered(toks, r, places));
      const beaten =
        r.first > o.winner.last &&
        r.first < o.end &&
        (AGAINST.has(toks[r.first - 1]?.w ?? '') || RIVAL.has(toks[r.first - 1]?.w ?? '')) &&
        r.first - o.winner.last <= REACH + 2;
      if (option || beaten) lost.add(r);
    }
    // An option named again before the outcome is the same option ("Lisbon or Porto? ... Lisbon's too hot ... Porto it is").
    const lostKeys = new Set([...lost].map(keyOf));
    for (const r of places) if (r.last <= o.at && lostKeys.has(keyOf(r))) lost.add(r);
  }
  // A place that wins one outcome is not lost to another said before it ("Kreta oder Rhodos ... Rhodos hat gewonnen").
  const winners = new Set(found.map((o) => keyOf(o.winner)));
  return [...lost].filter((r) => !winners.has(keyOf(r)));
}

/**
 * A count of votes, read by no other field: "Gramado 5 votos", or in a request that speaks of a vote, a number right after
 * a place read ("Ljubljana 4, Zagreb 2"). `taken` says which tokens a reader took.
 */
export function tallyAt(toks: readonly Tok[], i: number, taken: (k: number) => boolean): boolean {
  const next = toks[i + 1];
  if (next !== undefined && POLL.test(next.w)) return true;
  const closed = next === undefined || next.kind === 'punct';
  return closed && toks[i - 1]?.kind === 'word' && taken(i - 1) && toks.some((t) => POLL.test(t.w));
}
