import type { ENTRY_REQUIREMENTS } from '../../../contracts/travel-snapshots.js';
import { readTravelJson } from '../data-files.js';

/**
 * What a passport needs to enter a country, from the Passport Index dataset
 * (data/travel/visa-rules.json, built by scripts/travel/build-visa-rules.ts), with the rules that
 * changed after that data's date laid over it (data/travel/entry-rule-changes.json, each with its
 * official source). A pair the data does not cover (a passport or destination outside its 199
 * countries) is 'unknown', never guessed.
 */
export type EntryRequirementKind = (typeof ENTRY_REQUIREMENTS)[number];

export interface EntryRequirement {
  requirement: EntryRequirementKind;
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

interface Change {
  value: string;
  source: string;
  as_of: string;
}

interface Rules {
  source: string;
  as_of: string;
  destinations: ReadonlySet<string>;
  /** Passport -> destination -> the dataset's value; a destination absent here takes `defaults`. */
  values: Map<string, Map<string, string>>;
  defaults: Map<string, string>;
  territoryPassports: Map<string, string>;
  /** Passport -> destination -> a rule that changed after the dataset's date. */
  changes: Map<string, Map<string, Change>>;
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
  const values = new Map<string, Map<string, string>>();
  const defaults = new Map<string, string>();
  for (const [passport, groups] of Object.entries(file.passports)) {
    const byDestination = new Map<string, string>();
    for (const [value, list] of Object.entries(groups)) {
      if (value === 'default') defaults.set(passport, list);
      else for (const destination of list.split(' ')) byDestination.set(destination, value);
    }
    values.set(passport, byDestination);
  }
  const changes = new Map<string, Map<string, Change>>();
  for (const c of readTravelJson<EntryRuleChangesFile>('entry-rule-changes.json').changes) {
    for (const passport of c.passports.split(' ')) {
      const byDestination = changes.get(passport) ?? new Map<string, Change>();
      byDestination.set(c.destination, { value: c.requirement, source: c.source, as_of: c.as_of });
      changes.set(passport, byDestination);
    }
  }
  rules = {
    source: file.source,
    as_of: file.as_of,
    destinations: new Set(file.destinations.split(' ')),
    values,
    defaults,
    territoryPassports: new Map(Object.entries(file.territory_passports.passports)),
    changes,
  };
  return rules;
}

/** The entry requirement for a passport holder visiting a destination (ISO 3166-1 alpha-2 codes). */
export function entryRequirement(passport: string, destination: string): EntryRequirement {
  const r = loaded();
  if (passport === destination) return { requirement: 'own_country', source: r.source, as_of: r.as_of };
  const change = r.changes.get(passport)?.get(destination);
  const cite = change ? { source: change.source, as_of: change.as_of } : { source: r.source, as_of: r.as_of };
  const value = change?.value ?? (r.destinations.has(destination) ? (r.values.get(passport)?.get(destination) ?? r.defaults.get(passport)) : undefined);
  if (value === undefined) return { requirement: 'unknown', ...cite };
  const days = Number(value);
  if (Number.isInteger(days) && days > 0) return { requirement: 'visa_free', days, ...cite };
  return { requirement: KIND_OF[value] ?? 'unknown', ...cite };
}

/** The passport people of a country or territory hold: the sovereign's for the territories the data lists (Puerto Rico: US), else the country's own. */
export function passportOf(country: string): string {
  return loaded().territoryPassports.get(country) ?? country;
}
