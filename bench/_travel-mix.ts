import type { TravelSearchRequest } from '../src/contracts/travel.js';

/**
 * 24 distinct travel requests: curated, research-ready, no_match, structured-only, every intent.
 * Live research stays off (its latency has its own benchmark, bench/research-bounded.ts), so the
 * in-process engine and the server do the same work.
 */
export const TRAVEL_MIX: TravelSearchRequest[] = [
  { user_request: 'Long weekend from SFO in Northern California with redwoods and rugged coast, under $2k for two, in May' },
  { user_request: 'Two weeks in Patagonia hiking in January from JFK' },
  { user_request: 'beach week in July from LAX for a family of four, budget $8000' },
  { user_request: 'a week somewhere in Bolivia in August from Denver' },
  { user_request: 'ski trip in February from ORD, 5 nights, luxury' },
  { user_request: 'remote work for 30 days in Portugal from JFK in October, good internet' },
  { origin: 'LHR', budget_usd: 3000, interests: ['food', 'wine'], trip_length_days: 6 },
  { user_request: 'two weeks in Narnia next month' },
  { user_request: 'Only in Italy: 10 days in June for a family of four from Chicago, museums and food' },
  { user_request: 'must be in Japan, 8 days in April from SFO, food and culture, around 7000 USD total' },
  { user_request: 'snorkeling and beaches in the Caribbean over Christmas from JFK, 6 nights for two' },
  { user_request: 'national parks road trip in Utah in September from LAX, 9 days' },
  { user_request: 'concert at the Hollywood Bowl in July, 3 days, from SFO' },
  { user_request: 'wheelchair accessible city break in Europe in May from LHR, 4 days' },
  { user_request: 'wine country weekend from SFO in October, under $1500' },
  {
    destination_constraints: [{ type: 'country', value: 'Mexico' }],
    required_themes: ['beach'],
    strict_mode: true,
    origin: 'ORD',
    departure_window: ['2026-12-20', '2026-12-27'],
  },
  { destination_constraints: [{ type: 'state', value: 'Colorado' }], interests: ['hiking', 'mountains'], trip_length_days: 5, origin: 'DEN' },
  { user_request: 'somewhere warm in February, a week, from ORD, under $2500 per person for two' },
  { user_request: 'Tokyo for the food with a 6 month old baby, 10 days in November from LAX' },
  { user_request: 'a month in Bali working remotely from SFO in March' },
  { user_request: 'Amalfi Coast, ideally Positano, 6 days in June from JFK, honeymoon, luxury' },
  { user_request: 'Iceland in December for the northern lights from JFK, 5 days', live_research_mode: 'off', max_live_research_ms: 50 },
  { required_themes: ['skiing', 'nightlife'], strict_mode: true, trip_length_days: 7, origin: 'LHR' },
  { user_request: 'a week in Yosemite in May from SFO with two kids, hiking', services: ['hotels', 'flights'] },
];
