/** What every travel operation states about itself. */
export const TRAVEL_TRUTH =
  'Not live booking inventory, provider-backed rates or live airfare: every truth boundary is false and figures are curated_baseline or model_estimate. Hard geography always filters before ranking; no_match is a normal 200 response.';

/** How the compact levels are taught in every travel tool description. */
export const START_WITH_SUMMARY = 'Start with detail "summary" (a few KB); "standard" or "full" only for the pick.';
