/**
 * editorial_signal_v1 as applied at compile time: per-kind defaults, capped by the country's
 * defaults, overridden by k=v tokens in the row (fam, acc, ter, net, cow, walk, safe).
 */
import type { Destination, Level } from '../../src/travel/knowledge/types.js';
import type { CountryDefaults } from './countries.js';

type Signals = Pick<Destination, 'remote_work' | 'family' | 'accessibility' | 'safety' | 'visa_stay'>;
type Coworking = Destination['remote_work']['coworking'];
type Terrain = Destination['accessibility']['terrain'];

const LEVEL: Record<string, Level> = { l: 'low', m: 'medium', h: 'high' };
const COWORK: Record<string, Coworking> = { n: 'none', l: 'limited', a: 'available', A: 'abundant' };
const TERRAIN: Record<string, Terrain> = { f: 'flat', h: 'hilly', r: 'rugged' };
const SAFETY: Record<string, Destination['safety']['level']> = { l: 'low_concern', m: 'moderate_concern', e: 'elevated_concern' };

/** Defaults by destination kind: net, cow, walk, acc, ter, fam. */
const KIND_DEFAULTS: Record<string, Record<string, string>> = {
  city: { net: 'h', cow: 'a', walk: 'h', acc: 'm', ter: 'f', fam: 'm' },
  town: { net: 'm', cow: 'l', walk: 'm', acc: 'm', ter: 'h', fam: 'm' },
  park: { net: 'l', cow: 'n', walk: 'l', acc: 'l', ter: 'r', fam: 'm' },
  coast: { net: 'm', cow: 'l', walk: 'l', acc: 'l', ter: 'h', fam: 'm' },
  island: { net: 'm', cow: 'l', walk: 'm', acc: 'l', ter: 'h', fam: 'm' },
  region: { net: 'm', cow: 'l', walk: 'l', acc: 'l', ter: 'h', fam: 'm' },
};
const ORDER = ['l', 'm', 'h'];
const minLevel = (a: string, b: string) => (ORDER.indexOf(a) <= ORDER.indexOf(b) ? a : b);

function parseTokens(text: string, id: string): Record<string, string> {
  if (text.trim() === '-') return {};
  return Object.fromEntries(
    text
      .trim()
      .split(/\s+/)
      .map((tok) => {
        const [k, v] = tok.split('=');
        if (!k || !v) throw new Error(`${id}: bad signal token "${tok}"`);
        return [k, v];
      }),
  );
}

const FAMILY_NOTES: Record<Level, string> = {
  high: 'Easy with children: short distances, family-oriented sights and lodging with family rooms are common.',
  medium: 'Workable with children with some planning: check activity age limits and travel times between sights.',
  low: 'Better suited to adults or older children: long transfers, nightlife focus or demanding terrain.',
};
const TERRAIN_NOTES: Record<Terrain, string> = {
  flat: 'Mostly level ground.',
  hilly: 'Hills, steps or cobbles in places.',
  rugged: 'Trails and uneven natural terrain dominate.',
};
const STEP_FREE_NOTES: Record<Level, string> = {
  high: 'Step-free public transport and accessible lodging are widely available.',
  medium: 'Step-free access is partial: main transport and newer hotels are usually accessible, older buildings often not.',
  low: 'Step-free access is limited: expect stairs, unpaved paths or few accessible rooms; confirm with providers.',
};
const SAFETY_NOTES: Record<Destination['safety']['level'], string> = {
  low_concern: 'Generally low concern for visitors with ordinary precautions.',
  moderate_concern: 'Moderate concern: petty crime or area-specific risks; use usual urban precautions and local advice.',
  elevated_concern: 'Elevated concern: check current government travel advisories before planning.',
};

function longStayNotes(cow: Coworking, net: Level, visa: string): string {
  const work =
    cow === 'none'
      ? 'No coworking to speak of; plan around lodging Wi-Fi or mobile data.'
      : cow === 'limited'
        ? 'A few coworking or cafe-work options; confirm Wi-Fi with lodging.'
        : 'Coworking spaces and monthly rentals are easy to find.';
  const stay = visa.split(':')[0] ?? 'Entry rules';
  return `${work} Internet reliability ${net}. Stay length depends on ${stay} entry rules for your passport.`;
}

export function signalsFor(input: {
  kind: string;
  country: CountryDefaults;
  cc: string;
  signalText: string;
  id: string;
  name: string;
  timeZone: string;
}): Signals {
  const defaults = KIND_DEFAULTS[input.kind];
  if (!defaults) throw new Error(`${input.id}: unknown kind ${input.kind}`);
  const o = parseTokens(input.signalText, input.id);
  const pick = (key: string, fallback: string) => o[key] ?? fallback;
  const netKey = pick('net', minLevel(defaults.net ?? 'm', input.country.net));
  const net = LEVEL[netKey];
  const cow = COWORK[pick('cow', defaults.cow ?? 'l')];
  const walk = LEVEL[pick('walk', defaults.walk ?? 'm')];
  const fam = LEVEL[pick('fam', defaults.fam ?? 'm')];
  const acc = LEVEL[pick('acc', defaults.acc ?? 'l')];
  const ter = TERRAIN[pick('ter', defaults.ter ?? 'h')];
  const safe = SAFETY[pick('safe', input.country.safety)];
  if (!net || !cow || !walk || !fam || !acc || !ter || !safe) throw new Error(`${input.id}: bad signal value in "${input.signalText}"`);
  return {
    remote_work: {
      time_zone: input.timeZone,
      internet_reliability: net,
      coworking: cow,
      walkability: walk,
      long_stay_notes: longStayNotes(cow, net, input.country.visa),
    },
    family: { child_friendly: fam, notes: FAMILY_NOTES[fam] },
    accessibility: { step_free_access: acc, terrain: ter, notes: `${STEP_FREE_NOTES[acc]} ${TERRAIN_NOTES[ter]}` },
    safety: { level: safe, notes: SAFETY_NOTES[safe] },
    visa_stay: { notes: `${input.country.visa}. Rules depend on nationality and change; verify with official sources.` },
  };
}
