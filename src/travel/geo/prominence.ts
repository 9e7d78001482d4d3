/**
 * How well known a GeoNames place is, as a resolution prior, from two signals GeoNames records for
 * every populated place: how many people live there and in how many languages (alternate names) it
 * is named. The airport-and-density importance (IMPORTANCE_MODEL) under-rates large cities whose
 * airport is named otherwise (Essen, Porto Alegre, Natal); population and names do not. A town
 * travel writers describe and send readers to (the English Wikivoyage articles linking to its own)
 * is at least as well known as those links say, whatever its size (Bonifacio in Corsica against its
 * larger namesake in the Philippines, which has no article). A floor, not a sum, and a low one: Wikivoyage
 * covers small American towns densely, and an article says a traveller may go there, not that the name
 * is known: it breaks ties between small namesakes but never lifts a town to the prior at which a
 * lower-case word is read as its name without a cue (PLAIN_MIN_PRIOR in extract.ts: "sra. martínez").
 */
export const PROMINENCE_MODEL =
  'geo-prominence-v2: p = 0.6 x clamp((log10 population - 3) / 4) + 0.4 x clamp(ln(1 + alternate names) / ln(1 + 250) rescaled from 10 names); at least 0.35 x clamp(ln(1 + Wikivoyage articles linking to the town article) / ln(1 + 40)) (model_estimate; GeoNames cities500 population and alternate names, Wikivoyage links)';

const clamp = (x: number) => Math.min(1, Math.max(0, x));
/** 1,000 people count for nothing, 10 million for everything. */
const popScore = (population: number) => (population > 0 ? clamp((Math.log10(population) - 3) / 4) : 0);
/** Ten names (transliterations of any town) count for nothing; 250 (world cities) for everything. */
const nameScore = (alternates: number) => clamp((Math.log1p(alternates) - Math.log1p(10)) / (Math.log1p(250) - Math.log1p(10)));

/** An article nothing links to counts for nothing, one 40 articles link to (Rome, Paris) for everything. */
const travelScore = (links: number) => (links <= 0 ? 0 : clamp(Math.log1p(links) / Math.log1p(40)));
/** The prominence of a town 40 articles link to: a prior of 0.2 + 0.7 x 0.35, just under PLAIN_MIN_PRIOR (0.45). */
const TRAVEL_FLOOR = 0.35;

/** 0..1, model_estimate (PROMINENCE_MODEL); wikivoyageLinks is -1 for a town without an article (the same as one nothing links to). */
export function prominence(population: number, alternates: number, wikivoyageLinks = -1): number {
  const p = 0.6 * popScore(population) + 0.4 * nameScore(alternates);
  return Math.max(p, TRAVEL_FLOOR * travelScore(wikivoyageLinks));
}
