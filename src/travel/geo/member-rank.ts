/**
 * How the towns inside a region, island, state or coast are ranked as the places a traveller goes
 * there. Importance (IMPORTANCE_MODEL) is mostly airport service, which every village next to an
 * airport shares with the town it serves (Elmas beside Cagliari, Dabolim in Goa); prominence
 * (PROMINENCE_MODEL: population, names in other languages, Wikivoyage links) tells the towns
 * travellers know, so it leads, and importance adds a little for the gateway town of an island
 * (Caticlan for Boracay) against villages of its size.
 */
export const MEMBER_RANK_MODEL =
  'region-member-rank-v1: rank = prominence + 0.15 x importance; a member town needs prominence >= 0.07 (about 3,000 people, or a Wikivoyage article others link to) unless the place has no such town (model_estimate; GeoNames cities500, Wikivoyage links)';

const IMPORTANCE_WEIGHT = 0.15;
/** 0.6 x popScore(3,000 people), and about one Wikivoyage article linking to the town. */
export const NOTABLE_PROMINENCE = 0.07;

/** Per city row, the member rank (MEMBER_RANK_MODEL). */
export const memberRank = (importance: Float32Array, prominence: Float64Array): Float32Array =>
  Float32Array.from(importance, (imp, i) => (prominence[i] ?? 0) + IMPORTANCE_WEIGHT * imp);
