import { readTravelJson } from '../data-files.js';

/**
 * Scheduled air links suspended between two countries by government decision (data/travel/suspended-air-links.json,
 * facts with dates and sources): an airspace closed to the other side's airlines, or flights between the two banned.
 * The route snapshot is older than most of these, so a nonstop it lists across one is no longer flown.
 */
export interface AirLinkSuspension {
  since: string;
  what: string;
  source: string;
}

interface SuspensionRecord extends AirLinkSuspension {
  side: string[];
  other: string[];
}

interface SuspensionFile {
  as_of: string;
  suspensions: SuspensionRecord[];
}

let byPair: { as_of: string; pairs: Map<string, AirLinkSuspension> } | undefined;

const pairKey = (a: string, b: string) => (a < b ? `${a}-${b}` : `${b}-${a}`);

function suspensions(): NonNullable<typeof byPair> {
  if (byPair) return byPair;
  const file = readTravelJson<SuspensionFile>('suspended-air-links.json');
  const pairs = new Map<string, AirLinkSuspension>();
  for (const { side, other, since, what, source } of file.suspensions) {
    for (const a of side) for (const b of other) pairs.set(pairKey(a, b), { since, what, source });
  }
  byPair = { as_of: file.as_of, pairs };
  return byPair;
}

/** The suspension in force between two countries (ISO 3166-1 alpha-2), if any; none within one country. */
export function airLinkSuspension(countryA: string, countryB: string): AirLinkSuspension | null {
  if (countryA === countryB) return null;
  return suspensions().pairs.get(pairKey(countryA, countryB)) ?? null;
}

/** The date the suspension list was last checked. */
export const suspensionsAsOf = (): string => suspensions().as_of;
