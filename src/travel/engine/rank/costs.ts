import { closedGateways, monthDays } from '../../knowledge/calendars/index.js';
import { estimateFlight } from '../../knowledge/index.js';
import { bestProfile, fareMidpoint, requireAirport } from '../../knowledge/models/flights.js';
import { entryFees } from '../../knowledge/models/entry-fees.js';
import { legPetPolicy } from '../../knowledge/models/ground-legs.js';
import { keptDecision } from '../../knowledge/kept-decision.js';
import { productStay } from '../../knowledge/models/products.js';
import { rentalStay, type RentalAsked } from '../../knowledge/models/rental-units.js';
import { reportedBedUsd } from '../../knowledge/models/hostel-beds.js';
import { LODGE_MODEL, lodgeRow, lodgeStandIn, lodgeStay, rowPricesTier } from '../../knowledge/models/lodge-rates.js';
import { askedResort, festiveNights, resortKind, resortTerms, type ResortKind } from '../../knowledge/models/resort-season.js';
import { leisureSeason } from '../../knowledge/models/leisure-season.js';
import { perDiemFor } from '../../knowledge/models/per-diem.js';
import { remoteIsland } from '../../knowledge/models/remote-island.js';
import { SKI_PASS_MODEL, skiPasses } from '../../knowledge/models/ski-passes.js';
import { bySurface, requestedSurface, surfaceReach, surfaceReachKm } from '../../knowledge/models/surface.js';
import { airportByIata } from '../../geo/airports.js';
import type { ReachStatus, TravelMode } from '../../../contracts/travel-modes.js';
import { tierRates, type LodgingDemand, type StayTerms } from '../../knowledge/models/tiers.js';
import { WATER_CROSSING_MODEL, type WaterCrossing } from '../../knowledge/models/water-crossing.js';
import { SUPPORTED_ORIGINS, type FlightProfile, type SupportedOrigin } from '../../knowledge/types.js';
import { addDaysIso, round } from '../text.js';
import { ADULT_BED_AGE, travelsWithPet, type Trip } from '../trip.js';
import type { Candidate, EngineData } from '../types.js';
import { staysFixed, tripDates } from './seasonal.js';
import { nightlyBand, occupancyFactor } from '../../knowledge/models/room-occupancy.js';

/**
 * Flight choice and trip_total_model_v1, the whole-party trip estimate:
 *   flights = fare-band midpoint x (adults + children) + 10% of it per infant (lap fare),
 *             or, for drives, 0.20 USD/km x round-trip km per car (one car per five travellers);
 *             0 when no origin is known: a fare from an assumed home would be a guess, so the
 *             total is the stay and spending there and says the way there is not priced
 *   stay    = nightly rate of the cost tier x rooms (trip.ts: per two adults, or two adults and two children under 12) x nights,
 *             a room for more than two at room_occupancy_model_v1's rate (with its band where the rate is least sure),
 *             or the product the trip asks for (product_pricing_model_v1: all-inclusive, cruise, hostel), or whole units
 *             sized for the party where the request rents one (rental_unit_model_v1: apartment, house or cabin, villa or chalet), or a resort
 *             or lodge at the area's published rate (lodge_rate_model_v1: asked for, or in a resort-only area)
 *   daily   = daily spend of the tier x (adults + 0.5 x children) x days
 *   passes  = lift passes on a ski trip to a ski resort (ski_pass_model_v1)
 *   fees    = mandatory entry fees of the place (entry_fee_model_v1: Bhutan's SDF, Galapagos)
 *   ferry   = the round-trip ferry to a place across water, per traveller over two (water_crossing_model_v1)
 * with the tier's rates from leisure_cost_model_v1 for the stay's months (known dates), its
 * length (long-stay rates), the events that fill the place then and, at beach and ski resorts,
 * the resort season (resort_season_model_v1).
 * Every part is a baseline estimate, never a fare, rate or quote.
 */
export const TRIP_TOTAL_MODEL = 'trip_total_model_v1';
export const DRIVE_USD_PER_KM = 0.2;
const INFANT_FARE_SHARE = 0.1;

export interface FlightChoice {
  /** With no origin, the median of the five profiles: it only names the gateway; the way there is neither timed nor priced. */
  profile: FlightProfile;
  basis: 'origin_profile' | 'unsupported_origin_model' | 'no_origin';
  /** Why the ways of travelling the request allows (trip.travel_modes, without flight) do not reach the place. */
  unreachable?: { status: ReachStatus; reason: string };
}

/** The surface mode a ground profile travels by. */
const groundMode = (p: FlightProfile): TravelMode => p.ground_leg?.mode ?? (p.water_crossing ? 'ferry' : 'road');

/**
 * The trip by the ways the traveller allows when flight is not one of them (surface.ts): the usual
 * profile when it already goes that way, else the surface trip, else why none reaches the place.
 */
function byAllowedModes(choice: FlightChoice, c: Candidate, allowed: readonly TravelMode[], pets: boolean, maxKm?: number): FlightChoice {
  const p = choice.profile;
  const origin = airportByIata(p.origin);
  if ((p.mode === 'ground' && allowed.includes(groundMode(p)) && !refusesPet(p, pets)) || !origin) return choice;
  const reach = surfaceReach(origin, c, allowed, pets, maxKm);
  return reach.status === 'reachable' ? { ...choice, profile: reach.profile } : { ...choice, unreachable: reach };
}

/** The profile goes on a rail line that carries no pets while the party brings one. */
const refusesPet = (p: FlightProfile, pets: boolean): boolean => pets && p.ground_leg !== undefined && legPetPolicy(p.ground_leg.id) !== undefined;

/** A party with a pet whose usual way there is a line that refuses pets goes by the surface ways that take it, where one reaches the place. */
function withPet(choice: FlightChoice, c: Candidate): FlightChoice {
  if (!refusesPet(choice.profile, true)) return choice;
  const reached = byAllowedModes(choice, c, ['rail', 'road', 'ferry'], true);
  return reached.unreachable ? choice : reached;
}

function medianProfile(c: Candidate): FlightProfile {
  const sorted = SUPPORTED_ORIGINS.map((o) => c.flights[o]).sort((a, b) => a.typical_hours - b.typical_hours);
  return sorted[Math.floor(sorted.length / 2)] as FlightProfile;
}

/**
 * The candidate's other gateways when a seasonal closure cuts the road from its usual one for the
 * trip's dates (Yellowstone in winter: Bozeman via the North Entrance, not Jackson).
 */
function openGateways(c: Candidate, trip: Trip): { links: Candidate['airports']; note: string } | null {
  if (trip.months_assumed) return null;
  const closed = closedGateways(c.calendar, tripDates(trip));
  if (closed.size === 0) return null;
  const shut = c.airports.filter((a) => closed.has(a.iata));
  const links = c.airports.filter((a) => !closed.has(a.iata));
  if (shut.length === 0 || links.length === 0) return null;
  return {
    links,
    note: `${shut.map((a) => `${a.iata} is cut off (${closed.get(a.iata)})`).join('; ')}: flying into ${links.map((a) => a.iata).join(' or ')} instead.`,
  };
}

function openProfile(origin: string, c: Candidate, open: NonNullable<ReturnType<typeof openGateways>>): FlightProfile | undefined {
  const p = bestProfile(requireAirport(origin), open.links, c);
  return p && { ...p, provenance: { ...p.provenance, note: open.note } };
}

export function chooseFlight(data: EngineData, c: Candidate, trip: Trip): FlightChoice {
  const pets = travelsWithPet(trip);
  const found = usualFlight(data, c, trip);
  const known = found.basis !== 'no_origin';
  const usual = pets && known ? withPet(found, c) : found;
  const allowed = trip.travel_modes?.includes('flight') === false ? trip.travel_modes : null;
  const surface = known && !allowed ? requestedSurface(trip.travel_modes ?? undefined) : null;
  const choice =
    allowed && known
      ? byAllowedModes(usual, c, allowed, pets, surfaceReachKm(trip.days))
      : surface
        ? { ...usual, profile: bySurface(usual.profile, c, surface, pets) }
        : usual;
  const open = choice.profile.mode === 'flight' ? openGateways(c, trip) : null;
  if (!open || open.links.some((a) => a.iata === choice.profile.destination_airport)) return choice;
  const origins = choice.basis === 'no_origin' ? SUPPORTED_ORIGINS : [choice.profile.origin];
  const profiles = origins
    .map((o) => openProfile(o, c, open))
    .filter((p): p is FlightProfile => p !== undefined)
    .sort((a, b) => a.typical_hours - b.typical_hours);
  const profile = profiles[Math.floor(profiles.length / 2)];
  return profile ? { ...choice, profile } : choice;
}

function usualFlight(data: EngineData, c: Candidate, trip: Trip): FlightChoice {
  if (!trip.origin) return { profile: medianProfile(c), basis: 'no_origin' };
  if (trip.origin_supported) return { profile: c.flights[trip.origin as SupportedOrigin], basis: 'origin_profile' };
  try {
    const profile = c.record ? data.kb.flightProfile(c.record, trip.origin) : estimateFlight(trip.origin, c);
    return { profile, basis: 'unsupported_origin_model' };
  } catch {
    // Unknown origin airport: intent parsing already reported it; fall back to the median profile.
    return { profile: medianProfile(c), basis: 'no_origin' };
  }
}

/** Whether the way there is known: from no origin it is neither timed nor priced. */
export const wayThereKnown = (flight: FlightChoice): boolean => flight.basis !== 'no_origin';

export interface TripCost {
  flight_per_person_usd: number | null;
  /** 0 when no origin is known (way_there_priced false): nothing is priced from nowhere. */
  flights_usd: number;
  way_there_priced: boolean;
  /** Per room, cabin or dorm bed and night. */
  nightly_usd: number;
  /** What nightly_usd is counted in: "2 room(s)", "1 cabin(s)", "3 dorm bed(s)". */
  stay_units: string;
  stay_count: number;
  stay_unit: string;
  /** More than two guests to a room and what it does to the rate (room_occupancy_model_v1), else null. */
  room_sharing: string | null;
  stay_usd: number;
  daily_usd: number;
  /** Lift passes on a ski trip (0 otherwise), and how they were counted. */
  activities_usd: number;
  activities_note: string | null;
  total_usd: number;
  travellers: number;
  /** How the stay's months, length and events changed the annual rates, in words. */
  adjustments: string[];
  /** The model that priced the stay and its figure's date, when it is not the place's per-diem model (lodge_rate_model_v1); else null. */
  stay_model: { name: string; as_of: string | null } | null;
}

/** Nights per month (known dates only) and total nights of the stay, computed once per trip. */
const baseTerms = keptDecision((trip: Trip): StayTerms => {
  const months =
    !trip.months_assumed && trip.departure_date && trip.nights > 0
      ? monthDays({ start: trip.departure_date, end: addDaysIso(trip.departure_date, trip.nights - 1) })
      : null;
  return months ? { month_nights: months, nights: trip.nights } : { nights: trip.nights };
});

/** The stay's nights in the Christmas and New Year holidays, when the dates fix them (resort_season_model_v1). */
const holidayNights = keptDecision((trip: Trip): Map<number, number> => {
  const start = trip.departure_date;
  if (!start || trip.months_assumed || !staysFixed(trip)) return new Map();
  return festiveNights(Array.from({ length: trip.nights }, (_, i) => addDaysIso(start, i)));
});

/** The kind of resort the place is for this trip: its curated themes, else (nobody curated it) a ski trip in its snow months or an all-inclusive on a beach. */
function resortFor(c: Candidate, trip: Trip): ResortKind | null {
  if (c.themes) return resortKind(c.themes);
  return askedResort([...trip.required_themes, ...trip.soft_themes, ...(trip.product ? [trip.product] : [])], c.comfort, baseTerms(trip).month_nights);
}

/**
 * The high season of a place that is no resort (leisure_season_model_v1), where the stay's dates are
 * known and the per-diem row is flat over the year (a seasonal row has already seen the season), less
 * what the row already stands above its country's ordinary row.
 */
function leisurePeak(c: Candidate, months: ReadonlyMap<number, number> | undefined): LodgingDemand | null {
  if (!months || new Set(c.cost_basis.ceiling_monthly).size > 1) return null;
  const ordinary = perDiemFor(c.country)?.lodging_usd;
  return leisureSeason(c.comfort.general, c.lat, months, ordinary ? c.cost_basis.ceiling_annual / ordinary : 1);
}

/** A place's remote-island premium depends on the place alone: read once per candidate, not at every search. */
const islandPremiums = new WeakMap<Candidate, ReturnType<typeof remoteIsland>>();
function islandPremium(c: Candidate): ReturnType<typeof remoteIsland> {
  if (!islandPremiums.has(c)) islandPremiums.set(c, remoteIsland(c, c.airports));
  return islandPremiums.get(c) ?? null;
}

/** Nights per month (known dates only), total nights, lodging demand, resort or high season and remote-island premium of the stay at a place. */
export function stayTerms(c: Candidate, trip: Trip, demand: LodgingDemand | null): StayTerms {
  const terms = baseTerms(trip);
  const kind = resortFor(c, trip);
  const resort = kind && resortTerms(kind, c.comfort[kind === 'ski' ? 'snow' : 'beach'], c.lat, terms.month_nights, holidayNights(trip));
  const peak = resort ? null : leisurePeak(c, terms.month_nights);
  const island = islandPremium(c);
  const extra = { ...(demand ? { demand } : {}), ...(resort ? { resort } : {}), ...(peak ? { peak } : {}), ...(island ? { island } : {}) };
  return Object.keys(extra).length ? { ...terms, ...extra } : terms;
}

interface StayPrice {
  per_unit_night_usd: number;
  units: number;
  unit: string;
  daily_spend_usd: number;
  adjustments: string[];
  /** How the party shares the rooms, when more than two to a room changed the rate (room_occupancy_model_v1). */
  sharing?: string | null;
  model?: { name: string; as_of: string | null };
}

/**
 * Rooms at the tier's rate, each priced for the guests it holds (room_occupancy_model_v1), with the
 * model's band where it is least sure: low season at a resort, or rooms for more than two.
 */
function roomStay(tier: ReturnType<typeof tierRates>, trip: Trip, lowSeason: boolean): StayPrice {
  const occupancy = occupancyFactor(trip.adults + trip.children, trip.rooms);
  const nightly = Math.round(tier.lodging_per_night_usd * occupancy.factor);
  const unsure = [lowSeason ? 'low-season resort rates vary most' : '', occupancy.note ? 'family rooms vary most' : ''].filter(Boolean);
  const notes = [...tier.adjustments, ...(unsure.length ? [nightlyBand(nightly, unsure.join(' and '))] : [])];
  return { per_unit_night_usd: nightly, units: trip.rooms, unit: 'room', daily_spend_usd: tier.daily_spend_usd, adjustments: notes, sharing: occupancy.note };
}

/** Whole units sized for the party at the tier's room rate (rental_unit_model_v1): teenagers take an adult's bed, infants share. */
function rentedUnits(tier: ReturnType<typeof tierRates>, trip: Trip, asked: RentalAsked): StayPrice {
  const teens = Math.min(trip.children, (trip.child_ages ?? []).filter((a) => a >= ADULT_BED_AGE).length);
  const s = rentalStay(asked, { adult_beds: trip.adults + teens, young_children: trip.children - teens }, tier.lodging_per_night_usd);
  return {
    per_unit_night_usd: s.per_unit_night_usd,
    units: s.units,
    unit: s.unit,
    daily_spend_usd: tier.daily_spend_usd,
    adjustments: [...tier.adjustments, s.note],
  };
}

/**
 * A resort or lodge stay (lodge_rate_model_v1): asked for (an overwater villa, a safari lodge, an estancia),
 * or a tier the area's resorts price (rowPricesTier), at the area's published rate; asked for where no rate
 * covers the area, at the place's luxury rate said to stand in. Null when neither applies.
 */
function lodgePrice(c: Candidate, trip: Trip, terms: StayTerms, tier: ReturnType<typeof tierRates>): StayPrice | null {
  const asked = trip.product === 'lodge_stay';
  const row = lodgeRow(c);
  if (row && (asked || rowPricesTier(row, trip.tier))) {
    const s = lodgeStay(row, trip.tier, { adults: trip.adults, children: trip.children, rooms: trip.rooms }, tier.daily_spend_usd);
    return {
      per_unit_night_usd: s.per_room_night_usd,
      units: trip.rooms,
      unit: 'room',
      daily_spend_usd: s.daily_spend_usd,
      adjustments: s.notes,
      model: { name: LODGE_MODEL.name, as_of: row.as_of },
    };
  }
  if (!asked) return null;
  const luxury = roomStay(tierRates(c.cost_basis, 'luxury', terms), trip, false);
  return { ...luxury, adjustments: [...luxury.adjustments, ...lodgeStandIn(luxury.per_unit_night_usd)], model: { name: LODGE_MODEL.name, as_of: null } };
}

/** The stay as a resort or lodge, else as the product the trip asks for (product_pricing_model_v1), else rooms at the tier's rate. */
function stayPrice(c: Candidate, trip: Trip, demand: LodgingDemand | null): StayPrice {
  const terms = stayTerms(c, trip, demand);
  const tier = tierRates(c.cost_basis, trip.tier, terms);
  const lodge = lodgePrice(c, trip, terms, tier);
  if (lodge) return lodge;
  if (!trip.product && trip.rental) return rentedUnits(tier, trip, trip.rental);
  if (!trip.product || trip.product === 'lodge_stay') return roomStay(tier, trip, (terms.resort?.factor ?? 1) < 1);
  const party = { adults: trip.adults, children: trip.children, rooms: trip.rooms };
  const rates = {
    lodging: tier.lodging_per_night_usd,
    daily: tier.daily_spend_usd,
    budget_room: tierRates(c.cost_basis, 'budget', terms).lodging_per_night_usd,
    bed: reportedBedUsd(c.country),
  };
  const p = productStay(trip.product, trip.tier, party, rates);
  // A cruise's fare replaces the place's rates, so their adjustments do not apply.
  return { ...p, adjustments: trip.product === 'cruise' ? [p.note] : [...tier.adjustments, p.note] };
}

/**
 * The round trip there for the party by one profile (the ways answer prices each way with it too): the
 * fare band's midpoint per adult and child and INFANT_FARE_SHARE of it per infant, or for a drive
 * DRIVE_USD_PER_KM over the round-trip km per car (one car per five travellers).
 */
export function wayThereUsd(flight: FlightProfile, trip: Trip): number {
  if (flight.fare_band_usd) {
    const perPerson = fareMidpoint(flight.fare_band_usd);
    return perPerson * (trip.adults + trip.children) + perPerson * INFANT_FARE_SHARE * trip.infants;
  }
  return DRIVE_USD_PER_KM * 2 * flight.distance_km * Math.ceil((trip.adults + trip.children + trip.infants) / 5);
}

/** The round-trip ferry across water for the party (water_crossing_model_v1): the fare band's midpoint per traveller over two. */
export const ferryUsd = (water: WaterCrossing, trip: Trip): number => round(fareMidpoint(water.fare_usd) * (trip.adults + trip.children));

/** The ferry across water on the way to the place, by the gateway's crossing or the drive's. */
function ferryFares(c: Candidate, flight: FlightProfile, trip: Trip): { usd: number; note: string } | null {
  const water = flight.mode === 'flight' ? c.airports.find((a) => a.iata === flight.destination_airport)?.water_crossing : flight.water_crossing;
  if (!water) return null;
  const payers = trip.adults + trip.children;
  return {
    usd: ferryUsd(water, trip),
    note: `round-trip ferry across about ${water.km} km of water for ${payers} traveller(s) (${WATER_CROSSING_MODEL.name})`,
  };
}

export function tripCost(c: Candidate, trip: Trip, choice: FlightChoice, demand: LodgingDemand | null = null): TripCost {
  const flight = choice.profile;
  const priced = wayThereKnown(choice);
  const price = stayPrice(c, trip, demand);
  const travellers = trip.adults + trip.children + trip.infants;
  const perPerson = priced && flight.fare_band_usd ? fareMidpoint(flight.fare_band_usd) : null;
  const flights = priced ? wayThereUsd(flight, trip) : 0;
  const stay = price.per_unit_night_usd * price.units * trip.nights;
  const daily = price.daily_spend_usd * (trip.adults + 0.5 * trip.children) * trip.days;
  const skiTrip =
    [...trip.required_themes, ...trip.soft_themes].includes('skiing') &&
    (c.themes ? (c.themes['skiing'] ?? 0) >= SKI_PASS_MODEL.min_theme_strength : resortFor(c, trip) === 'ski');
  const passes = skiTrip ? skiPasses(c.country, trip.adults, trip.children, trip.days) : null;
  const fees = entryFees(c, trip.adults, trip.children, trip.nights, trip.permits_asked);
  const extras = [passes, fees, ferryFares(c, flight, trip)].filter((x) => x !== null);
  const activities = extras.reduce((s, x) => s + x.usd, 0);
  return {
    flight_per_person_usd: perPerson === null ? null : round(perPerson),
    flights_usd: round(flights),
    way_there_priced: priced,
    nightly_usd: price.per_unit_night_usd,
    stay_units: `${price.units} ${price.unit}(s)`,
    stay_count: price.units,
    stay_unit: price.unit,
    room_sharing: price.sharing ?? null,
    stay_usd: round(stay),
    daily_usd: round(daily),
    activities_usd: activities,
    activities_note: extras.length ? extras.map((x) => x.note).join('; ') : null,
    total_usd: round(flights + stay + daily + activities),
    travellers,
    adjustments: price.adjustments,
    stay_model: price.model ?? null,
  };
}

/** What the stated budget is weighed against: the whole trip, or the cost on the ground when the budget leaves out the way there. */
export const budgetedUsd = (cost: TripCost, trip: Trip): number => (trip.budget_leaves_out_travel ? round(cost.total_usd - cost.flights_usd) : cost.total_usd);
