import { readTravelJson } from '../data-files.js';

/**
 * Rules of particular land crossings that the per-passport entry data does not hold
 * (data/travel/border-rules.json, facts with sources): entering Serbia from Kosovo is refused to a
 * traveller who entered Kosovo from elsewhere.
 */
export interface BorderRule {
  from: string;
  to: string;
  rule: string;
  source: string;
  verified: boolean;
}
interface RuleFile {
  as_of: string;
  rules: BorderRule[];
}

let file: RuleFile | undefined;

/** The rule of the crossing from one country into another, with the file's as-of month, if the data has one. */
export function crossingRule(from: string, to: string): (BorderRule & { as_of: string }) | undefined {
  file ??= readTravelJson<RuleFile>('border-rules.json');
  const rule = file.rules.find((r) => r.from === from && r.to === to);
  return rule && { ...rule, as_of: file.as_of };
}
