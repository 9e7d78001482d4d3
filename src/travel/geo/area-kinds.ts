/** The kinds of named area data/geo/areas.tsv (scripts/build-areas.ts, from Wikivoyage) and natural-earth.json hold. */
export const AREA_KINDS = [
  'region',
  'valley',
  'coast',
  'island',
  'archipelago',
  'peninsula',
  'lake',
  'river',
  'cape',
  'mountains',
  'park',
  'ski_resort',
  'wine_region',
  'route',
  'village',
] as const;
export type AreaKind = (typeof AREA_KINDS)[number];
