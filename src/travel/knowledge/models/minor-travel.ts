import { readTravelJson } from '../data-files.js';

/**
 * What a country asks of a child crossing its border without both parents (data/travel/minor-travel.json,
 * each rule from an official page): consent letters (Canada, the United States), exit forms for the
 * country's own children (Mexico's SAM, France's AST, Portugal, the Netherlands), South Africa's waiver
 * for visiting children. A country the file does not name gets no rule, never a guess.
 */
export type Crossing = 'entry' | 'exit';

export interface MinorTravelRule {
  country: string;
  crossing: Crossing[];
  severity: 'info' | 'caution';
  rule: string;
  source: string;
  source_url: string | null;
  as_of: string;
}

let rules: MinorTravelRule[] | undefined;
const all = (): MinorTravelRule[] => (rules ??= readTravelJson<{ rules: MinorTravelRule[] }>('minor-travel.json').rules);

/**
 * The rules a trip with children meets between two countries: the destination's for children arriving,
 * the origin's for its children leaving (none when the origin is unknown). None within one country: no border.
 */
export function minorTravelRules(originCountry: string | null, destinationCountry: string): MinorTravelRule[] {
  if (originCountry === destinationCountry) return [];
  const at = (country: string, crossing: Crossing) => all().filter((r) => r.country === country && r.crossing.includes(crossing));
  return [...(originCountry ? at(originCountry, 'exit') : []), ...at(destinationCountry, 'entry')];
}
