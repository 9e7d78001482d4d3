import type { Gazetteer } from '../geo/types.js';
import { readBudget, type BudgetReading } from './budget.js';
import { readDates, VAGUE_TIME, type DateReading } from './dates.js';
import { readDuration, type DurationReading } from './duration.js';
import { classifyPlaces, readMultiCity, type GeographyReading, type Mention } from './geography.js';
import { readOrigin, type OriginReading } from './origin.js';
import { readParty, type PartyReading } from './party.js';
import { readAccessibility, readEvent, readServices, type AccessNeed, type EventReading } from './signals.js';
import { fold, overlaps, type Span } from './text.js';
import { findThemes, type ThemeMention } from './themes.js';

/** Everything read from the natural-language request, before merging with structured fields. */
export interface TextReading {
  origin: OriginReading | null;
  dates: DateReading | null;
  duration: DurationReading | null;
  budget: BudgetReading;
  party: PartyReading;
  themes: ThemeMention[];
  geography: GeographyReading;
  multi_city: { requested: boolean; cities: string[]; text: string | null };
  remote_work: { requested: boolean; text: string | null };
  accessibility: { needs: AccessNeed[]; text: string | null };
  event: EventReading;
  services: string[];
  /** Time words that promise a date without giving one ("sometime", "soon"). */
  vague_time: string | null;
  /** Capitalised destination phrases the gazetteer does not know. */
  unknown_places: string[];
}

const spanOf = (r: { span: Span | null } | null): Span[] => (r?.span ? [r.span] : []);

/** Lower-case words the gazetteer could read as places but that are ordinary English here. */
const PRONOUNS = new Set(['us', 'we', 'me', 'it', 'ok', 'oh', 'hi', 'is', 'am', 'so', 'or', 'of', 'to']);

/** Written as a name: capitalised, and not merely because it opens a sentence. */
function isProperName(text: string, m: { start: number; end: number }): boolean {
  const sentenceStart = /(?:^|[.!?]\s*)$/.test(text.slice(0, m.start));
  return /^[A-Z0-9]/.test(text.slice(m.start, m.end)) && !sentenceStart;
}

/** "to Narnia", "in Westeros": a destination-looking phrase that no reading explains. */
function unknownPlaces(text: string, known: readonly Span[], gazetteer: Gazetteer): string[] {
  const out: string[] = [];
  const re = /\b(?:to|in|visit|visiting|around)\s+((?:[A-Z][a-z'-]+)(?:\s+[A-Z][a-z'-]+){0,2})/g;
  const notPlaces = /^(?:I|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|Thanksgiving|Memorial|Labor|New|Spring|Summer|Fall|Autumn|Winter|Airbnb|Airbnbs|Europe|Asia|Africa)$/;
  for (const m of text.matchAll(re)) {
    const phrase = m[1] ?? '';
    const start = (m.index ?? 0) + m[0].indexOf(phrase);
    if (overlaps(known, start, start + phrase.length) || notPlaces.test(phrase.split(/\s+/)[0] ?? '')) continue;
    if (gazetteer.resolve(phrase).length === 0) out.push(phrase);
  }
  return out;
}

export function readText(text: string, now: Date, gazetteer: Gazetteer): TextReading {
  const origin = readOrigin(text, gazetteer);
  const dates = readDates(text, now);
  const duration = readDuration(text, spanOf(dates));
  const budget = readBudget(text, [...spanOf(dates), ...spanOf(duration)]);
  const dateSpans = dates?.consumed ?? [];
  // A theme word that is also a place name ("redwoods") is a theme unless written as a name.
  const themeWords = findThemes(text, dateSpans);
  const mentions: Mention[] = gazetteer
    .extract(text, origin?.iata ? { origin: origin.iata } : {})
    .filter((m) => !PRONOUNS.has(text.slice(m.start, m.end)))
    .filter((m) => isProperName(text, m) || !themeWords.some((t) => t.start <= m.start && t.end >= m.end))
    .map((m) => (m.role === 'origin' && !overlaps(spanOf(origin), m.start, m.end) ? { ...m, role: undefined } : m));
  const notPlaces = [...spanOf(origin), ...dateSpans, ...spanOf(duration)];
  const geography = classifyPlaces(text, mentions, notPlaces);
  // Only a theme word written as part of a name ("Lake Tahoe", "Redwood National Park") belongs to the place.
  const nameSpans = mentions.filter((m) => isProperName(text, m)).map((m) => ({ start: m.start, end: m.end }));
  const themes = findThemes(text, dateSpans).filter((t) => !(/^[A-Z]/.test(t.text) && overlaps(nameSpans, t.start, t.end)));
  const remote = themes.find((t) => t.theme === 'remote_work');
  const placeSpans = mentions.map((m) => ({ start: m.start, end: m.end }));
  const vague = dates ? null : (VAGUE_TIME.exec(fold(text))?.[0] ?? null);
  return {
    origin,
    dates,
    duration,
    budget,
    party: readParty(text),
    themes,
    geography,
    multi_city: readMultiCity(text, geography.hard),
    remote_work: { requested: Boolean(remote), text: remote?.text ?? null },
    accessibility: readAccessibility(text),
    event: readEvent(text),
    services: readServices(text),
    vague_time: vague,
    unknown_places: unknownPlaces(text, [...notPlaces, ...placeSpans], gazetteer),
  };
}
