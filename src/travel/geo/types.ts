export type PlaceType = 'region' | 'city' | 'country' | 'state' | 'park' | 'coast';

export interface PlaceRef {
  type: PlaceType;
  id: string;
  name: string;
  country: string | null;
  confidence: number;
}

export interface ResolvedPlace extends PlaceRef {
  /** ISO 3166-2 like 'US-CA' where known. */
  admin1: string | null;
  lat: number;
  lon: number;
  /** The text that matched. */
  matched_text: string;
  /** Other readings of an ambiguous name, best first. */
  alternatives: PlaceRef[];
  /** Why this reading won (context used). */
  reason?: string;
  /** The kind of feature (island, coast, sea, landmark...; FEATURE_KINDS in feature.ts). */
  feature?: string;
  /** The city a neighbourhood or district is part of ("Prenzlauer Berg" -> Berlin), when `feature` is 'neighbourhood'. */
  city?: PlaceRef;
  /** The place this is a side of, named by a compass word ("North Goa" of Goa, "southern Spain" of Spain). */
  side_of?: PlaceRef;
  /** Named by one of its airports ("Heathrow", "KIX"): the city is the one the airport serves. */
  airport?: true;
  /** The IATA code of the airport that named it ("Heathrow", "KIX", "Milano Linate", "CDG-OPO"). */
  iata?: string;
  /** Named by an event held there ("Oktoberfest", "los Sanfermines"): the words name the event too, and often its dates. */
  held_event?: true;
  /** Set when the mention reads as where the traveller leaves from ("flying from sfo"). */
  role?: 'origin';
  /** Read from the name of the place's people describing the party ("we Londoners", "somos sevillanos"): where they live. */
  residents?: true;
  /** Read from weak evidence in free text: a small place (low prior) with no place cue, qualifier or other place in its sentence. */
  weak?: true;
}

export interface ResolveContext {
  /** IATA code of the traveller's origin airport. */
  origin?: string;
  /** Language of the text (en, fr, es, de, it, pt): which common words need a place cue. English when absent. */
  lang?: string;
  /** ISO alpha-2 country the request is about. */
  countryHint?: string;
  nearby?: { lat: number; lon: number };
  /** The trip's stated length in days: with the origin, how far the trip may go. */
  tripDays?: number;
  /** Only readings of these types (a structured constraint that declares its type). */
  types?: PlaceType[];
  /**
   * Character spans of the text where a place is expected (the value of a form's "From:" or "Destino:"
   * line): a name there has the evidence a direction word gives it, even where it opens a line.
   */
  slots?: ReadonlyArray<{ start: number; end: number }>;
  /**
   * Character spans the reader of roles has read as where the traveller leaves from or lives, however it was said ("Départ :
   * Lyon", "salimos de Valencia"): a name there is home, as after "from", and pulls none of the trip's namesakes towards it.
   */
  homes?: ReadonlyArray<{ start: number; end: number }>;
  /**
   * Filled by extract with the character spans of capitalised words it matched as a place's name and refused
   * ("sie mag den Duomo": a foreign word after a German article), so the reader can account for them.
   */
  refused?: Array<{ start: number; end: number }>;
  /**
   * Filled by extract with the character spans of longer names it does not know and whose parts it set aside
   * ("el Monte Saint-Michel", "Val d'Aoste", "die dänische Nordseeküste"): a part read alone would be a place the
   * traveller never meant, so the whole name is reported instead.
   */
  unknown?: Array<{ start: number; end: number }>;
}

export interface PointLike {
  country: string;
  admin1?: string | null;
  lat: number;
  lon: number;
  destinationId?: string;
  parkIds?: string[];
}

export interface GazetteerPlace {
  type: PlaceType;
  id: string;
  name: string;
  country: string;
  admin1: string | null;
  lat: number;
  lon: number;
  population?: number;
  /** Height in metres where known: GeoNames (cities500 elevation or dem) for cities, editorial for parks and landmarks. */
  elevation_m?: number | null;
}

export interface CountryInfo {
  code: string;
  name: string;
  region: string;
  subregion: string;
}

export interface Gazetteer {
  /** A place phrase -> readings, best first ([] when nothing). */
  resolve(text: string, ctx?: ResolveContext): ResolvedPlace[];
  /** Mentions inside a free-text request. */
  extract(text: string, ctx?: ResolveContext): Array<ResolvedPlace & { start: number; end: number }>;
  /**
   * The mentions of one text read in as many contexts as a reader needs (the origin, once the roles know it): the words are
   * matched to names once, each context resolves them afresh. extract is one reading of it.
   */
  mentions(
    text: string,
    words?: Pick<ResolveContext, 'lang' | 'slots'>,
  ): (ctx?: Omit<ResolveContext, 'lang' | 'slots'>) => Array<ResolvedPlace & { start: number; end: number }>;
  /** Is the point inside region/state/country/coast/park/city. */
  contains(place: PlaceRef, point: PointLike): boolean;
  /** Notable cities/parks inside, by importance (for research-ready candidates). */
  placesWithin(place: PlaceRef, limit: number): GazetteerPlace[];
  byId(id: string): GazetteerPlace | undefined;
  /** The GeoNames place nearest a point (optionally in one country), searching up to ~1.5 degrees away. */
  nearestCity(point: { lat: number; lon: number }, country?: string): GazetteerPlace | undefined;
  country(code: string): CountryInfo | undefined;
  timeZoneAt(lat: number, lon: number): string;
}
