import { addDays, daysInMonth, easterSunday, julianLag, lastWeekday, nthWeekday, orthodoxEasterSunday, utcDate, type Window } from './calendar.js';
import { isOrdinaryWord } from '../geo/cues.js';
import { occurrenceIn } from '../knowledge/calendars/dates.js';
import type { When } from '../knowledge/calendars/types.js';
import { HOLIDAY_ARTICLES, MONTHS, WEEKDAYS } from './date-words.js';
import { calendars } from '../knowledge/calendars/load.js';
import { travelData } from './data.js';
import { LANGUAGES, type Lang } from './language.js';
import { perLanguage } from './per-language.js';
import { schoolWindows, SCHOOL_HOLIDAYS, type SchoolHoliday, type SchoolWindow } from './school-holidays.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * Holidays and seasons: the curated names travellers use (data/travel/holidays.json: a Monday
 * holiday is its long weekend, Saturday to Monday, Thanksgiving Wednesday to Sunday, a fixed-date
 * holiday its day, Easter Good Friday to Easter Monday, seasons
 * meteorological), then the public holidays of the countries where the six languages are spoken
 * (data/travel/public-holidays.json, from date-holidays: "Jeûne fédéral", "Fronleichnam",
 * "Tiradentes", "Semana de Turismo"), each the long weekend it makes: a holiday on a Monday or
 * Tuesday runs from the Saturday before, one on a Thursday or Friday to the Sunday after.
 */
type Rule =
  | { rule: 'fixed'; month: number; day: number; before: number; after: number }
  | { rule: 'easter'; offset: number; before: number; after: number }
  | { rule: 'nth_weekday'; month: number; weekday: number; n: number; before: number; after: number }
  | { rule: 'last_weekday'; month: number; weekday: number; before: number; after: number }
  | { rule: 'span'; from: [number, number]; to: [number, number] }
  /** First and last day ("MM-DD") per year, from the public-holiday data. */
  | { rule: 'days'; days: Record<string, [string, string]> }
  /** Around the first weekday on or after a day ("the Sunday on or after 1 November"). */
  | { rule: 'weekday_on_or_after'; month: number; day: number; weekday: number; before: number; after: number }
  /** School holidays: the windows of the writer's region, once chosen for them (chooseHoliday). */
  | { rule: 'school'; school: SchoolHoliday; windows?: SchoolWindow[] }
  /**
   * An event of the travel calendar (data/travel/calendars/events.json, id `event`): its dates are the rule and source kept
   * there (Oktoberfest's rule, Diwali's and the lunar new year's published dates), so the reader and the engine share one table.
   * `day_of`: the public holiday (public-holidays.json) whose first day is the event's own day ("the day after Chinese New Year").
   */
  | { rule: 'event'; event: string; day_of?: string }
  /** Dates by a rule of the travel calendar ("advent": from the first Sunday of Advent), for a season of the Church year. */
  | { rule: 'calendar'; when: When };

export type Holiday = Rule & {
  id: string;
  names: Partial<Record<Lang, string[]>>;
  weekend_days?: [number, number];
  /** Where this reading of the name holds (ISO alpha-2); none: everywhere. */
  countries?: string[];
  /** From the public-holiday data, read after the curated names. */
  public?: boolean;
  /** Its dates vary by region (school holidays): a month named with it is the safer window. */
  partial?: boolean;
  /** A season's holidays, the writer's: read for the origin's hemisphere, not the destination's ("summer holidays"). */
  writer?: boolean;
  /** Kept by the Julian calendar of the Orthodox churches ("Orthodox Easter", "Noël orthodoxe"): Easter by its computus, a fixed day 13 days later. */
  julian?: boolean;
  /** The name means this holiday only in its countries ("Fiestas Patrias" is 18 September in Chile, 28 July in Peru): elsewhere it is not read. */
  local?: boolean;
};

/**
 * A holiday's window in a year and the day it falls on (none for a span such as a season); `regional`: the dates of the writer's
 * region are not known and the regions' differ; `unknown`: the calendar has no dates for that year (a lunar event beyond its
 * published table), so the window is no reading.
 */
export type HolidayWindow = Window & { day: Date | null; regional?: boolean; unknown?: boolean };

/** A curated name whose days are a public holiday's of the date-holidays data (`days_of`: its id): Eid, Hanukkah. */
type Curated = Holiday | (Omit<Holiday, keyof Rule> & { rule: 'days_of'; days_of: string });
const publicFile = travelData<{
  holidays: Array<{ id: string; countries: string[]; names: Partial<Record<Lang, string[]>>; days: Record<string, [string, string]> }>;
}>('public-holidays.json');
const PUBLIC: Holiday[] = publicFile.holidays.map((h) => ({ id: h.id, names: h.names, rule: 'days', days: h.days, countries: h.countries, public: true }));
const publicDays = (id: string) => publicFile.holidays.find((p) => p.id === id)?.days;
const file = {
  holidays: travelData<{ holidays: Curated[] }>('holidays.json').holidays.map((h): Holiday => {
    const named = h.rule === 'days_of' ? h.days_of : h.rule === 'event' ? h.day_of : undefined;
    const days = named === undefined ? undefined : publicDays(named);
    if (named !== undefined && !days) throw new Error(`holidays.json: ${h.id} takes its days from ${named}, which public-holidays.json lacks`);
    if (h.rule !== 'days_of' || !days) return h as Holiday;
    const { days_of: _, ...rest } = h;
    // Public-holiday days: a country's own reading of the feast (Turkey's four days of Eid) comes first where the trip is.
    return { ...rest, rule: 'days', days, public: true };
  }),
};
const SCHOOL: Holiday[] = SCHOOL_HOLIDAYS.map((s) => ({ id: s.id, names: s.names, rule: 'school', school: s, countries: [s.country] }));

/**
 * Per request language, every holiday a name can mean: its names and the English ones, then other languages' names that are
 * no ordinary word of it ("Weihnachten", never "natal" in English); then the public holidays in the request's language only
 * (a one-word name that is an ordinary word of it, "natal", "carnaval", is left to the curated list; full names only: the
 * name after "Día de" is often a place, "Día de Asturias"), and their English names. The country of the request chooses among
 * them (chooseHoliday).
 */
export const holidayIndex = perLanguage((lang) => {
  const byName = new Map<string, Holiday[]>();
  // The names by each of their words, so a name is looked for only in the longer names that share its first word.
  const byWord = new Map<string, string[]>();
  const add = (n: string, h: Holiday) => {
    const list = byName.get(n);
    if (list) {
      if (!list.includes(h)) list.push(h);
      return;
    }
    byName.set(n, [h]);
    for (const w of new Set(n.split(' '))) {
      const names = byWord.get(w);
      if (names) names.push(n);
      else byWord.set(w, [n]);
    }
  };
  const foreign = (n: string) => n.split(' ').every((w) => !isOrdinaryWord(w, lang));
  for (const h of file.holidays) {
    for (const l of LANGUAGES) for (const n of h.names[l] ?? []) if (l === lang || l === 'en' || foreign(n)) add(n, h);
  }
  // Public holidays under their English names too, where those are no ordinary words of the request's language ("Corpus
  // Christi", "Hanukkah", "Eid al-Fitr", "Deepavali"): the names other calendars' feasts go by in every language.
  for (const h of PUBLIC) {
    for (const n of new Set([...(h.names[lang] ?? []), ...(h.names.en ?? [])])) if (n.includes(' ') || !isOrdinaryWord(n, lang)) add(n, h);
  }
  // School holidays under their names in the request's language and in English ("the Easter holidays" from Munich), and
  // under every longer name holding one ("in den Pfingstferien").
  for (const h of SCHOOL) {
    for (const n of new Set([...(h.names[lang] ?? []), ...(h.names.en ?? [])])) {
      for (const k of byWord.get(n.split(' ')[0] ?? '') ?? []) if (k !== n && ` ${k} `.includes(` ${n} `)) add(k, h);
      add(n, h);
    }
  }
  const idx = new PhraseIndex<Holiday[]>();
  for (const [n, list] of byName) idx.add(n, list);
  return idx;
});

/** The generic ends of public-holiday names ("Labour Day", "Presidents' Day", "June Bank Holiday", "Songkran Festival"). */
const NAME_TAILS = /(?:'s|s')? (?:day|bank holiday|holiday|festival|festival day)$/;
/** Names of a day counted from another ("the day following Good Friday", "the second day of Chinese New Year"): no feast's own. */
const COUNTED_DAY = /\b(?:following|after|before|second|third|fourth|forth|eve)\b/;
/** The generic heads of public-holiday names, left out of the short names said after a bridge word ("dia de Tiradentes"). */
const NAME_HEADS = /^(?:(?:dia|giorno|festa|fete|jour|tag) (?:de la |de l'|della |del |de |da |do |di |du |der |des )?|(?:la|el|il|l') )/;
/** The shortest first word of a public holiday's name said alone ("l'Immacolata" for "Immacolata Concezione"). */
const SHORT_WORD = 6;

/**
 * A word that may stand for a holiday alone: no word of the request's language or English ("boxing", "family", "western",
 * "washington": the frequent-word lists hold place names too), no weekday or month ("domenica").
 */
const distinctive = (w: string, lang: Lang): boolean => !isOrdinaryWord(w, lang) && !WEEKDAYS.has(w) && !MONTHS.has(w);

/**
 * Per request language, the public holidays by the short names people say after "ponte", "puente", "feriadão", "pont" or
 * "long weekend" ("o feriadão de Tiradentes", "il ponte dell'Immacolata"): the name without its generic head ("dia de
 * Tiradentes"), and the first word of a longer name ("Immacolata Concezione") when that word is distinctive. Read only
 * after such a word, which says a holiday follows, and only for the countries of the request (bridge).
 */
export const shortHolidayIndex = perLanguage((lang) => {
  const byName = new Map<string, Holiday[]>();
  for (const h of PUBLIC) {
    for (const n of new Set([...(h.names[lang] ?? []), ...(h.names.en ?? [])])) {
      const short = n.replace(NAME_HEADS, '').replace(/'s day$/, '');
      const first = short.split(' ')[0] ?? '';
      const whole = short.includes(' ') || (!WEEKDAYS.has(short) && !MONTHS.has(short));
      const firstToo = short.includes(' ') && first.length >= SHORT_WORD && distinctive(first, lang);
      // "Labour long weekend", "Memorial weekend", "Anzac long weekend": the name less its "Day" before a word of the weekend.
      const core = short.replace(NAME_TAILS, '');
      const coreToo = core !== short && !COUNTED_DAY.test(short) && !WEEKDAYS.has(core) && !MONTHS.has(core);
      const keys = new Set([...(whole ? [short] : []), ...(firstToo ? [first] : []), ...(coreToo ? [core] : [])]);
      for (const k of keys) byName.set(k, [...(byName.get(k) ?? []), h]);
    }
  }
  const idx = new PhraseIndex<Holiday[]>();
  for (const [n, list] of byName) idx.add(n, list);
  return idx;
});

/**
 * The end of a holiday's name at token i, full or short ("Immacolata", "Pongal"), else 0: a holiday the writer names is the
 * date reader's, read into the window or yielding to days said with it, and never a name left over.
 */
export const holidayNameEnd = (toks: readonly Tok[], lang: Lang, i: number): number =>
  (holidayIndex(lang).at(toks, i) ?? shortHolidayIndex(lang).at(toks, i))?.end ?? 0;

/** A holiday's name at token i with the article a holiday takes before it ("o Natal", "pelo Natal", "la Toussaint"). */
export const articledHoliday = (toks: readonly Tok[], lang: Lang, i: number): boolean =>
  HOLIDAY_ARTICLES[lang].has(toks[i - 1]?.w ?? '') && holidayIndex(lang).at(toks, i) !== undefined;

/** The countries a request language is most often written from, the last prior when the request names no country. */
export const LANGUAGE_COUNTRIES: Record<Lang, readonly string[]> = { en: ['US', 'GB'], fr: ['FR'], es: ['ES'], de: ['DE'], it: ['IT'], pt: ['PT', 'BR'] };

/** The writer of a request: the country (and ISO 3166-2 region, when known) whose holidays their words mean. */
export interface Writer {
  country: string;
  region: string | null;
  /** Taken from the request's language, not said: it chooses school holidays only. */
  assumed?: boolean;
}

/**
 * What a holiday name means for a traveller from or going to these countries (most relevant first: origin, destination, then
 * the request language's countries). The school holidays of the writer's country come first, in the writer's region ("the
 * Easter holidays" from Munich); a name of another country's school holidays means nothing for this writer. Then the curated
 * reading of the writer's country, else the one that holds everywhere ("Noël" from Marseille is 25 December, in Cairo too).
 * Without a known writer: the curated reading of the first country that has one ("Thanksgiving" in Toronto, "Christmas" in
 * Addis Ababa, "half term" the English school holiday), the next to come when several hold there (the half terms of a year);
 * else the first reading that holds everywhere; else the public holiday of the first such country; else the first reading,
 * unless the name is local to other countries (then it is not read, except while the places are not read yet: `placesKnown`
 * false, when the span is only proposed).
 */
export function chooseHoliday(list: readonly Holiday[], countries: readonly string[], today: Date, writer?: Writer, placesKnown = true): Holiday | null {
  if (writer) {
    for (const h of list) {
      if (h.rule !== 'school' || h.school.country !== writer.country) continue;
      const windows = schoolWindows(h.school, writer.region).filter((w) => w.end >= today);
      if (windows.length > 0) return { ...h, windows };
    }
  }
  const readings = list.filter((h) => h.rule !== 'school');
  if (readings.length === 0) return null;
  const soonest = (hs: readonly Holiday[]) => [...hs].sort((a, b) => nextHoliday(a, today).start.getTime() - nextHoliday(b, today).start.getTime())[0];
  const curated = readings.filter((h) => !h.public);
  const everywhere = curated.find((h) => !h.countries);
  const stated = writer && !writer.assumed ? writer : undefined;
  const own = stated ? soonest(curated.filter((h) => h.countries?.includes(stated.country))) : undefined;
  if (own ?? (stated && everywhere)) return (own ?? everywhere) as Holiday;
  for (const c of countries) {
    const here = soonest(curated.filter((h) => h.countries?.includes(c)));
    if (here) return here;
  }
  if (everywhere) return everywhere;
  for (const c of countries) {
    const here = readings.find((h) => h.public && h.countries?.includes(c));
    if (here) return here;
  }
  return placesKnown && readings.some((h) => h.local) ? null : (readings[0] as Holiday);
}

/** Each season's counterpart across the equator: summer in Patagonia is the northern winter. */
// eslint-disable-next-line no-restricted-syntax -- looked up with the holiday catalogue's own ids
const OPPOSITE: Record<string, string> = {
  summer: 'winter',
  winter: 'summer',
  spring: 'autumn',
  autumn: 'spring',
  summer_holidays: 'summer_holidays_south',
  summer_holidays_south: 'summer_holidays',
};
const BY_ID = new Map(file.holidays.map((h) => [h.id, h]));
export const isSeason = (h: Holiday): boolean => OPPOSITE[h.id] !== undefined;
/** Is the season of this holiday id the writer's own (their summer holidays), read for the origin's hemisphere? */
export const writersSeason = (id: string | null | undefined): boolean => BY_ID.get(id ?? '')?.writer === true;
/** The same season in the southern hemisphere (the holiday itself when it is no season). */
export const southernSeason = (h: Holiday): Holiday => BY_ID.get(OPPOSITE[h.id] ?? '') ?? h;

const around = (d: Date, before: number, after: number): HolidayWindow => ({ start: addDays(d, -before), end: addDays(d, after), day: d });

/** The long weekend of public-holiday days: from the Saturday before a Monday or Tuesday, to the Sunday after a Thursday, Friday or Saturday. */
function longWeekend(first: Date, last: Date): HolidayWindow {
  const back = first.getUTCDay() === 1 ? 2 : first.getUTCDay() === 2 ? 3 : 0;
  const ahead = last.getUTCDay() >= 4 ? 7 - last.getUTCDay() : 0;
  return { start: addDays(first, -back), end: addDays(last, ahead), day: first };
}

/** No window: the calendar has no dates for that year. */
const unknownIn = (year: number): HolidayWindow => ({ start: utcDate(year, 12, 31), end: utcDate(year, 12, 31), day: null, unknown: true });

/** The days of one occurrence of a calendar rule, as dates. */
const occurrenceDays = (o: { start: string; end: string }) => ({ start: new Date(`${o.start}T00:00:00Z`), end: new Date(`${o.end}T00:00:00Z`) });

/** The same feast kept by the Julian calendar ("Orthodox Easter", "Pasqua ortodossa"); none for a feast with no such date. */
export const julianFeast = (h: Holiday): Holiday | undefined => (h.julian ? h : h.rule === 'easter' || h.rule === 'fixed' ? { ...h, julian: true } : undefined);

/** The holiday's window in a year (a span that wraps the year end starts in that year). */
export function holidayWindow(h: Holiday, year: number): HolidayWindow {
  switch (h.rule) {
    case 'days': {
      const years = Object.keys(h.days).map(Number);
      const y = years.includes(year) ? year : year < Math.min(...years) ? Math.min(...years) : Math.max(...years);
      const [a, b] = h.days[String(y)] as [string, string];
      const date = (md: string, inYear: number) => utcDate(inYear, Number(md.slice(0, 2)), Number(md.slice(3, 5)));
      // A last day before the first is in the next year (Hanukkah from 25 December to 1 January); a feast of several days falls
      // on no one day.
      const w = longWeekend(date(a, year), date(b, b < a ? year + 1 : year));
      return a === b ? w : { ...w, day: null };
    }
    case 'fixed':
      return around(addDays(utcDate(year, h.month, h.day), h.julian ? julianLag(year) : 0), h.before, h.after);
    case 'easter':
      return around(addDays(h.julian ? orthodoxEasterSunday(year) : easterSunday(year), h.offset), h.before, h.after);
    case 'nth_weekday':
      return around(nthWeekday(year, h.month, h.weekday, h.n), h.before, h.after);
    case 'last_weekday':
      return around(lastWeekday(year, h.month, h.weekday), h.before, h.after);
    case 'weekday_on_or_after': {
      const from = utcDate(year, h.month, h.day);
      return around(addDays(from, (h.weekday - from.getUTCDay() + 7) % 7), h.before, h.after);
    }
    case 'school': {
      const ws = h.windows ?? [];
      const w = ws.find((x) => x.start.getUTCFullYear() === year) ?? ws.find((x) => x.start.getUTCFullYear() > year) ?? (ws[ws.length - 1] as SchoolWindow);
      return { start: w.start, end: w.end, day: null, regional: w.regional };
    }
    case 'event': {
      const when = calendars().events.get(h.event)?.when;
      const o = when ? occurrenceIn(when, year) : null;
      if (!o) return unknownIn(year);
      const days = occurrenceDays(o);
      // An event of several days falls on no one day, unless a public holiday names it.
      const own = h.day_of ? publicDays(h.day_of)?.[String(year)]?.[0] : undefined;
      const day = own ? utcDate(year, Number(own.slice(0, 2)), Number(own.slice(3, 5))) : null;
      return { ...days, day: o.start === o.end ? days.start : day };
    }
    case 'calendar': {
      const o = occurrenceIn(h.when, year);
      if (!o) return unknownIn(year);
      return { ...occurrenceDays(o), day: null };
    }
    case 'span': {
      const [m1, d1] = h.from;
      const [m2, d2] = h.to;
      const y2 = m2 < m1 ? year + 1 : year;
      return { start: utcDate(year, m1, d1), end: utcDate(y2, m2, Math.min(d2, daysInMonth(y2, m2))), day: null };
    }
  }
}

/**
 * The next occurrence that has not ended: one under way starts today, unless under two weeks of it
 * remain or the traveller said "next", in which case the following one is meant.
 */
export function nextHoliday(h: Holiday, today: Date, opts: { next?: boolean; year?: number } = {}): HolidayWindow {
  if (opts.year !== undefined) return holidayWindow(h, opts.year);
  for (let y = today.getUTCFullYear() - 1; y <= today.getUTCFullYear() + 1; y++) {
    const w = holidayWindow(h, y);
    if (w.unknown || w.end < today) continue;
    if (w.start <= today) {
      if (opts.next || w.end.getTime() - today.getTime() < 14 * 86_400_000) continue;
      return { ...w, start: today };
    }
    return w;
  }
  return holidayWindow(h, today.getUTCFullYear() + 1);
}
