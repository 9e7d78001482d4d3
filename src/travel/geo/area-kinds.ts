/** The kinds of named area data/geo/areas.tsv holds (scripts/build-areas.ts reads them from Wikivoyage). */
export const AREA_KINDS = [
  'region',
  'valley',
  'coast',
  'island',
  'archipelago',
  'peninsula',
  'lake',
  'mountains',
  'park',
  'ski_resort',
  'wine_region',
  'route',
  'village',
] as const;
export type AreaKind = (typeof AREA_KINDS)[number];
