import { CONTRAST, NEGATION } from './clause-words.js';
import { isOccasionWord } from './occasions.js';
import type { RoledMention } from './place-mentions.js';
import { sameSpot } from './role-context.js';
import { statementAround } from './sentences.js';
import type { Tok } from './tokens.js';

/**
 * An event the travellers attend in one place while they sleep in another: "the wedding is in Cancún, but we'd rather
 * base ourselves in Tulum", "la boda es en Cádiz, pero preferimos alojarnos en Jerez", "in Verona selbst wollen wir
 * nicht übernachten". The trip goes where they stay; the event's town is only where they drive for the day. Two frames
 * say so: a stay in another place set against the event by a contrast or a preference, or a stay in the event's own
 * place negated. A stay said plainly beside the event ("the fair in Alba, sleeping in Bra") keeps both places.
 */

/** Events a trip is for: the occasions of occasions.ts, a marriage or graduation said as a verb, a funeral. */
const EVENT =
  /^(?:marr(?:y|ies|ied|ying)|marie|marient|casa|casan|casam|heirat\w*|sposa|sposano|graduat\w*|diplom\w*|gradua|funerals?|obseques|enterrement|funeral|entierro|beerdigung|trauerfeier|funerale|velorio|marathon|maraton|maratona|concert|concierto|konzert|concerto|show|festival)$/;
const isEvent = (w: string) => isOccasionWord(w) || EVENT.test(w);
/** Verbs and nouns of spending the nights somewhere, in the six languages. */
const STAY =
  /^(?:stay\w*|base|basing|sleep\w*|overnight\w*|lodg\w*|log(?:er|erons|erions|eons|e)|dorm\w*|sejourn\w*|heberg\w*|aloj\w*|hosped\w*|quedar\w*|pernoct\w*|ubernacht\w*|schlafen|unterkommen|allogg\w*|pernott\w*|soggiorn\w*|fic(?:ar|amos|aremos))$/;
/** Words of preferring one thing to another: with a stay they set it against what went before. */
const PREFER = /^(?:rather|instead|prefer\w*|plutot|mieux|mejor|lieber|stattdessen|eher|piuttosto|invece|antes)$/;
/** How far from its stay verb the place of a stay may stand ("base ourselves in Tulum", "in Verona selbst wollen wir nicht übernachten"). */
const STAY_REACH = 6;
/** How far before its place the event is said ("getting married in Cancún", "die Hochzeit ist am 3. Juni in Salzburg"). */
const EVENT_REACH = 8;

/**
 * The place a stay verb at token v governs: the first named after it in its sentence ("alojarnos en Jerez", "übernachten
 * wollen wir aber in Hallein"), else the last named before it in its clause ("in Verona selbst wollen wir nicht übernachten").
 */
function placeOfStay(toks: readonly Tok[], wanted: readonly RoledMention[], v: number, s: number, e: number): RoledMention | undefined {
  const after = wanted.filter((y) => y.first > v && y.first - v <= STAY_REACH && y.last <= e).sort((a, b) => a.first - b.first)[0];
  if (after) return after;
  const before = wanted.filter((y) => y.last <= v && v - y.last < STAY_REACH && y.first >= s).sort((a, b) => b.first - a.first)[0];
  return before && !toks.slice(before.last, v).some((t) => t.w === ',') ? before : undefined;
}

/** Whether an event is said just before the place or right after it, in its sentence. */
function eventAt(toks: readonly Tok[], r: RoledMention): boolean {
  const [s, e] = statementAround(toks, r.first);
  const near = toks.slice(Math.max(s, r.first - EVENT_REACH), Math.min(e, r.last + 3));
  return near.some((t) => isEvent(t.w));
}

/** The destinations set apart as an event's place where the travellers do not stay. */
export function eventPlacesStayedAway(toks: readonly Tok[], out: readonly RoledMention[]): RoledMention[] {
  const wanted = out.filter((o) => o.role === 'destination');
  const away = wanted.filter((x) => {
    if (!eventAt(toks, x)) return false;
    const [, end] = statementAround(toks, x.last);
    // The stay is told in the event's sentence after it, or in the next sentence.
    const [, nextEnd] = statementAround(toks, end + 1);
    for (let v = x.last; v < nextEnd; v++) {
      if (!STAY.test(toks[v]?.w ?? '')) continue;
      const [s, e] = statementAround(toks, v);
      const stayed = placeOfStay(toks, wanted, v, s, e);
      if (!stayed) continue;
      const span = toks.slice(Math.min(x.last, s), e).map((t) => t.w);
      if (!sameSpot(stayed, x)) {
        if (span.some((w) => CONTRAST.has(w) || PREFER.test(w))) return true;
        continue;
      }
      const clause = toks.slice(Math.min(stayed.first, v) - 1, Math.max(stayed.last, v) + 2).map((t) => t.w);
      if (clause.some((w) => NEGATION.has(w)) && wanted.some((y) => !sameSpot(y, x))) return true;
    }
    return false;
  });
  // Every naming of the event's place goes with it ("in Verona ... In Verona selbst").
  return wanted.filter((y) => away.some((x) => sameSpot(x, y)));
}
