import { inPlanningYears } from '../../contracts/planning-years.js';
import type { Gazetteer } from '../geo/types.js';
import { leftovers, type Leftovers } from './accounting.js';
import { readDates, type DateReading } from './dates.js';
import { readDuration, type DurationReading } from './duration.js';
import { readMultiCity } from './geography.js';
import { holidayIndex } from './holidays.js';
import { identifyLanguage, type Lang, type LanguageId } from './language.js';
import { pickBudget, readMoney, readTier, type BudgetTier, type MoneyReading } from './money.js';
import { originFromPlace, type OriginResolution } from './origin.js';
import { readParty, type PartyReading } from './party.js';
import { assignRoles, distinctPlaces, withoutQualifiers, type PlaceMention, type RoledMention } from './roles.js';
import { readAccessibility, readEvent, readServices, type AccessNeed, type EventReading } from './signals.js';
import type { Span } from './text.js';
import { readThemes, type EventMention, type ThemeMention } from './themes.js';
import { PhraseIndex, tokenize, type Tok } from './tokens.js';
import { repairTypos } from './typos.js';
import { unknownPlaces, unrecognizedWords } from './unknown.js';

/**
 * Everything read from the natural-language request, before merging with structured fields. Each
 * reader runs over the whole text, case-insensitively, in the request's language: dates, lengths,
 * money and party first (their spans are not places), then themes and events, then places with
 * their roles.
 */
export interface TextReading {
  lang: Lang;
  /** The language the identifier found and whether the reader reads it. */
  language: LanguageId;
  origin: (OriginResolution & { text: string; mention: PlaceMention }) | null;
  places: RoledMention[];
  dates: DateReading | null;
  duration: DurationReading | null;
  budget: MoneyReading | null;
  tier: { tier: BudgetTier; text: string } | null;
  party: PartyReading;
  themes: Array<ThemeMention & { text: string }>;
  events: Array<EventMention & { text: string }>;
  multi_city: { requested: boolean; cities: string[]; text: string | null };
  remote_work: { requested: boolean; text: string | null };
  accessibility: { needs: AccessNeed[]; text: string | null };
  event: EventReading;
  services: string[];
  /** Place-like phrases after a place cue that name nothing we know ("to Narnia"). */
  unknown_places: Array<{ text: string; origin: boolean }>;
  /** Words that are in no vocabulary we know and that no reader used ("asdf", "qwerty"). */
  unrecognized: string[];
  /** A date phrase outside the planning years ("on 12/30/9999"), reported instead of used. */
  dates_out_of_range: string | null;
  /** Time words that promise a date without giving one ("sometime", "soon", "bientôt"). */
  vague_time: string | null;
  /** Numbers and names that no reader took (the accounting). */
  leftovers: Leftovers;
  /** Whether any reader found anything at all (places, dates, people, money, themes...). */
  anything: boolean;
}

const VAGUE = new PhraseIndex<true>();
for (const p of [
  'sometime',
  'some time',
  'someday',
  'soon',
  'at some point',
  'whenever',
  'flexible dates',
  'dates are flexible',
  'not sure when',
  'tbd',
  'bientot',
  'un jour',
  'pronto',
  'algun dia',
  'bald',
  'irgendwann',
  'presto',
  'prima o poi',
  'em breve',
  'algum dia',
])
  VAGUE.add(p, true);

const textOf = (text: string, toks: readonly Tok[], i: number, j: number) => text.slice(toks[i]?.start ?? 0, toks[j - 1]?.end ?? 0);

export function readText(written: string, today: Date, gazetteer: Gazetteer): TextReading {
  const first = tokenize(written);
  const language = identifyLanguage(written);
  const lang = language.lang;
  // Typo repair knows English words only ("feburary", "adlts").
  const text = lang === 'en' ? repairTypos(written) : written;
  const toks = text === written ? first : tokenize(text);
  const taken = new Set<number>();
  const takeChars = (spans: readonly Span[]) => toks.forEach((t, i) => spans.some((s) => t.start < s.end && t.end > s.start) && taken.add(i));
  const takeToks = (i: number, j: number) => {
    for (let k = i; k < j; k++) taken.add(k);
  };
  // Themes first only to reserve multi-word theme phrases that hold a date word ("Christmas markets").
  const early = readThemes(toks, lang, () => false);
  const reserved = new Set<number>();
  // An event named as a holiday ("Semana Santa") keeps its dates: the date reader reads the holiday too.
  const holiday = (t: { start: number; end: number }) => holidayIndex(lang).at(toks, t.start)?.end === t.end;
  for (const t of [...early.themes, ...early.events.filter((e) => !holiday(e))]) if (t.end - t.start > 1) for (let k = t.start; k < t.end; k++) reserved.add(k);
  // Multi-word place names may hold a date word ("Rio de Janeiro", "Easter Island"): the place keeps it.
  const extracted = gazetteer.extract(text, { lang });
  for (const m of extracted) {
    const inside = toks.map((t, i) => (t.start >= m.start && t.end <= m.end ? i : -1)).filter((i) => i >= 0);
    if (inside.length > 1) for (const i of inside) reserved.add(i);
  }
  const read = readDates(
    text,
    toks.map((t, i) => (reserved.has(i) ? { ...t, w: '' } : t)),
    lang,
    today,
  );
  if (read) takeChars(read.consumed);
  // A date outside the planning years is read (its words are not left over) but never used.
  const outOfRange = read && ![read.start, read.end].every((d) => d === null || inPlanningYears(d)) ? read.text : null;
  const dates = outOfRange ? null : read;
  const amounts = readMoney(toks, lang);
  for (const m of amounts) takeToks(m.start, m.end);
  const duration = readDuration(toks, lang, (i) => taken.has(i));
  // A length inside a theme phrase ("ski week", "settimana bianca") leaves the phrase to the theme reader too.
  if (duration && !toks.some((t, i) => reserved.has(i) && t.start < duration.span.end && t.end > duration.span.start)) takeChars([duration.span]);
  const party = readParty(toks, lang, (i) => taken.has(i));
  takeChars(party.spans);
  const tierHit = readTier(toks);
  if (tierHit) takeToks(tierHit.start, tierHit.end);

  const mentions = extracted.filter((m) => !toks.some((t, i) => taken.has(i) && t.start < m.end && t.end > m.start));
  const free = (t: { start: number; end: number }) => !Array.from({ length: t.end - t.start }, (_, k) => t.start + k).some((k) => taken.has(k));
  const themes = early.themes.filter(free);
  const events = early.events.filter((e) => free(e) || holiday(e));
  // A theme phrase that holds a place name is the theme ("mit dem Zug"), and a theme or event phrase that is exactly a place name
  // in lower case ("hot springs", "carnival"); an event phrase that names its place ("Rio carnival", "carnaval de Rio") keeps the place.
  const spanOf = (t: { start: number; end: number }) => ({ start: toks[t.start]?.start ?? 0, end: toks[t.end - 1]?.end ?? 0 });
  const themeSpans = themes.map(spanOf);
  const eventSpans = events.map(spanOf);
  const lowerExact = (s: { start: number; end: number }, m: { start: number; end: number }) =>
    s.start === m.start && s.end === m.end && !/^\p{Lu}/u.test(text.slice(m.start, m.end));
  const themed = (m: { start: number; end: number }) =>
    themeSpans.some((s) => s.start <= m.start && s.end >= m.end && (s.end - s.start > m.end - m.start || lowerExact(s, m))) ||
    eventSpans.some((s) => lowerExact(s, m));
  const named = assignRoles(
    toks,
    mentions.filter((m) => !themed(m)),
    lang,
  );
  for (const p of named) takeToks(p.first, p.last);
  const inside = (outer: PlaceMention, inner: PlaceMention) =>
    outer.id !== inner.id &&
    gazetteer.contains(outer, { country: inner.country ?? '', admin1: inner.admin1, lat: inner.lat, lon: inner.lon, destinationId: inner.id });
  const places = withoutQualifiers(distinctPlaces(named), toks, inside);
  const placeSpans = places.map((p) => ({ start: p.mention.start, end: p.mention.end }));
  const freeThemes = themes.filter((t) => !placeSpans.some((s) => (toks[t.start]?.start ?? 0) >= s.start && (toks[t.end - 1]?.end ?? 0) <= s.end));
  for (const t of [...freeThemes, ...events]) takeToks(t.start, t.end);

  const originRole = places.find((p) => p.role === 'origin');
  const origin = originRole
    ? { ...originFromPlace(originRole.mention, originRole.mention.matched_text), text: originRole.mention.matched_text, mention: originRole.mention }
    : null;
  const hard = places.filter((p) => p.role === 'destination' && !p.soft).map((p) => p.mention);
  const remote = freeThemes.find((t) => t.theme === 'remote_work');
  const vague = dates ? undefined : VAGUE.all(toks)[0];
  if (vague) takeToks(vague.start, vague.end);
  const unknown = unknownPlaces(toks, lang, (i) => taken.has(i));
  for (const u of unknown) takeToks(u.start, u.end);
  const budget = pickBudget(amounts);
  const anything =
    places.length > 0 ||
    dates !== null ||
    duration !== null ||
    budget !== null ||
    tierHit !== null ||
    party.travellers !== null ||
    party.adults !== null ||
    freeThemes.length > 0 ||
    events.length > 0;
  const unrecognized = unrecognizedWords(toks, lang, (i) => taken.has(i), !anything);
  const reported = new Set(unrecognized);
  const left = leftovers(toks, lang, (i) => taken.has(i));
  const unreadNames = left.names.filter((n) => !reported.has(n));
  return {
    lang,
    language,
    origin,
    places,
    dates,
    duration: duration ? { ...duration, text: text.slice(duration.span.start, duration.span.end) } : null,
    budget,
    tier: tierHit ? { tier: tierHit.tier, text: textOf(text, toks, tierHit.start, tierHit.end) } : null,
    party,
    themes: freeThemes.map((t) => ({ ...t, text: textOf(text, toks, t.start, t.end) })),
    events: events.map((e) => ({ ...e, text: textOf(text, toks, e.start, e.end) })),
    multi_city: readMultiCity(text, hard),
    remote_work: { requested: Boolean(remote), text: remote ? textOf(text, toks, remote.start, remote.end) : null },
    accessibility: readAccessibility(text),
    event: readEvent(text),
    services: readServices(text),
    vague_time: vague ? textOf(text, toks, vague.start, vague.end) : null,
    dates_out_of_range: outOfRange,
    unknown_places: unknown.map((u) => ({ text: textOf(text, toks, u.start, u.end), origin: u.origin })),
    unrecognized,
    leftovers: { numbers: left.numbers, names: unreadNames },
    anything,
  };
}
