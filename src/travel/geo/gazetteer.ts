import type { CityIndex } from './cities.js';
import type { CityOrder } from './city-order.js';
import type { CountryTable } from './countries.js';
import type { AliasData } from './curated.js';
import type { FuzzyNames } from './fuzzy.js';
import type { JoinedTable } from './joined-table.js';
import type { NameHit, Place } from './place.js';

/**
 * What name resolution (resolve.ts) and containment (contains.ts) read of the gazetteer. `Catalog`
 * has these members and calls resolution while it builds itself, so the two modules take this
 * shape rather than import catalog.ts back.
 */
export interface Gazetteer {
  readonly countries: CountryTable;
  readonly cities: CityIndex;
  readonly cityOrder: CityOrder;
  readonly places: JoinedTable<Place>;
  readonly names: JoinedTable<NameHit[]>;
  readonly subdivisionNamed: Map<string, string>;
  readonly regionOfAdmin1: Map<string, string>;
  readonly aliases: AliasData;
  readonly words: Record<'stop' | 'capitalizedOnly' | 'locativeOnly' | 'locative' | 'features' | 'generic', Set<string>>;
  readonly fuzzy: FuzzyNames;
  exonymRow(key: string): number | undefined;
  contestedExonymRows(key: string): readonly number[];
  cityPlace(i: number): Place;
}
