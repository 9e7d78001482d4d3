import { fold } from './text.js';

/** Accessibility needs, event intent and requested services read from free text. */

export type AccessNeed = 'wheelchair' | 'step_free' | 'reduced_mobility' | 'visual' | 'hearing' | 'other';

const ACCESS: ReadonlyArray<{ need: AccessNeed; re: RegExp }> = [
  { need: 'wheelchair', re: /\bwheel ?chairs?\b|\bwheelchair[- ]user\b|\buses? a chair\b|\bpower chair\b/ },
  {
    need: 'step_free',
    re: /\bstep[- ]free\b|\bno (?:stairs|steps)\b|\bavoid(?:ing)? (?:stairs|steps)\b|\b(?:elevator|lift) access\b|\bground[- ]floor\b|\bcan'?t (?:do|manage|climb) stairs\b/,
  },
  {
    need: 'reduced_mobility',
    re: /\b(?:limited|reduced) mobility\b|\bmobility (?:issues|problems|needs|scooter|aid)\b|\bbad (?:knees?|hips?|back)\b|\bcan'?t walk (?:far|much|long)\b|\btrouble walking\b|\buses? a (?:walker|cane)\b|\bwith a (?:walker|cane)\b|\b(?:knee|hip) replacement\b/,
  },
  { need: 'visual', re: /\bblind\b|\bvisually impaired\b|\blow vision\b|\bguide dog\b/ },
  { need: 'hearing', re: /\bdeaf\b|\bhard of hearing\b|\bhearing impaired\b/ },
  {
    need: 'other',
    re: /\baccessib(?:le|ility) (?:needs|room|rooms|hotel|hotels|lodging|transport|travel|requirements|friendly)\b|\bdisabilit(?:y|ies)\b|\bdisabled\b/,
  },
];

export function readAccessibility(text: string): { needs: AccessNeed[]; text: string | null } {
  const t = fold(text);
  const hits = ACCESS.map((a) => ({ need: a.need, m: a.re.exec(t) })).filter((h) => h.m);
  const specific = hits.filter((h) => h.need !== 'other');
  const needs = (specific.length > 0 ? specific : hits).map((h) => h.need);
  return { needs, text: hits[0]?.m?.[0] ?? null };
}

export type EventKind = 'concert' | 'festival' | 'sports' | 'conference' | 'wedding' | 'other';

/** Named events people travel for, with their kind; the name is reported as written here. */
const NAMED_EVENTS: ReadonlyArray<{ re: RegExp; name: string; kind: EventKind }> = [
  { re: /\bworld cup\b/, name: 'World Cup', kind: 'sports' },
  { re: /\bsuper ?bowl\b/, name: 'Super Bowl', kind: 'sports' },
  { re: /\bolympics?\b|\bolympic games\b/, name: 'Olympics', kind: 'sports' },
  { re: /\bwimbledon\b/, name: 'Wimbledon', kind: 'sports' },
  { re: /\b(?:the )?masters\b(?= tournament| golf|\s+in augusta)/, name: 'The Masters', kind: 'sports' },
  { re: /\b(?:f1|formula (?:1|one))\b|\bgrand prix\b/, name: 'Formula 1 Grand Prix', kind: 'sports' },
  { re: /\bcoachella\b/, name: 'Coachella', kind: 'festival' },
  { re: /\boktoberfest\b/, name: 'Oktoberfest', kind: 'festival' },
  { re: /\bburning man\b/, name: 'Burning Man', kind: 'festival' },
  { re: /\bmardi gras\b/, name: 'Mardi Gras', kind: 'festival' },
  { re: /\bsxsw\b|\bsouth by southwest\b/, name: 'SXSW', kind: 'festival' },
  { re: /\bcomic[- ]con\b/, name: 'Comic-Con', kind: 'conference' },
  { re: /\bglastonbury\b/, name: 'Glastonbury', kind: 'festival' },
  { re: /\bcarnival\b|\bcarnaval\b/, name: 'Carnival', kind: 'festival' },
];

const EVENT_WORDS: ReadonlyArray<{ re: RegExp; kind: EventKind }> = [
  { re: /\b(?:concerts?|gigs?|(?:[a-z]+ )?tour (?:stop|date|show)|eras tour|live show)\b/, kind: 'concert' },
  { re: /\b(?:festivals?|fest)\b/, kind: 'festival' },
  { re: /\b(?:marathon|half marathon|tournament|championship|playoffs?|(?:the|a|watch|see|catch) (?:[a-z]+ ){0,2}(?:game|match|race))\b/, kind: 'sports' },
  { re: /\b(?:conference|convention|summit|expo|trade ?show)\b/, kind: 'conference' },
  { re: /\b(?:wedding|weddings)\b/, kind: 'wedding' },
  { re: /\b(?:graduation|reunion)\b/, kind: 'other' },
];

export interface EventReading {
  requested: boolean;
  kind: EventKind | null;
  name: string | null;
  venue: string | null;
  text: string | null;
}

/** Capitalised words written just before the event word: "a Taylor Swift concert". */
function nameBefore(text: string, start: number, word: string): string | null {
  const m = /((?:[A-Z][\w'&.-]*\s+){1,4})$/.exec(text.slice(Math.max(0, start - 60), start));
  if (!m?.[1]) return null;
  const words = m[1]
    .trim()
    .split(/\s+/)
    .filter((w) => !/^(?:I|A|The|An|My|Our|We|See|Attend|Going|For)$/.test(w));
  return words.length > 0 ? `${words.join(' ')} ${word}` : null;
}

function venueAfter(text: string, from: number): string | null {
  const m =
    /\b(?:at|in)\s+(?:the\s+)?((?:[A-Z][\w'&.-]*\s){0,4}(?:Stadium|Arena|Bowl|Center|Centre|Garden|Field|Park|Theatre|Theater|Hall|Amphitheatre|Amphitheater|Dome|Coliseum|Speedway|Circuit|Convention Center))\b/.exec(
      text.slice(from, from + 120),
    );
  return m?.[1]?.trim() ?? null;
}

export function readEvent(text: string): EventReading {
  const t = fold(text);
  for (const e of NAMED_EVENTS) {
    const m = e.re.exec(t);
    if (m) return { requested: true, kind: e.kind, name: e.name, venue: venueAfter(text, m.index), text: text.slice(m.index, m.index + m[0].length) };
  }
  for (const e of EVENT_WORDS) {
    const m = e.re.exec(t);
    if (!m) continue;
    const word = text.slice(m.index, m.index + m[0].length);
    return { requested: true, kind: e.kind, name: nameBefore(text, m.index, word), venue: venueAfter(text, m.index), text: word };
  }
  return { requested: false, kind: null, name: null, venue: null, text: null };
}

const SERVICES: ReadonlyArray<{ service: string; re: RegExp }> = [
  { service: 'flights', re: /\b(?:flights?|airfare|plane tickets?)\b/ },
  { service: 'hotels', re: /\b(?:hotels?|lodging|accommodations?|a place to stay|where to stay|airbnbs?|rooms?)\b/ },
  { service: 'car_rental', re: /\b(?:rental car|car rental|rent(?:ing)? a car|hire car|car hire)\b/ },
  { service: 'activities', re: /\b(?:tours|excursions|activities|things to do)\b/ },
];
const SERVICE_CUE = /\b(?:book|booking|need|needs|find|finding|help with|looking for|search for|sort out|arrange|include|including|price|quote)\b/;

/** Services the request asks for help with ("need flights and a hotel"): labels only. */
export function readServices(text: string): string[] {
  const t = fold(text);
  if (!SERVICE_CUE.test(t)) return [];
  return SERVICES.filter((s) => s.re.test(t)).map((s) => s.service);
}
