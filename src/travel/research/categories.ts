/**
 * Research categories: what each one asks the web-search provider, which OpenStreetMap tags
 * stand for it, and how long its evidence stays fresh in the cache. The TTLs follow how fast
 * each kind of fact changes: event listings within days, transit and lodging areas over weeks.
 */
export interface CategorySpec {
  /** Words added to the destination name for the web search. */
  searchPhrase: string;
  /** Overpass tag filters (key=value alternatives); empty when OpenStreetMap has nothing useful. */
  osmTags: ReadonlyArray<readonly [string, string]>;
  ttlDays: number;
}

const SPECS: ReadonlyMap<string, CategorySpec> = new Map(
  Object.entries<CategorySpec>({
    lodging_areas: {
      searchPhrase: 'best neighborhoods to stay',
      osmTags: [
        ['place', 'neighbourhood'],
        ['place', 'quarter'],
        ['place', 'suburb'],
      ],
      ttlDays: 30,
    },
    activities: {
      searchPhrase: 'things to do official visitor guide',
      osmTags: [
        ['tourism', 'attraction'],
        ['tourism', 'museum'],
        ['tourism', 'viewpoint'],
        ['leisure', 'park'],
      ],
      ttlDays: 14,
    },
    local_transport: {
      searchPhrase: 'public transport official',
      osmTags: [
        ['railway', 'station'],
        ['amenity', 'bus_station'],
        ['amenity', 'ferry_terminal'],
      ],
      ttlDays: 30,
    },
    coworking: { searchPhrase: 'coworking spaces', osmTags: [['amenity', 'coworking_space']], ttlDays: 30 },
    accessibility: { searchPhrase: 'accessible travel wheelchair official', osmTags: [['wheelchair', 'yes']], ttlDays: 60 },
    events: {
      searchPhrase: 'events calendar',
      osmTags: [
        ['amenity', 'theatre'],
        ['amenity', 'arts_centre'],
        ['leisure', 'stadium'],
      ],
      ttlDays: 2,
    },
  }),
);

const FALLBACK: CategorySpec = { searchPhrase: 'travel guide', osmTags: [], ttlDays: 14 };

export function categorySpec(category: string): CategorySpec {
  return SPECS.get(category) ?? { ...FALLBACK, searchPhrase: category.replace(/_/g, ' ') };
}

export const ttlDays = (category: string): number => categorySpec(category).ttlDays;
