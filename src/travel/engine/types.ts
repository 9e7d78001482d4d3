import type { PlaceHeight } from '../knowledge/altitude.js';
import type { Limits } from '../../accounts/plans.js';
import type { Gazetteer } from '../geo/types.js';
import type { KnowledgeBase } from '../knowledge/index.js';
import type { CostBasis } from '../knowledge/models/cost-basis.js';
import type { AirportLink, ClimateMonth, Costs, Destination, FlightProfile, Provenance, SupportedOrigin } from '../knowledge/types.js';
import type { PlaceCalendar } from '../knowledge/calendars/index.js';
import type { ResearchPort } from '../research-port.js';

/** What the engine is built over: loaded once at start, shared by every request. */
export interface EngineData {
  kb: KnowledgeBase;
  gazetteer: Gazetteer;
  research: ResearchPort;
}

/** Per-request inputs the edge passes in; the engine itself reads no clock, env or store. */
export interface RequestContext {
  now: () => Date;
  requestId: string;
  /** Account that owns research jobs started by this request (poll_url works only with one); null when unknown. */
  accountId: string | null;
  /** Present for callers that may see commercial_next_step (REST and MCP with a key). */
  commercial: CommercialContext | null;
}

export interface CommercialContext {
  publicBaseUrl: string;
  /** Limits of the free sandbox as they apply to this key, and of the hobby plan. */
  limits: { free_sandbox: Limits; hobby: Limits };
  /** The key's remaining requests after this one, null when unknown. */
  remaining: { hourly: number | null; monthly: number | null };
}

/** Weather preference the request implies; each destination has a comfort table per profile. */
export type WeatherProfile = 'beach' | 'snow' | 'general';
/** The traveller wishes for warm weather, or to swim in it, with the lowest daytime temperature stated (Celsius) when given. */
export interface WarmthWish {
  swim: boolean;
  min_c: number | null;
}
/** A curated theme strength from which a destination has the theme (gating, diving, plan checks). */
export const THEME_MIN_STRENGTH = 0.5;

export const WEATHER_PROFILES: readonly WeatherProfile[] = ['beach', 'snow', 'general'];

/**
 * One destination the engine can rank: a curated record, or a gazetteer place with
 * model_estimate figures (research_ready). Everything request-independent is computed once.
 */
export interface Candidate {
  id: string;
  name: string;
  coverage_mode: 'curated_ready' | 'research_ready';
  kind: string;
  country: string;
  admin1: string | null;
  lat: number;
  lon: number;
  region_label: string;
  /** Theme strengths 0..1; null when nobody curated this place's themes. */
  themes: Readonly<Record<string, number>> | null;
  climate: readonly ClimateMonth[];
  climate_provenance: Provenance;
  /** Comfort 0..1 per month (index 0 = January) per weather profile. */
  comfort: Readonly<Record<WeatherProfile, readonly number[]>>;
  /** Annual (season-averaged) tier figures. */
  costs: Costs;
  /** What the costs derive from; the ranking prices each trip's months, stay length and events from it. */
  cost_basis: CostBasis;
  airports: readonly AirportLink[];
  flights: Readonly<Record<SupportedOrigin, FlightProfile>>;
  time_zone: string;
  /** UTC offsets in hours on 15 January and 15 July (daylight saving aware). */
  utc_offsets: readonly [number, number];
  /** The curated record (snapshots read its remote work, family, safety... fields); null for research candidates. */
  record: Destination | null;
  /** Folded names of event venues and areas, for matching the request's event venue. */
  venue_keys: readonly string[];
  /** Calendar records (hazards, closures, micro-climates) that apply to this place at some time of year. */
  calendar: PlaceCalendar;
  /** Height of the place and its source, when the gazetteer knows it (the high_altitude warning reads it). */
  height: PlaceHeight | null;
}
