import type { ENTRY_REQUIREMENTS } from '../../../contracts/travel-snapshots.js';
import { readTravelJson } from '../data-files.js';

/**
 * What a passport needs to enter a country, from the Passport Index dataset
 * (data/travel/visa-rules.json, built by scripts/travel/build-visa-rules.ts), with the rules that
 * changed after that data's date laid over it (data/travel/entry-rule-changes.json, each with its
 * official source). A pair the data does not cover (a passport or destination outside its 199
 * countries) is 'unknown', never guessed, and so is a pair the dataset's own updates have not
 * settled (data/travel/entry-rule-unsettled.json: visa on arrival, then visa required, then visa on
 * arrival again).
 */
export type EntryRequirementKind = (typeof ENTRY_REQUIREMENTS)[number];

export interface EntryRequirement {
  requirement: EntryRequirementKind;
  /** The dataset has said both a visa-free stay or visa on arrival and "visa required" for the pair (entry-rule-unsettled.json): the requirement is unknown. */
  unsettled?: boolean;
  /** Visa-free days, when the data gives a number. */
  days?: number;
  source: string;
  as_of: string;
}

interface VisaRulesFile {
  source: string;
  as_of: string;
  destinations: string;
  territory_passports: { passports: Record<string, string> };
  passports: Record<string, Record<string, string>>;
}

interface EntryRuleChangesFile {
  changes: Array<{ destination: string; passports: string; requirement: string; source: string; as_of: string }>;
}

interface UnsettledFile {
  source: string;
  as_of: string;
  destinations: Record<string, string>;
}

interface Change {
  value: string;
  source: string;
  as_of: string;
}

interface Rules {
  source: string;
  as_of: string;
  destinations: ReadonlySet<string>;
  /** The dataset's values by passport: value (or 'default') -> the destinations it holds for, space-separated. */
  passports: Record<string, Record<string, string>>;
  /** Passport -> destination -> the dataset's value, made on the passport's first question; a destination absent here takes the passport's default. */
  values: Map<string, Map<string, string>>;
  territoryPassports: Map<string, string>;
  /** Passport -> destination -> a rule that changed after the dataset's date. */
  changes: Map<string, Map<string, Change>>;
  /** "passport destination" pairs the dataset has not settled, with the source that says so. */
  unsettled: { pairs: ReadonlySet<string>; source: string; as_of: string };
}

// eslint-disable-next-line no-restricted-syntax -- looked up with values of the pinned visa-rules input
const KIND_OF: Record<string, EntryRequirementKind> = {
  'visa free': 'visa_free',
  'visa on arrival': 'visa_on_arrival',
  eta: 'eta',
  'e-visa': 'e_visa',
  'visa required': 'visa_required',
  'no admission': 'no_admission',
};

let rules: Rules | undefined;

function loaded(): Rules {
  if (rules) return rules;
  const file = readTravelJson<VisaRulesFile>('visa-rules.json');
  const changes = new Map<string, Map<string, Change>>();
  for (const c of readTravelJson<EntryRuleChangesFile>('entry-rule-changes.json').changes) {
    for (const passport of c.passports.split(' ')) {
      const byDestination = changes.get(passport) ?? new Map<string, Change>();
      byDestination.set(c.destination, { value: c.requirement, source: c.source, as_of: c.as_of });
      changes.set(passport, byDestination);
    }
  }
  const unsettled = readTravelJson<UnsettledFile>('entry-rule-unsettled.json');
  const pairs = Object.entries(unsettled.destinations).flatMap(([destination, list]) => list.split(' ').map((p) => `${p} ${destination}`));
  rules = {
    unsettled: { pairs: new Set(pairs), source: unsettled.source, as_of: unsettled.as_of },
    source: file.source,
    as_of: file.as_of,
    destinations: new Set(file.destinations.split(' ')),
    passports: file.passports,
    values: new Map(),
    territoryPassports: new Map(Object.entries(file.territory_passports.passports)),
    changes,
  };
  return rules;
}

/** The dataset's value for a passport and destination (undefined: a passport it does not cover); a request asks about one or two passports of some 200. */
function valueFor(r: Rules, passport: string, destination: string): string | undefined {
  const groups = Object.hasOwn(r.passports, passport) ? r.passports[passport] : undefined;
  if (!groups) return undefined;
  let byDestination = r.values.get(passport);
  if (!byDestination) {
    byDestination = new Map();
    for (const [value, list] of Object.entries(groups)) if (value !== 'default') for (const d of list.split(' ')) byDestination.set(d, value);
    r.values.set(passport, byDestination);
  }
  return byDestination.get(destination) ?? groups['default'];
}

/** The entry requirement for a passport holder visiting a destination (ISO 3166-1 alpha-2 codes). */
export function entryRequirement(passport: string, destination: string): EntryRequirement {
  const r = loaded();
  if (passport === destination) return { requirement: 'own_country', source: r.source, as_of: r.as_of };
  const change = r.changes.get(passport)?.get(destination);
  if (!change && r.unsettled.pairs.has(`${passport} ${destination}`))
    return { requirement: 'unknown', unsettled: true, source: r.unsettled.source, as_of: r.unsettled.as_of };
  const cite = change ? { source: change.source, as_of: change.as_of } : { source: r.source, as_of: r.as_of };
  const value = change?.value ?? (r.destinations.has(destination) ? valueFor(r, passport, destination) : undefined);
  if (value === undefined) return { requirement: 'unknown', ...cite };
  const days = Number(value);
  if (Number.isInteger(days) && days > 0) return { requirement: 'visa_free', days, ...cite };
  return { requirement: KIND_OF[value] ?? 'unknown', ...cite };
}

/** The passport people of a country or territory hold: the sovereign's for the territories the data lists (Puerto Rico: US), else the country's own. */
export function passportOf(country: string): string {
  return loaded().territoryPassports.get(country) ?? country;
}

/** The lands whose people hold a country's passport: the country and the territories the data lists for it (the US: Puerto Rico, Guam...). */
export function landsOfPassport(country: string): string[] {
  const home = passportOf(country);
  return [home, ...[...loaded().territoryPassports].filter(([, passport]) => passport === home).map(([land]) => land)];
}
