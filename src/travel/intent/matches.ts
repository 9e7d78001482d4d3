import { speaksOfSport } from '../geo/sport-words.js';
import { keyOf } from './choices.js';
import type { RoledMention } from './place-mentions.js';
import type { Tok } from './tokens.js';

/**
 * Places named as teams: a name on either side of "gegen", "contre", "contra", "contro", or of "x" in a request about a
 * match ("Bayern gegen Dortmund", "Benfica x Porto"), the side of a match noun ("o jogo do Benfica", "the Leeds game"), a
 * name that plays ("watching Benfica play"), or a city
 * after a club's word ("Real Madrid", "Olympique Lyon", "Sporting Braga"). The team is no place the trip goes to when the
 * request names another (the match's city, a region after it); alone, a club's city is where its match is, so it stays.
 */
/** "Benfica x Porto": the Portuguese word of a match is a letter too, so a team only where the request speaks of a match ("vs" is read the same way by the gazetteer, extract.ts). */
const VERSUS = new Set(['x']);
/** Words of a match no one writes to compare places: a team by themselves. */
const AGAINST = new Set(['against', 'gegen', 'contre', 'contra', 'contro']);
const PLAYS = new Set([
  'play',
  'plays',
  'playing',
  'jouer',
  'joue',
  'jouent',
  'jugar',
  'juega',
  'juegan',
  'spielen',
  'spielt',
  'giocare',
  'gioca',
  'giocano',
  'jogar',
  'joga',
  'jogam',
]);
const CLUB_WORDS = new Set(['real', 'atletico', 'olympique', 'sporting', 'fc', 'borussia', 'dynamo', 'dinamo', 'deportivo']);
/** An article before the second side ("contra el Celta", "contro la Juventus", "gegen den BVB"). */
const ARTICLES = new Set(['the', 'le', 'la', 'l', "l'", 'el', 'lo', 'il', 'o', 'a', 'der', 'den', 'die', 'das', 'dem']);

/** Nouns of a match whose side is named after an "of" ("jogo do Benfica", "partido del Betis", "partita della Roma") or before it ("the Leeds game"). */
const MATCH = new Set(['match', 'game', 'derby', 'partido', 'jogo', 'spiel', 'partita', 'clasico', 'classico']);
/** The "of" words, with their article, between a match noun and its side. */
const OF = new Set(['of', 'de', 'du', 'del', 'do', 'da', 'di', 'della', 'dello', 'dell', "dell'", 'dos', 'das', 'des', 'von']);

/** Whether the place is named as a team: beside a word of a match or after a club's word, or before a verb of playing. */
function asTeam(toks: readonly Tok[], r: RoledMention, sport: boolean): boolean {
  const at = ARTICLES.has(toks[r.first - 1]?.w ?? '') ? r.first - 2 : r.first - 1;
  const before = toks[at]?.w ?? '';
  const after = toks[r.last]?.w ?? '';
  if (AGAINST.has(before) || AGAINST.has(after) || CLUB_WORDS.has(toks[r.first - 1]?.w ?? '') || PLAYS.has(after)) return true;
  // "o jogo do Benfica", "le match de l'OM", "the Leeds game": a side of the match.
  if ((OF.has(before) && MATCH.has(toks[at - 1]?.w ?? '')) || MATCH.has(after)) return true;
  return sport && (VERSUS.has(before) || VERSUS.has(after));
}

/** The places the request names as teams, when it names somewhere else to go. */
export function teamNames(toks: readonly Tok[], out: readonly RoledMention[]): RoledMention[] {
  const sport = speaksOfSport(toks.map((t) => t.w));
  const teams = out.filter((r) => r.role === 'destination' && asTeam(toks, r, sport));
  if (teams.length === 0) return [];
  const rest = out.filter((r) => r.role === 'destination' && !teams.some((t) => keyOf(t) === keyOf(r)));
  return rest.length > 0 ? teams : [];
}
