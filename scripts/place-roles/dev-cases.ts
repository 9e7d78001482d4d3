import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Gazetteer } from '../../src/travel/geo/types.js';
import { parseIntent } from '../../src/travel/intent/index.js';
import { identifyLanguage } from '../../src/travel/intent/language.js';
import { readMessage } from '../../src/travel/intent/message.js';
import { referenceDate } from '../../src/travel/intent/parse.js';
import { holdsPlace } from '../../src/travel/intent/role-context.js';
import type { RoleClass } from '../../src/travel/intent/role-features.js';
import type { PlaceMention } from '../../src/travel/intent/place-mentions.js';
import { GoldPlaces, norm, type ViewPlace } from '../eval-intent/score.js';
import type { CaseFacts, Example } from './learn.js';

/**
 * The dev requests as training examples for the place-role model: every place mention the reader resolves, with its
 * features (role-features.ts) and its gold label (origin, destinations, excluded; else other). A region holding a
 * destination named beside it is left out (see byConvention below).
 *
 * Alignment: the label is the role of the gold place the mention stands for, whichever reading the resolver chose, since
 * the role is what is learnt and the resolution is not. A mention stands for a gold place when the eval would score its
 * reading as that place (scripts/eval-intent/score.ts: same name and country, same id, near a gold city, inside a gold
 * region), or one of its other readings would ("Rodi" read as Rodì in Calabria, gold Rhodes), or its words as written
 * name it ("Québec" for the gold Quebec City, "Frankfurt" for Frankfurt-Hahn: one name the start of the other, word by
 * word). Exonyms are the gazetteer's business: the gold name is resolved through it, so "Lisbonne", "Lissabon" and
 * "Lisboa" all meet the gold Lisbon by id. A mention no gold place aligns with is `other`: named without being the
 * trip's start, goal or refusal. A gold place no mention aligns with marks its request `missing` (no role makes it right).
 */
export const SGD = 'sgd-train.jsonl';
/** At most this many characters (", ", " (") between a place and the region after it that locates it. */
const LOCATOR_CHARS = 3;

interface GoldRoles {
  origin: string[];
  destination: string[];
  excluded: string[];
}
export interface Row {
  id: string;
  text: string;
  reference_date: string;
  gold: GoldRoles;
  /** Gold places the text states (not only carried over from earlier turns): some mention must read each. */
  stated: string[];
}

const spec = (p: { name: string; country?: string | null }) => (p.country ? `${p.name}|${p.country}` : p.name);
export const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim());

export function realisticRows(file: string): Row[] {
  type Place = { name: string; country?: string | null };
  return lines(file)
    .map(
      (l) =>
        JSON.parse(l) as {
          id: string;
          supported: boolean;
          text: string;
          reference_date: string;
          gold: { origin: Place | null; destinations: Place[]; excluded: Place[] };
        },
    )
    .filter((r) => r.supported)
    .map((r) => ({
      id: `${basename(file)}:${r.id}`,
      text: r.text,
      reference_date: r.reference_date,
      gold: { origin: r.gold.origin ? [spec(r.gold.origin)] : [], destination: r.gold.destinations.map(spec), excluded: r.gold.excluded.map(spec) },
      stated: [...(r.gold.origin ? [spec(r.gold.origin)] : []), ...r.gold.destinations.map(spec), ...r.gold.excluded.map(spec)],
    }));
}

/** SGD turns: the city values the turn states, and those its dialogue carries (a city restated is no invention). */
export function sgdRows(file: string): Row[] {
  type Sgd = {
    id: string;
    text: string;
    reference_date: string;
    expected: Record<string, unknown>;
    raw: { state_context?: Record<string, unknown[]>; gold_notes?: string[] };
  };
  return lines(file)
    .map((l) => JSON.parse(l) as Sgd)
    .filter((r) => !(r.raw.gold_notes ?? []).some((n) => /swap|origin/i.test(n)))
    .map((r) => {
      const carried = (k: string) => (r.raw.state_context?.[k] ?? []).map(String);
      const stated = (k: string) => (typeof r.expected[k] === 'string' ? [r.expected[k] as string] : []);
      return {
        id: `${SGD}:${r.id}`,
        text: r.text,
        reference_date: r.reference_date,
        gold: { origin: [...stated('origin'), ...carried('origin')], destination: [...stated('destination_city'), ...carried('destination')], excluded: [] },
        // An SGD origin is often a city only the airport named serves: it is not asked of the mentions.
        stated: stated('destination_city'),
      };
    });
}

/** The readings a mention may stand for: the resolver's choice and its other readings. */
const readingsOf = (m: PlaceMention, gazetteer: Gazetteer): ViewPlace[] => [
  { id: m.id, name: m.name, country: m.country, lat: m.lat, lon: m.lon },
  ...m.alternatives.map((a) => {
    const g = gazetteer.byId(a.id);
    return { id: a.id, name: a.name, country: a.country, lat: g?.lat ?? null, lon: g?.lon ?? null };
  }),
];

/** Do the words as written name the gold place: equal, or one the other's first words ("Québec", "Quebec City")? */
function namedAs(spec: string, written: string): boolean {
  const [a, b] = [norm(spec.split('|')[0] ?? ''), norm(written)];
  return a !== '' && b !== '' && (a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `));
}

/** Each resolved mention of a request with its features and gold label, and the request's facts. */
export function examplesOf(rows: readonly Row[], gazetteer: Gazetteer): { examples: Example[]; cases: Map<string, CaseFacts> } {
  const places = new GoldPlaces(gazetteer);
  const inside = holdsPlace(gazetteer);
  const examples: Example[] = [];
  const cases = new Map<string, CaseFacts>();
  for (const row of rows) {
    const now = () => new Date(`${row.reference_date}T12:00:00Z`);
    const input = { user_request: row.text, reference_date: row.reference_date };
    const parsed = parseIntent(input, { gazetteer, now });
    const language = identifyLanguage(row.text);
    const reading = readMessage(row.text, referenceDate(input, now()), gazetteer, language);
    const labelled = new Set<string>();
    const items = reading.role_reviews.map((x) => {
      const m = x.mention;
      const readings = readingsOf(m, gazetteer);
      const roles = (['origin', 'destination', 'excluded'] as const).filter((role) =>
        row.gold[role].some((g) => {
          const hit = readings.some((view) => places.matches(g, view)) || namedAs(g, m.matched_text);
          if (hit) labelled.add(g);
          return hit;
        }),
      );
      const rule = x.review.rule;
      const label: RoleClass = roles.includes(rule as (typeof roles)[number]) ? rule : (roles[0] ?? 'other');
      return { mention: m, example: { caseId: row.id, features: x.features, rule, label } };
    });
    // A region or country holding a destination named beside it is a destination to some writers and not to others: the
    // model learns neither convention from it. One that only locates the place just before it ("Halifax, Nova Scotia") is kept.
    const locates = (outer: PlaceMention, inner: PlaceMention) => inner.end <= outer.start && outer.start - inner.end <= LOCATOR_CHARS;
    const byConvention = (a: (typeof items)[number]) =>
      a.example.rule === 'destination' &&
      a.example.label !== 'excluded' &&
      a.example.label !== 'origin' &&
      items.some((b) => b.example.label === 'destination' && inside(a.mention, b.mention) && !locates(a.mention, b.mention));
    examples.push(...items.filter((a) => !byConvention(a)).map((a) => a.example));
    cases.set(row.id, {
      id: row.id,
      partialAnyway: parsed.understanding.unresolved.some((u) => u.code !== 'event_dates_unknown' && u.code !== 'place_role_uncertain'),
      missing: row.stated.some((g) => !labelled.has(g)),
    });
  }
  return { examples, cases };
}
