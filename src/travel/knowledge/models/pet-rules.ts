import { readTravelJson } from '../data-files.js';

/**
 * What a pet dog or cat needs to enter a country with its owner (data/travel/pet-rules.json,
 * curated from the official authorities, each named): the EU's rules (with Norway, Switzerland and
 * Liechtenstein), Great Britain, the US, Canada, Australia, New Zealand and Japan. Any other
 * country gets the international standard's general pattern, marked as not that country's rule.
 */
interface PetRuleRecord {
  id: string;
  /** Space-separated ISO 3166-1 alpha-2 codes, or "default". */
  countries: string;
  authority: string;
  rule: string;
  extra?: Record<string, string>;
  source: string;
  source_url: string;
  verified: boolean;
}
interface PetRuleFile {
  as_of: string;
  rules: PetRuleRecord[];
}

export interface PetRule {
  /** The rule in words, with the country's own addition. */
  rule: string;
  authority: string;
  source: string;
  as_of: string;
  /** The general pattern, not this country's rule. */
  general: boolean;
}

let byCountry: Map<string, PetRuleRecord> | undefined;
let file: PetRuleFile | undefined;

function loaded(): { file: PetRuleFile; byCountry: Map<string, PetRuleRecord> } {
  if (!file || !byCountry) {
    file = readTravelJson<PetRuleFile>('pet-rules.json');
    byCountry = new Map(file.rules.flatMap((r) => r.countries.split(' ').map((c) => [c, r] as const)));
  }
  return { file, byCountry };
}

/** The import rule for a pet entering a country (ISO 3166-1 alpha-2), else the general pattern. */
export function petRuleFor(country: string): PetRule {
  const { file, byCountry } = loaded();
  const own = byCountry.get(country);
  const r = own ?? (byCountry.get('default') as PetRuleRecord);
  const extra = r.extra?.[country];
  const source = `${r.source}; ${r.source_url}${r.verified ? '' : ' (not verified against the source)'}`;
  return { rule: extra ? `${r.rule} ${extra}` : r.rule, authority: r.authority, source, as_of: file.as_of, general: !own };
}
