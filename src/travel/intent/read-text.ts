import { inPlanningYears } from '../../contracts/planning-years.js';
import type { Gazetteer, ResolveContext } from '../geo/types.js';
import { leftovers, refusedNames, unreadRequirements, type Leftovers } from './accounting.js';
import type { HeldValues } from './held-values.js';
import { readAsks, type AskTopic } from './asks.js';
import { inHemisphere, readDates, windowDays, type DateReading } from './dates.js';
import { OR_BY_LANG } from './or-words.js';
import {
  budgetConflicts,
  budgetDoubts,
  dateDoubts,
  lengthDoubts,
  unusableAmountDoubts,
  originDoubts,
  placeDoubts,
  roomDoubts,
  undecidedLength,
  type Doubt,
} from './evidence.js';
import { readDuration, type DurationReading } from './duration.js';
import { originByMoney } from './origin-namesake.js';
import { selfPlaceSlots } from './self-place.js';
import { proposeCarriers } from './carriers.js';
import { proposeLodgingNames } from './lodging-names.js';
import { choose, proposeMeasures, takenByOthers, tokenSpan, type Candidate, type CandidateKind } from './chart.js';
import { proposeMultiCity, readMultiCity } from './geography.js';
import { proposeHealth, type HealthProposal } from './health.js';
import { soloWoman } from './solo-woman.js';
import { articledHoliday, holidayIndex } from './holidays.js';
import { labelledLines, lineOf, withoutLabels, type FieldLine } from './labels.js';
import { identifyLanguage, placeWordOf, type Lang, type LanguageId } from './language.js';
import { pickBudget, readMoney, type MoneyReading } from './money.js';
import { readTier, type BudgetTier } from './tier-words.js';
import { originFromPlace, type OriginResolution } from './origin.js';
import { isRelayed } from './perspective.js';
import { readParty, shorthandClass, type PartyReading } from './party.js';
import { partyChange, type PartyChange } from './party-change.js';
import { partyDoubt } from './party-doubt.js';
import type { PlaceMention, RoledMention } from './place-mentions.js';
import { assignRoles, distinctPlaces, withoutNarrowedWholes, withoutQualifiers } from './roles.js';
import type { PartRole } from './discourse.js';
import { referencePoint, type ReferencePoint } from './reference-points.js';
import { holdsPlace } from './role-context.js';
import { roleFeatures } from './role-features.js';
import { reviewRoles, roleDoubts, type RoleReviewed } from './role-model.js';
import {
  accessFrom,
  eventFrom,
  proposeAccess,
  proposeEvents,
  proposeServices,
  servicesFrom,
  type AccessNeed,
  type EventProposal,
  type EventReading,
} from './signals.js';
import type { Span } from './text.js';
import { readThemes, type EventMention, type ThemeMention } from './themes.js';
import { notSources } from './governor.js';
import { modesFrom, proposeModes, type ModeProposal, type ModesReading } from './travel-modes.js';
import { nationalityFrom, proposeNationality, type NationalityProposal, type NationalityReading } from './nationality.js';
import { opensLine, PhraseIndex, tokenize, type Tok } from './tokens.js';
import { readRequirements, unansweredQuestions } from './requirements.js';
import { repairTypos } from './typos.js';
import { unknownPlaces, unrecognizedWords } from './unknown.js';
import { personNames } from './person-names.js';
import { withNamedSights } from './named-sights.js';
import { startsThere } from './from-there.js';
import { statedHome } from './residence.js';
import { speaksAsWe } from './writer-alone.js';

/**
 * Everything read from the natural-language request, before merging with structured fields. Every
 * recogniser proposes candidate spans over the one token sequence (chart.ts), the chooser keeps the
 * best-evidenced non-overlapping set, and each field is then built from the chosen spans only:
 * the date, money, length and party readers are re-run with the tokens chosen for other kinds
 * taken (so a reading that lost its number to a better-evidenced one finds the next, or nothing), places get their roles, and the accounting reports what no chosen span explains.
 */
export interface TextReading {
  lang: Lang;
  /** The language the identifier found and whether the reader reads it. */
  language: LanguageId;
  origin: (OriginResolution & { text: string; mention: PlaceMention }) | null;
  places: RoledMention[];
  /** Places given up in a change of mind ("instead of Rome"): neither wanted nor refused by this text alone. */
  given_up: PlaceMention[];
  dates: DateReading | null;
  duration: DurationReading | null;
  budget: MoneyReading | null;
  tier: { tier: BudgetTier; text: string } | null;
  party: PartyReading;
  /** No count of the party was read, but the writer speaks as "we" in their own name: more than one travels. */
  writer_plural: boolean;
  /** The words that put the party in doubt (a choice of counts, parts against the total), if any (party-doubt.ts). */
  party_doubt: string | null;
  /** Someone joins or leaves within the trip (party-change.ts): the words saying so. */
  party_change: string | null;
  themes: Array<ThemeMention & { text: string }>;
  /** Events named; `dated` when the event is a holiday whose dates the date reader computed or days beside it agree with, so they are known. */
  events: Array<EventMention & { text: string; dated: boolean }>;
  multi_city: { requested: boolean; cities: string[]; text: string | null };
  remote_work: { requested: boolean; text: string | null };
  accessibility: { needs: AccessNeed[]; text: string | null };
  /** Health conditions stated (ids of data/travel/health-conditions.json) and the words that state the first. */
  health: { conditions: string[]; text: string | null };
  event: EventReading;
  services: string[];
  /** Topics the request asks about that a search does not answer (asks.ts). */
  asks: Array<{ topic: AskTopic; text: string }>;
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
  /**
   * Requirements no field holds: introduced by a frame ("with my bike", "staying in huts") whose noun no reader read, or
   * named by the requirement lexicon (requirements.ts: direct flights, one way, a means of transport...). A pet that comes
   * along is none: it is read as the pets topic of asks, which every result answers.
   */
  unread_requirements: string[];
  /** Questions the request asks that a search does not answer (a visa, a topic of asks.ts asked with "?"). */
  questions: string[];
  /** Other trips asked for after this one ("and then in October we also want Vienna"): reported, not read (discourse.ts). */
  later_trips: string[];
  /** Fields filled from weak evidence (evidence.ts): reported, so the answer is not complete. */
  doubts: Doubt[];
  /** Each place mention's features and the role model's review of the rules' role (role-model.ts). */
  role_reviews: RoleReviewed[];
  /** The ways of travelling stated (travel-modes.ts), or null. */
  modes: ModesReading | null;
  /** The passports stated (nationality.ts), or null. */
  nationality: NationalityReading | null;
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

/** The words of a token span as written. */
const spanTextOf =
  ({ text, toks }: { text: string; toks: readonly Tok[] }) =>
  (s: { start: number; end: number }) =>
    text.slice(toks[s.start]?.start ?? 0, toks[s.end - 1]?.end ?? 0);

/** Readers whose proposals are kept per kind so the chosen ones can be looked up. */
interface Proposals {
  themes: ThemeMention[];
  events: EventMention[];
  places: PlaceMention[];
  access: Array<{ start: number; end: number; need: AccessNeed }>;
  eventWords: EventProposal[];
  services: Array<{ start: number; end: number; service: string }>;
  health: HealthProposal[];
  modes: ModeProposal[];
  nationality: NationalityProposal[];
}

/**
 * Ties between equal weights go to the kind whose reading is the more specific about a number or a
 * name: a date, an amount, a length and a party bind numbers by grammar; a theme or event phrase
 * that equals a lower-case place name ("hot springs") is the theme. A tiny amount, so it never
 * outweighs evidence.
 */
const TIE: Record<CandidateKind, number> = {
  date: 8,
  money: 7,
  duration: 6,
  party: 5,
  tier: 4,
  theme: 3,
  unwanted_theme: 3,
  event: 3,
  place: 2,
  access: 1,
  health: 1,
  event_word: 1,
  service: 0,
  multi_city: 1,
  vague_time: 0,
  measure: 0,
  mode: 3.5,
  nationality: 2.5,
  carrier: 2.5,
  lodging: 2.5,
};

function candidate(kind: CandidateKind, start: number, end: number, ref: number, head: string | null, cue: string | null = null): Candidate {
  return { kind, start, end, ref, evidence: { head, cue } };
}

/** The candidate with each capitalised word of its span counted as evidence (chart.ts: `named`). */
function capitalsNamed(toks: readonly Tok[], c: Candidate): Candidate {
  c.evidence.named = toks.slice(c.start, c.end).filter((t) => t.cap).length;
  return c;
}

/** Words that say a number counts people, in the six languages (folded): the party's head words. */
const PERSON_HEADS = new Set(
  'adult adults kid kids child children people person persons traveller travellers traveler travelers us me couple family friends friend baby babies infant infants son sons daughter daughters wife husband partner pax guests adulte adultes enfant enfants personnes personne bebe famille amis adulto adultos nino ninos nina ninas personas persona familia amigos erwachsene erwachsener kind kinder personen leute familie freunde adulti bambini bambino persone famiglia amici criancas crianca pessoas familia amigos filhos filho'.split(
    ' ',
  ),
);

const PER_TAIL = new Set(
  'a an per / each every par por pro al la le il the de du del por per day night person people head nuit jour personne noche dia persona nacht tag person notte giorno persona noite pessoa'.split(
    ' ',
  ),
);

/** Does the token span hold a word (a unit, a currency word, a person noun) besides numbers and punctuation? */
const headIn = (toks: readonly Tok[], s: number, e: number): string | null => toks.slice(s, e).find((t) => t.kind === 'word' && t.w.length > 1)?.w ?? null;

/** The trip's length as the words give it before the roles are known: a stated length, else the days between two named days. */
function statedDays(duration: DurationReading | null, dates: DateReading | null): number | undefined {
  if (duration) return duration.days;
  if (dates?.exact && dates.start && dates.end) return windowDays(dates.start, dates.end) + 1;
  return dates?.weekend_days?.[0];
}

/**
 * Where the traveller leaves from is context for the other places once the roles are known: a name
 * with a reading in the origin's country ("Córdoba ... from Seville", "Mérida, au départ de Madrid")
 * is read again with that origin, which breaks ties between comparable readings (score.ts) exactly
 * as a structured origin does. With the trip's length it also says how far the trip goes: a weekend from Madrid in
 * Guadalajara is Spain's. The origin itself and places near it are never context (extract.ts).
 */
function rereadFromOrigin(
  named: RoledMention[],
  extract: (ctx: Pick<ResolveContext, 'origin' | 'homes' | 'tripDays'>) => PlaceMention[],
  tripDays: number | undefined,
): void {
  const from = named.find((x) => x.role === 'origin');
  if (!from) return;
  const iata = originFromPlace(from.mention, from.mention.matched_text).iata;
  // A home said otherwise than after "from" ("Départ : Lyon", "salimos de Valencia") was context for the trip's namesakes
  // in the gazetteer's first reading: every place is read again with it as home.
  const unseen = from.mention.role !== 'origin';
  const country = from.mention.country;
  // The home keeps its own first reading: it was read among the trip's places, as the way there names it.
  const byOrigin = (x: RoledMention) => unseen || (x.mention.alternatives.some((a) => a.country === country) && x.mention.country !== country);
  // With the trip's length the origin also says how far the trip goes (geo/trip-reach.ts): a namesake abroad may be the one in
  // reach. Such a name is read again only to change its place; a reading the reach leaves keeps its first look's doubt.
  const byReach = (x: RoledMention) => tripDays !== undefined && x.mention.alternatives.some((a) => a.country !== x.mention.country);
  const doubtful = named.filter((x) => x !== from && (byOrigin(x) || byReach(x)));
  if (!doubtful.length || (!iata && !unseen)) return;
  const reach = iata && tripDays ? { tripDays } : {};
  const again = extract({ homes: [{ start: from.mention.start, end: from.mention.end }], ...(iata ? { origin: iata } : {}), ...reach });
  // The second look chooses among a name's readings; whether the name is a place at all stays the first look's (a home
  // vouches for no place in the gazetteer, yet the first look had the name's other evidence).
  for (const x of doubtful) {
    const m = again.find((a) => a.start === x.mention.start && a.end === x.mention.end);
    if (!m || (!byOrigin(x) && m.id === x.mention.id)) continue;
    const { weak, ...read } = m;
    const evidence = unseen ? x.mention.weak : weak;
    x.mention = { ...read, ...(evidence ? { weak: true as const } : {}), ...(x.mention.residents ? { residents: true as const } : {}) };
  }
}

/**
 * The party is the largest that travels: when people join part-way ("my brother joins us for the second week"), the party read
 * outside their words, when that holds a count, with those who join added to it; the count read in full otherwise. The change
 * itself is reported.
 */
function largestParty(full: PartyReading, change: PartyChange | null, without: (span: { start: number; end: number }) => PartyReading): PartyReading {
  if (!change?.joining) return full;
  const rest = without(change);
  if (rest.travellers === null) return full;
  const n = change.joining;
  const add = (v: number | null) => (v === null ? null : v + n);
  // Joiners of an untold class leave the split of the party untold.
  const adults = change.joiningClass === 'adult' ? add(rest.adults) : change.joiningClass === 'child' ? rest.adults : null;
  const children = change.joiningClass === 'child' ? (rest.children ?? 0) + n : change.joiningClass === 'adult' ? rest.children : null;
  const ages_missing = rest.ages_missing || change.joiningClass === 'child';
  return { ...rest, travellers: rest.travellers + n, adults, children, ages_missing, spans: full.spans };
}

/** The request's words as every reader sees them. */
interface Words {
  text: string;
  toks: Tok[];
  lang: Lang;
}

const charToTokIn = (toks: readonly Tok[]) => (s: Span) => tokenSpan(toks, s);
const blankIn = (toks: readonly Tok[]) => (taken: (i: number) => boolean) => toks.map((t, i) => (taken(i) ? { ...t, w: '' } : t));
const placeAtIn = (cands: readonly Candidate[]) => (i: number) => cands.some((c) => c.kind === 'place' && c.start === i);

/** A form's labelled lines and the places the gazetteer reads outside their labels, with the names it refused or does not know. */
interface FormPlaces {
  form: FieldLine[];
  lineAt: (i: number) => FieldLine | null;
  mentionsIn: ReturnType<Gazetteer['mentions']>;
  extracted: PlaceMention[];
  refusedSpans: Span[];
  unknownNames: Span[];
}

function placeCandidates(w: Words, gazetteer: Gazetteer): FormPlaces & { cands: Candidate[] } {
  const { text, toks, lang } = w;
  // A form's labels ("Destination:", "Voyageurs :", "| Origen |") are function words: no place is read in them.
  const form = labelledLines(text, toks);
  const inLabel = (s: { start: number; end: number }) => form.some((l) => s.start < l.label.end && s.end > l.label.start);
  // The value of an origin, destination or avoid line is a place slot: a name opening it needs no other cue ("Destino: Roma").
  // So is a name bound to the speaker (self-place.ts): a heading before the party, a bracket after it.
  const slots = [
    ...form
      .filter((l) => l.field === 'origin' || l.field === 'destination' || l.field === 'excluded')
      .map((l): [number, number] => [l.value.start, l.value.end]),
    ...selfPlaceSlots(toks, lang, (i) => opensLine(text, toks, i)),
  ].flatMap(([start, end]) => {
    const first = toks[start];
    const last = toks[end - 1];
    return first && last ? [{ start: first.start, end: last.end }] : [];
  });
  const refusedSpans: Span[] = [];
  const unknownNames: Span[] = [];
  const mixedCase = /\p{Ll}/u.test(text) && /\p{Lu}/u.test(text);
  const mentionsIn = gazetteer.mentions(withoutLabels(text, toks, form), { lang, slots });
  const extracted: PlaceMention[] = mentionsIn({ refused: refusedSpans, unknown: unknownNames });
  const cands: Candidate[] = [];
  extracted.forEach((m, k) => {
    const s = tokenSpan(toks, m);
    if (!s || inLabel(s)) return;
    // What follows a comma in a match ("Croatia, island") qualifies the name; other readers may read it too ("island hopping").
    const comma = toks.findIndex((t, i) => i > s.start && i < s.end && t.w === ',');
    // A name written with a capital is evidence for the place reading ("Hot Springs" the town, "hot springs" the theme).
    const end = comma > 0 ? comma : s.end;
    const c = candidate('place', s.start, end, k, m.name, /^\p{Lu}/u.test(text.slice(m.start, m.end)) ? 'capital' : null);
    // In a text written in both cases, every capital of a name of two or more words says it is one name.
    const named = mixedCase ? toks.slice(s.start, end).filter((t) => t.cap).length : 0;
    if (named >= 2) c.evidence.named = named;
    cands.push(c);
  });
  return { form, lineAt: lineOf(form, toks.length), mentionsIn, extracted, refusedSpans, unknownNames, cands };
}

/** The date, amount, length and party readers' proposals, each over the whole text; `earlier` are the proposals made before. */
function numberCandidates(w: Words, dates: DateReading | null, earlier: readonly Candidate[]): Candidate[] {
  const { toks, lang } = w;
  const charToTok = charToTokIn(toks);
  const cands: Candidate[] = [];
  for (const c of dates?.consumed ?? []) {
    const s = charToTok(c);
    if (!s) continue;
    // A holiday's name that is also a place's is the holiday after the article a holiday takes ("passar o Natal", "pelo Natal";
    // the place takes none: "voo para Natal"): the article is the date's, so its reading outweighs the place's.
    const place = earlier.some((x) => x.kind === 'place' && x.start === s.start);
    const from = place && articledHoliday(toks, lang, s.start) ? s.start - 1 : s.start;
    cands.push(candidate('date', from, s.end, 0, headIn(toks, s.start, s.end)));
  }
  // A rate's amount binds the words that say what it is per ("Rp 1.000.000 a day", "150 € la nuit"): they are its span.
  readMoney(toks, lang).forEach((m, k) => {
    let end = m.end;
    if (m.per !== 'total') while (end < m.end + 4 && PER_TAIL.has(toks[end]?.w ?? '')) end++;
    // A rate per week or month binds its unit ("1,500 a month" is money, not a month's stay), the more when said as the budget.
    const head = m.currency_source === 'text' ? m.currency : m.per !== 'total' ? m.per : (m.period ?? null);
    cands.push(candidate('money', m.start, end, k, head, m.period && m.cued ? 'budget' : null));
  });
  // The length reader gives its first reading; asking again with that span taken enumerates the others.
  const own = new Set<number>();
  for (let k = 0; k < 4; k++) {
    const d = readDuration(toks, lang, (i) => own.has(i));
    const s = d ? charToTok(d.span) : null;
    if (!s) break;
    cands.push(candidate('duration', s.start, s.end, k, headIn(toks, s.start, s.end)));
    for (let i = s.start; i < s.end; i++) own.add(i);
  }
  // A name the gazetteer reads as a place is the place, not a companion named beside the writer ("me and Paris").
  for (const sp of readParty(toks, lang, () => false, { placeAt: placeAtIn(earlier) }).spans) {
    const s = charToTok(sp);
    if (!s) continue;
    // A person noun heads the party, and so does a booking shorthand's letter ("2A + 1C"), which no date or amount has.
    const head = toks.slice(s.start, s.end).find((t, j) => PERSON_HEADS.has(t.w) || shorthandClass(toks, s.start + j, lang) !== undefined);
    cands.push(candidate('party', s.start, s.end, 0, head?.w ?? null));
  }
  return cands;
}

/** Every recogniser's proposals over the whole token sequence, none looking at another's (in the order the chooser sees them). */
interface Proposed extends Omit<FormPlaces, 'extracted'> {
  cands: Candidate[];
  p: Proposals;
  tierProposal: ReturnType<typeof readTier>;
  modeWords: ReturnType<typeof proposeModes>;
  /** An event named as a holiday ("Semana Santa"): the date reader's too, kept beside the date, outside the choice. */
  holiday: (t: { start: number; end: number }) => boolean;
  /** The dates as the date reader first proposes them, over the whole text. */
  dates: DateReading | null;
}

function propose(w: Words, today: Date, gazetteer: Gazetteer): Proposed {
  const { toks, lang } = w;
  const cands: Candidate[] = [];
  const early = readThemes(toks, lang, () => false);
  early.themes.forEach((t, k) => cands.push(candidate('theme', t.start, t.end, k, t.theme)));
  for (const r of early.repeats)
    cands.push(
      candidate(
        'theme',
        r.start,
        r.end,
        early.themes.findIndex((t) => t.theme === r.theme),
        r.theme,
      ),
    );
  // A theme refused ("nada de praia") still reads its words: no place of that name ("Praia") unless written as one.
  early.refused.forEach((t, k) => cands.push(candidate('unwanted_theme', t.start, t.end, k, t.theme)));
  const holiday = (t: { start: number; end: number }) => holidayIndex(lang).at(toks, t.start)?.end === t.end;
  early.events.forEach((e, k) => !holiday(e) && cands.push(candidate('event', e.start, e.end, k, e.def.id)));
  const { extracted, cands: placed, ...form } = placeCandidates(w, gazetteer);
  cands.push(...placed);
  const dates = readDates(w.text, toks, lang, today);
  cands.push(...numberCandidates(w, dates, cands));
  const tierProposal = readTier(toks);
  if (tierProposal) cands.push(candidate('tier', tierProposal.start, tierProposal.end, 0, tierProposal.tier));
  VAGUE.all(toks).forEach((v, k) => cands.push(candidate('vague_time', v.start, v.end, k, 'vague')));
  const modeWords = proposeModes(toks, lang);
  const p: Proposals = {
    themes: early.themes,
    events: early.events,
    places: extracted,
    access: proposeAccess(toks),
    eventWords: proposeEvents(toks),
    services: proposeServices(toks),
    health: proposeHealth(toks, lang),
    modes: modeWords.proposals,
    nationality: proposeNationality(toks, lang),
  };
  p.modes.forEach((m, k) => cands.push(candidate('mode', m.start, m.end, k, m.head)));
  // Each capital of a stated passport's country outweighs the place of that name, as a place's own capitals do ("New Zealand passports").
  p.nationality.forEach((n, k) => cands.push(capitalsNamed(toks, candidate('nationality', n.start, n.end, k, 'nationality'))));
  p.access.forEach((a, k) => cands.push(candidate('access', a.start, a.end, k, a.need)));
  p.eventWords.forEach((e, k) => cands.push(candidate('event_word', e.start, e.end, k, e.kind)));
  p.services.forEach((x, k) => cands.push(candidate('service', x.start, x.end, k, x.service)));
  p.health.forEach((h, k) => cands.push(candidate('health', h.start, h.end, k, h.condition.id)));
  proposeMultiCity(toks).forEach((m, k) => cands.push(candidate('multi_city', m.start, m.end, k, 'multi_city')));
  proposeMeasures(toks).forEach((m, k) => cands.push(candidate('measure', m.start, m.end, k, m.head, m.cue)));
  // An airline's name outweighs the place named in it ("Air France"): each of its capitals is evidence, as a place's name's are.
  proposeCarriers(toks).forEach((n, k) => cands.push(capitalsNamed(toks, candidate('carrier', n.start, n.end, k, 'airline'))));
  proposeLodgingNames(toks, placeAtIn(cands)).forEach((n, k) => cands.push(capitalsNamed(toks, candidate('lodging', n.start, n.end, k, 'lodging'))));
  return { ...form, cands, p, tierProposal, modeWords, holiday, dates };
}

/**
 * Labels (a need, an event, a service, a multi-city cue) bind no number and may lie over a field's span ("Coachella" is a
 * place and an event): they are chosen among themselves, the fields among themselves.
 */
const LABELS: readonly CandidateKind[] = ['event', 'access', 'health', 'event_word', 'service', 'multi_city'];

/** The choice, by evidence, and the places of events held in one place kept beside it. */
function chooseCandidates(cands: readonly Candidate[], p: Proposals): { chosen: Candidate[]; held: Candidate[] } {
  // A health condition is a need read beside every other reading of its words ("wheelchair" is also an access need): each is kept.
  const tie = (c: Candidate) => TIE[c.kind];
  // Words that name an event held in one place ("los Sanfermines", "Oktoberfest") propose both the event, with the dates the
  // calendar gives it, and the place that holds it: that place is kept beside the choice, and takes no word from the date.
  const held = cands.filter((c) => c.kind === 'place' && p.places[c.ref]?.held_event);
  const chosen = [
    ...choose(
      cands.filter((c) => !LABELS.includes(c.kind) && !held.includes(c)),
      tie,
    ),
    ...choose(
      cands.filter((c) => LABELS.includes(c.kind) && c.kind !== 'health'),
      tie,
    ),
    ...cands.filter((c) => c.kind === 'health'),
  ];
  return { chosen, held };
}

/** The tokens the chosen readings have taken, so the accounting reports only what none explains. */
interface Taken {
  taken: Set<number>;
  isTaken: (i: number) => boolean;
  takeToks: (i: number, j: number) => void;
  takeChars: (spans: readonly Span[]) => void;
}

function takenTokens(toks: readonly Tok[]): Taken {
  const taken = new Set<number>();
  const takeToks = (i: number, j: number) => {
    for (let k = i; k < j; k++) taken.add(k);
  };
  const takeChars = (spans: readonly Span[]) =>
    spans.forEach((sp) => {
      const s = tokenSpan(toks, sp);
      if (s) takeToks(s.start, s.end);
    });
  return { taken, isTaken: (i) => taken.has(i), takeToks, takeChars };
}

/** Is the token inside one of the spans? */
const within = (spans: readonly Candidate[], i: number) => spans.some((c) => i >= c.start && i < c.end);

/**
 * A counted length is taken by the length read (later); another count of days it does not restate is left to the accounting,
 * so two lengths that disagree ("parto in 6 giorni ... 10 giorni") are reported, not settled by keeping the first. Beside a
 * whole trip's length ("3 weeks in total"), the other counts are its parts and are taken with it. Places are taken with their roles.
 */
function takeChosen(toks: readonly Tok[], chosen: readonly Candidate[], t: Taken): void {
  const counted = (c: Candidate) => c.kind === 'duration' && toks.slice(c.start, c.end).some((tk) => tk.kind === 'num');
  for (const c of chosen) if (c.kind !== 'measure' && c.kind !== 'place' && c.kind !== 'vague_time' && !counted(c)) t.takeToks(c.start, c.end);
}

type Measure = { start: number; end: number; place: number; kind: ReferencePoint['kind'] };

/**
 * The places' roles by the rules. A way of travelling and a nationality are no place and carry no negation of one ("no flights
 * to Paris" goes to Paris); a "von", "from", "de" a noun or a verb of speaking governs says no start (governor.ts).
 */
function rolesByRules(w: Words, pr: Proposed, of: (kind: CandidateKind) => Candidate[], held: readonly Candidate[]) {
  const { text, toks, lang } = w;
  const modes = of('mode');
  const unplaced = modes.concat(of('nationality'));
  const placeCands = [...of('place'), ...held].sort((a, b) => a.start - b.start);
  const placeStarts = new Set(placeCands.map((c) => c.start));
  const genitive = notSources(
    toks,
    lang,
    (i) => placeStarts.has(i),
    (i) => within(modes, i),
  );
  const hidden = (i: number) => genitive.has(i) || within(unplaced, i);
  // A place the trip is measured from ("within 3 hours of Denver", "à 200 km de Toulouse"), read on the words as written:
  // the measure is a requirement no field holds, but for a stay near the place, which its destination holds.
  const measures: Measure[] = placeCands.flatMap((c) => {
    const reference = referencePoint(toks, c.start, lang);
    return reference ? [{ start: reference.start, end: c.end, place: c.start, kind: reference.kind }] : [];
  });
  const ruled = assignRoles(
    unplaced.length || genitive.size ? blankIn(toks)(hidden) : toks,
    placeCands.map((c) => pr.p.places[c.ref] as PlaceMention),
    lang,
    pr.lineAt,
    new Map(measures.map((m) => [m.place, m.kind])),
    (i) => opensLine(text, toks, i),
  );
  return { placeCands, measures, ruled };
}

/** The trip's places once the role model has reviewed the rules' roles, and the origin among them. */
interface Placed {
  places: RoledMention[];
  givenUp: PlaceMention[];
  roleReviews: RoleReviewed[];
  originRole: RoledMention | undefined;
  origin: TextReading['origin'];
}

function reviewedPlaces(w: Words, gazetteer: Gazetteer, pr: Proposed, ruled: RoledMention[], c: { part: PartRole; tripDays: number | undefined }): Placed {
  const { part, tripDays } = c;
  const { text, toks, lang } = w;
  const inside = holdsPlace(gazetteer);
  // The trip's places among roled mentions: a place named again in its role is one, a place's address is none.
  const fieldsOf = (rs: readonly RoledMention[]) => {
    const named = rs.filter((x) => !x.aside);
    rereadFromOrigin(named, pr.mentionsIn, tripDays);
    const distinct = distinctPlaces(named);
    const kept = withoutQualifiers(distinct, toks, inside);
    return { kept: withoutNarrowedWholes(kept), addresses: new Set(distinct.filter((x) => !kept.includes(x))) };
  };
  const byRules = fieldsOf(ruled);
  // The rules' roles reviewed by the trained model (role-model.ts): changed where it is sure, reported where it doubts them.
  const features = roleFeatures(text, toks, ruled, lang, pr.lineAt, byRules.addresses, { part, inside });
  const { roled, reviews } = reviewRoles(ruled, features, byRules.addresses);
  const roleReviews = reviews.map((review, k) => ({ mention: (ruled[k] as RoledMention).mention, features: features[k] ?? [], review }));
  const places = reviews.some((r) => r.decision === 'changed') ? fieldsOf(roled).kept : byRules.kept;
  const givenUp = roled.filter((x) => x.aside === 'given_up').map((x) => x.mention);
  const originRole = places.find((x) => x.role === 'origin');
  const visited = places.filter((x) => x.role === 'destination').map((x) => x.mention.country);
  if (originRole) originRole.mention = { ...originRole.mention, ...originByMoney(originRole.mention, toks, gazetteer, visited) };
  const origin = originRole
    ? { ...originFromPlace(originRole.mention, originRole.mention.matched_text), text: originRole.mention.matched_text, mention: originRole.mention }
    : null;
  return { places, givenUp, roleReviews, originRole, origin };
}

/** The places with their roles; their words, the form's labels and the measures taken. */
function placesRead(
  w: Words,
  gazetteer: Gazetteer,
  pr: Proposed,
  c: { of: (kind: CandidateKind) => Candidate[]; held: readonly Candidate[]; part: PartRole; tripDays: number | undefined },
  t: Taken,
) {
  const { placeCands, measures, ruled } = rolesByRules(w, pr, c.of, c.held);
  for (const l of pr.form) t.takeToks(l.label.start, l.label.end);
  for (const x of ruled) t.takeToks(x.first, x.last);
  for (const m of measures) t.takeToks(m.start, m.end);
  return { placeCands, measures, placed: reviewedPlaces(w, gazetteer, pr, ruled, c) };
}

/** The trip's places with the sights their names say are sights (named-sights.ts), whose words they take. */
function withSights(w: Words, pr: Proposed, placed: Placed, chosen: readonly Candidate[], t: Taken): Placed {
  // A theme may lie inside a sight's name ("Kirstenbosch Gardens"), a date or an amount may not.
  const others = chosen.filter((c) => c.kind !== 'place' && c.kind !== 'theme');
  const read = { source: w.text, toks: w.toks, lang: w.lang, read: (i: number) => within(others, i) };
  const named = pr.p.places.flatMap((m) => tokenSpan(w.toks, m) ?? []);
  const { places, taken } = withNamedSights(read, placed.places, named);
  for (const [a, b] of taken) t.takeToks(a, b);
  return { ...placed, places };
}

/** The length read before the places, which it tells how far the trip goes; the fields are the chosen spans but labels. */
interface Lengths {
  fields: Candidate[];
  length: DurationReading | null;
  duration: DurationReading | null;
}

function readLength(w: Words, chosen: readonly Candidate[]): Lengths {
  const fields = chosen.filter((c) => !LABELS.includes(c.kind));
  // A theme phrase that names a length ("ski week", "settimana bianca") is read by both: the length reader may look inside it.
  const notTheme = fields.filter((c) => c.kind !== 'theme');
  const length = readDuration(w.toks, w.lang, takenByOthers(notTheme, 'duration', w.toks.length));
  // "5 or 10 days", "ten nights maybe or two weeks": lengths offered as a choice are read, not used, and asked about.
  return { fields, length, duration: length?.undecided ? null : length };
}

/** The dates and the amounts, each read again with the tokens chosen for other kinds taken, and the length's words taken. */
function readFields(w: Words, today: Date, pr: Proposed, chosen: readonly Candidate[], placed: Placed, lengths: Lengths, t: Taken) {
  const { text, toks, lang } = w;
  const { origin, places } = placed;
  const { fields, length, duration } = lengths;
  const of = (kind: CandidateKind) => chosen.filter((c) => c.kind === kind);
  const blank = blankIn(toks);
  const hard = places.filter((x) => x.role === 'destination' && !x.soft).map((x) => x.mention);
  const countries = [origin?.mention.country, hard[0]?.country].filter((c): c is string => !!c);
  const from = origin?.mention.country ? { country: origin.mention.country, region: origin.mention.admin1 ?? null } : undefined;
  const read = readDates(text, blank(takenByOthers(fields, 'date', toks.length)), lang, today, { countries, ...(from ? { origin: from } : {}) });
  if (read) t.takeChars(read.consumed);
  // A date outside the planning years is read (its words are not left over) but never used.
  const outOfRange = read && ![read.start, read.end].every((d) => d === null || inPlanningYears(d)) ? read.text : null;
  const dates = outOfRange ? null : read;
  if (length) t.takeChars([length.span, ...(length.legs ?? [])]);
  if (duration?.whole) for (const c of of('duration')) t.takeToks(c.start, c.end);
  // A weekly price becomes the trip's total over the stated length. The traveller's own currency ("dirhams", "pesos", "$")
  // is where they start from, else the passport they state.
  const stated = of('nationality')[0];
  const passport = stated ? (pr.p.nationality[stated.ref] as NationalityProposal).codes[0] : undefined;
  const amounts = readMoney(blank(takenByOthers(fields, 'money', toks.length)), lang, {
    country: origin?.mention.country ?? passport,
    named: places.flatMap((x) => (x.mention.country ? [x.mention.country] : [])),
    ...(duration ? { lengthDays: duration.days } : {}),
  });
  for (const m of amounts) t.takeToks(m.start, m.end);
  return { hard, outOfRange, dates, length, duration, amounts };
}

/**
 * Who travels is read beside the lexicon phrases and measures that describe the same people ("family of four" is also the
 * family theme, "a 6 month old baby" also an age): only a date, an amount or a length takes a number from the party.
 * A baby expected ("we're expecting a baby") is a pregnancy, not a traveller.
 */
function readWhoTravels(w: Words, pr: Proposed, chosen: readonly Candidate[], t: Taken) {
  const { text, toks, lang } = w;
  const unborn = pr.p.health.filter((h) => h.expected);
  const othersTake = takenByOthers(
    chosen.filter((c) => ['date', 'money', 'duration'].includes(c.kind)),
    'party',
    toks.length,
  );
  const partyTaken = (i: number) => othersTake(i) || unborn.some((h) => i >= h.start && i < h.end);
  const partyOpts = { partyLine: (i: number) => pr.lineAt(i)?.field === 'party', placeAt: placeAtIn(pr.cands) };
  const change = partyChange(text, toks, lang);
  const party = largestParty(readParty(toks, lang, partyTaken, partyOpts), change, (i) =>
    readParty(toks, lang, (k) => partyTaken(k) || (k >= i.start && k < i.end), partyOpts),
  );
  t.takeChars(party.spans);
  return { party, change };
}

/** The themes, events and time words chosen, and the unknown places, with the tokens they take. */
function readLabels(w: Words, pr: Proposed, chosen: readonly Candidate[], hasOrigin: boolean, hasDates: boolean, t: Taken) {
  const { text, toks, lang } = w;
  const of = (kind: CandidateKind) => chosen.filter((c) => c.kind === kind);
  const tierHit = of('tier').length > 0 ? pr.tierProposal : null;
  // A length phrase that names an activity ("ski week") keeps the theme inside it; so do a way of travelling ("by train" is a rail trip) and a product ("safari lodge").
  const inLength = (c: Candidate) => [...of('duration'), ...of('mode'), ...of('theme')].some((d) => d !== c && d.start <= c.start && d.end >= c.end);
  const themes = [...new Set(pr.cands.filter((c) => c.kind === 'theme' && (chosen.includes(c) || inLength(c))).map((c) => pr.p.themes[c.ref] as ThemeMention))];
  const events = [...of('event').map((c) => pr.p.events[c.ref] as EventMention), ...pr.p.events.filter(pr.holiday)].sort((a, b) => a.start - b.start);
  for (const e of events) t.takeToks(e.start, e.end);
  const vagueHit = hasDates ? undefined : of('vague_time')[0];
  if (vagueHit) t.takeToks(vagueHit.start, vagueHit.end);
  // The traveller's home that the gazetteer knows and the roles left out of the trip, beside a start said ("resido em Coimbra
  // ... partindo de Lisboa"), was read and judged context: it is no unknown place and no unread name. Without a start read,
  // or with a start that points back to a place said before ("saldría desde allí"), it may be the start and stays reported;
  // so does a place offered as one of several ("vivre le Nouvel An à Hong Kong ou à Taipei"): a home is one place.
  const home = (c: Candidate) =>
    !toks.slice(c.start, c.end).some((_, k) => t.taken.has(c.start + k)) &&
    !OR_BY_LANG[lang].has(toks[c.end]?.w ?? '') &&
    statedHome(toks, c.start, lang) === 'home';
  if (hasOrigin && !startsThere(toks)) for (const c of pr.cands) if (c.kind === 'place' && home(c)) t.takeToks(c.start, c.end);
  // A longer name the gazetteer lacks and read none of its parts in ("el Monte Saint-Michel") is an unknown place, said whole.
  const longer = pr.unknownNames.flatMap((sp) => {
    const s = tokenSpan(toks, sp);
    return s && !toks.slice(s.start, s.end).every((_, k) => t.isTaken(s.start + k)) ? [{ ...s, origin: false }] : [];
  });
  // People named by their title, greeting or role ("de Mme Okafor") are no places after a cue.
  const people = personNames(text, toks);
  const unknown = [
    ...unknownPlaces(toks, lang, (i) => t.isTaken(i) || people.has(i)).filter((u) => !longer.some((s) => s.start < u.end && u.start < s.end)),
    ...longer,
  ];
  for (const u of unknown) t.takeToks(u.start, u.end);
  return { tierHit, themes, events, vagueHit, unknown };
}

/** Whether any reader found anything at all. */
function anythingRead(r: {
  places: readonly unknown[];
  dates: unknown;
  duration: unknown;
  budget: unknown;
  tierHit: unknown;
  party: PartyReading;
  themes: readonly unknown[];
  events: readonly unknown[];
}): boolean {
  return (
    r.places.length > 0 ||
    r.dates !== null ||
    r.duration !== null ||
    r.budget !== null ||
    r.tierHit !== null ||
    r.party.travellers !== null ||
    r.party.adults !== null ||
    r.themes.length > 0 ||
    r.events.length > 0
  );
}

/** The accounting: the questions asked, the requirements named, and the numbers and names no reader took. */
function account(
  w: Words,
  pr: Proposed,
  placeCands: readonly Candidate[],
  f: {
    anything: boolean;
    dates: DateReading | null;
    duration: DurationReading | null;
    party: PartyReading;
    amounts: MoneyReading[];
    lodgings: readonly Candidate[];
  },
  t: Taken,
) {
  const { text, toks, lang } = w;
  const unrecognized = unrecognizedWords(toks, lang, t.isTaken, !f.anything);
  const reported = new Set(unrecognized);
  const window = f.dates?.start && f.dates.end ? { start: f.dates.start, end: f.dates.end, exact: f.dates.exact } : null;
  const asks = readAsks(toks, lang, (i) => within(placeCands, i));
  // A woman travelling alone asks what the service holds on safety, answered for every result.
  const alone = soloWoman(toks, lang);
  if (alone && !asks.some((a) => a.topic === 'safety')) asks.push({ topic: 'safety', ...alone });
  // A pet that comes along is read as the pets topic, which every result answers from the import rules: no unread requirement.
  const pets = asks.filter((a) => a.topic === 'pets');
  const needRead = (i: number) => t.isTaken(i) || pets.some((a) => i >= a.start && i < a.end);
  const requirements = readRequirements(toks, lang, t.isTaken).filter((q) => q.kind !== 'pet' || pets.length === 0);
  // A lodging named by its place in the sentence ("hoteles NH o Meliá") is a chain or hotel preferred, as the lexicon's are.
  const chains = f.lodgings.filter((c) => !requirements.some((q) => q.kind === 'hotel_chain' && q.start < c.end && c.start < q.end));
  requirements.push(...chains.map((c) => ({ kind: 'hotel_chain' as const, start: c.start, end: c.end })));
  // The hours of a cap on flying time are the cap's: the accounting does not list them again.
  const flightCaps = requirements.filter((q) => q.kind === 'flight_time');
  // A chain's name is the chain's too.
  const stated = [...flightCaps, ...requirements.filter((q) => q.kind === 'hotel_chain')];
  const inStated = (i: number) => t.isTaken(i) || stated.some((q) => i >= q.start && i < q.end);
  const left = leftovers(toks, lang, inStated, { text, window, held: heldValues(f.duration, window, f.party, f.amounts) });
  // A name the gazetteer refused that nothing else read is reported, never dropped unseen.
  const refusedToks = new Set(pr.refusedSpans.map((sp) => tokenSpan(toks, sp)?.start ?? -1));
  const refused = refusedNames(toks, refusedToks, lang, t.isTaken, text).filter((n) => !left.names.some((m) => m.split(' ').includes(n)));
  const unreadNames = [...left.names, ...refused].filter((n) => !reported.has(n)).slice(0, 5);
  return { unrecognized, asks, needRead, requirements, flightCaps, left, unreadNames };
}

/** The doubts of the reading (evidence.ts), for the hemisphere the request is about (a season named is that place's). */
function doubtsOf(
  w: Words,
  today: Date,
  r: {
    dates: DateReading | null;
    places: RoledMention[];
    origin: TextReading['origin'];
    originRole: RoledMention | undefined;
    duration: TextReading['duration'];
    length: DurationReading | null;
    budget: MoneyReading | null;
    amounts: MoneyReading[];
    party: PartyReading;
    cands: readonly Candidate[];
    roleReviews: RoleReviewed[];
  },
  isTaken: (i: number) => boolean,
): Doubt[] {
  const { text, toks, lang } = w;
  const { origin, party } = r;
  return [
    ...dateDoubts(text, toks, isTaken, inHemisphere({ dates: r.dates, places: r.places, origin }).dates, {
      lang,
      originCountry: origin?.mention.country ?? null,
      today,
      lengthDays: r.duration?.max_days ?? null,
    }),
    ...budgetDoubts(text, toks, isTaken, r.budget, { lang, originCountry: origin?.mention.country ?? null }),
    ...unusableAmountDoubts(text, toks, r.amounts),
    ...placeDoubts(r.places),
    ...lengthDoubts(r.dates, r.duration),
    ...(r.length?.undecided ? [undecidedLength(text, r.length)] : []),
    ...originDoubts(
      text,
      toks,
      lang,
      r.originRole,
      r.cands.filter((c) => c.kind === 'place'),
    ),
    ...roomDoubts(text, toks, r.budget),
    // An infant travels on a lap and rarely pays a share.
    ...budgetConflicts(text, toks, r.amounts, party.adults === null ? party.travellers : party.adults + (party.children ?? 0)),
    ...roleDoubts(r.roleReviews),
  ];
}

/**
 * Whether the window read dates a holiday named: the window came from it, or days said beside it agree with it (a
 * refinement: "Semana Santa, del 29 de marzo al 4 de abril"); one the days contradict is among the date words left unused.
 */
const datedBy = (dates: DateReading | null, holiday: string): boolean =>
  dates !== null && dates.start !== null && (dates.holiday !== null || !(dates.unused ?? []).some((u) => u.includes(holiday)));

/** The fields of the labels chosen: themes, events, the multi-city and remote-work cues, needs and services. */
function labelFields(
  w: Words,
  pr: Proposed,
  of: (kind: CandidateKind) => Candidate[],
  l: { themes: ThemeMention[]; events: EventMention[]; hard: PlaceMention[]; dates: DateReading | null },
) {
  const { text, toks } = w;
  const spanText = spanTextOf(w);
  const remote = l.themes.find((t) => t.theme === 'remote_work');
  const multiCue = of('multi_city')[0] ?? null;
  const { dates } = l;
  return {
    themes: l.themes.map((t) => ({ ...t, text: spanText(t) })),
    events: l.events.map((e) => ({ ...e, text: spanText(e), dated: pr.holiday(e) && datedBy(dates, spanText(e)) })),
    multi_city: readMultiCity(toks, text, multiCue, l.hard),
    remote_work: { requested: Boolean(remote), text: remote ? spanText(remote) : null },
    accessibility: accessFrom(of('access').map((c) => ({ need: (pr.p.access[c.ref] as { need: AccessNeed }).need, text: spanText(c) }))),
    health: { conditions: [...new Set(of('health').map((c) => c.evidence.head ?? ''))], text: of('health')[0] ? spanText(of('health')[0] as Candidate) : null },
    event: eventFrom(
      toks,
      of('event_word').map((c) => pr.p.eventWords[c.ref] as EventProposal),
      spanText,
    ),
    services: servicesFrom(
      toks,
      of('service').map((c) => pr.p.services[c.ref] as { service: string }),
    ),
  };
}

/** What the reading reports and no field holds: questions, time words, unknown places and words, leftovers, requirements. */
function reported(
  w: Words,
  a: ReturnType<typeof account>,
  r: { vagueHit: Candidate | undefined; outOfRange: string | null; unknown: Array<Span & { origin: boolean }>; measures: readonly Measure[] },
) {
  const { toks, lang } = w;
  const spanText = spanTextOf(w);
  return {
    asks: a.asks.map((x) => ({ topic: x.topic, text: spanText(x) })),
    vague_time: r.vagueHit ? spanText(r.vagueHit) : null,
    dates_out_of_range: r.outOfRange,
    unknown_places: r.unknown.map((u) => ({ text: spanText(u), origin: u.origin })),
    unrecognized: a.unrecognized,
    // A cap on flying time is a cap on the journey, as hours under a ceiling are: the engine applies both.
    leftovers: { numbers: a.left.numbers, names: a.unreadNames, asides: a.left.asides, caps: [...a.flightCaps.map(spanText), ...a.left.caps].slice(0, 5) },
    unread_requirements: [
      ...new Set([
        ...unreadRequirements(toks, lang, a.needRead),
        ...a.requirements.filter((q) => q.kind !== 'flight_time').map(spanText),
        ...r.measures.filter((m) => m.kind === 'from').map(spanText),
      ]),
    ].slice(0, 5),
    questions: unansweredQuestions(toks, a.asks).map(spanText),
  };
}

/** `language` is the whole message's and `part` the part's kind when `written` is one part of it (discourse.ts). */
export function readText(
  written: string,
  today: Date,
  gazetteer: Gazetteer,
  language: LanguageId = identifyLanguage(written, placeWordOf(gazetteer)),
  part: PartRole = 'newest',
): TextReading {
  const first = tokenize(written);
  const lang = language.lang;
  // Typo repair knows English words only ("feburary", "adlts").
  const text = lang === 'en' ? repairTypos(written) : written;
  const toks = text === written ? first : tokenize(text);
  const w: Words = { text, toks, lang };
  // 1. Proposals; 2. the choice, by evidence; then 3. every field from the chosen spans only.
  const pr = propose(w, today, gazetteer);
  const { chosen, held } = chooseCandidates(pr.cands, pr.p);
  const of = (kind: CandidateKind) => chosen.filter((c) => c.kind === kind);
  const t = takenTokens(toks);
  takeChosen(toks, chosen, t);
  // Places and their roles first: the origin's country is context for the readers of dates and money; the trip's length and
  // dates as first proposed say how far it goes.
  const lengths = readLength(w, chosen);
  const tripDays = statedDays(lengths.duration, pr.dates);
  const read = placesRead(w, gazetteer, pr, { of, held, part, tripDays }, t);
  const { placeCands, measures } = read;
  const placed = withSights(w, pr, read.placed, chosen, t);
  const { places, origin } = placed;
  const f = readFields(w, today, pr, chosen, placed, lengths, t);
  const { dates, duration, amounts } = f;
  const { party, change } = readWhoTravels(w, pr, chosen, t);
  const labels = readLabels(w, pr, chosen, origin !== null, dates !== null, t);
  const { tierHit, themes, events, vagueHit, unknown } = labels;
  const budget = pickBudget(amounts, toks);
  const anything = anythingRead({ places, dates, duration, budget, tierHit, party, themes, events });
  const a = account(w, pr, placeCands, { anything, dates, duration, party, amounts, lodgings: chosen.filter((c) => c.kind === 'lodging') }, t);
  const spanText = spanTextOf(w);
  const withText = duration ? { ...duration, text: text.slice(duration.span.start, duration.span.end) } : null;
  return {
    lang,
    language,
    origin,
    places,
    given_up: placed.givenUp,
    dates,
    duration: withText,
    budget,
    tier: tierHit ? { tier: tierHit.tier, text: spanText(tierHit) } : null,
    party,
    writer_plural: party.travellers === null && party.adults === null && !isRelayed(toks) && speaksAsWe(toks, lang),
    party_doubt: partyDoubt(text, toks, lang, party),
    party_change: change?.text ?? null,
    ...labelFields(w, pr, of, { themes, events, hard: f.hard, dates }),
    ...reported(w, a, { vagueHit, outOfRange: f.outOfRange, unknown, measures }),
    later_trips: [],
    modes: modesFrom(
      pr.modeWords,
      of('mode').map((c) => pr.p.modes[c.ref] as ModeProposal),
      (m) => spanText(m),
    ),
    nationality: nationalityFrom(
      of('nationality').map((c) => pr.p.nationality[c.ref] as NationalityProposal),
      (n) => spanText(n.words),
    ),
    doubts: doubtsOf(w, today, { ...placed, ...f, duration: withText, budget, party, cands: pr.cands }, t.isTaken),
    role_reviews: placed.roleReviews,
    anything,
  };
}

/** What the fields hold after the readers, for the accounting (held-values.ts). */
function heldValues(
  duration: DurationReading | null,
  window: { start: string; end: string; exact: boolean } | null,
  party: PartyReading,
  amounts: readonly MoneyReading[],
): HeldValues {
  const days: [number, number] | null = duration
    ? [duration.min_days, duration.max_days]
    : window?.exact
      ? [windowDays(window.start, window.end), windowDays(window.start, window.end)]
      : null;
  const people = [party.travellers, party.adults, party.children, party.infants].filter((n): n is number => n !== null);
  return { days, people, ages: party.child_ages, amounts: amounts.map((m) => m.amount), adults: (party.adults ?? party.travellers ?? 0) > 0 };
}
