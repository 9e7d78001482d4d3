import { readBuiltIndex } from '../../built-indexes.js';
import type { Admin1 } from './admin1.js';
import { loadAdmin1Names } from './admin1-names.js';
import { partById } from './compass-parts.js';
import { isCompassName } from './compass-words.js';
import { readProminence } from './cities500.js';
import { CityIndex, writtenCityName } from './cities.js';
import { CityOrder } from './city-order.js';
import { loadCityData } from './city-data.js';
import { greatCircleKm } from './distance.js';
import { loadDistricts } from './districts.js';
import { loadEventPlaces, type EventPlace } from './event-places.js';
import { airportNames } from './airport-names.js';
import type { AreaKind } from './area-kinds.js';
import { areaRegion, loadAreas, type Area } from './areas.js';
import { loadSights, sightPark, type Sight } from './sights.js';
import { contestedExonymRows, exonymRows } from './exonyms.js';
import { shortNameRows } from './short-names.js';
import { capitalsByCountry, loadCountries, type CountryTable } from './countries.js';
import { loadAdmin2, loadCurated, loadNaturalEarth, type AliasData, type CuratedPark, type CuratedRegion } from './curated.js';
import { loadFeatureNames } from './feature-names.js';
import { FuzzyNames } from './fuzzy.js';
import { PointGrid, type GridColumns } from './grid.js';
import { normalize } from './normalize.js';
import { isCommonWord, isOrdinaryWord } from './cues.js';
import { islandForms } from './island-names.js';
import { isPersonName } from './people.js';
import type { HitKind, NameHit, Place } from './place.js';
import { prominence } from './prominence.js';
import { wikivoyageLinks } from './wikivoyage-links.js';
import { candidatesFor } from './resolve.js';
import { JoinedTable } from './joined-table.js';
import { isKindPrefix, nameAfterKindWords } from './kind-names.js';
import { countryAlongOutline } from './outline-country.js';
import { storedTable, TableReader, type StoredTable } from './stored-table.js';
import { valleysNamedByTowns } from './town-valleys.js';

/** Prior for a city picked by a curated alias, by editorial tier (1 = world-famous). */
const TIER_PRIOR = { 1: 0.95, 2: 0.85, 3: 0.72, 4: 0.5 } as const;
/** Importance floor the tier gives the GeoNames city, so lists of notable cities agree with it. */
const TIER_IMPORTANCE = { 1: 1, 2: 0.8, 3: 0.6, 4: 0.4 } as const;
/** Prior of a subdivision by country: states and provinces of these are named as often as cities. */
// eslint-disable-next-line no-restricted-syntax -- looked up with country codes from the shipped city data
const STATE_PRIOR: Record<string, number> = { US: 0.75, CA: 0.75, AU: 0.75, MX: 0.6, BR: 0.6, IN: 0.6, DE: 0.6, AT: 0.6, CH: 0.6 };
const OTHER_STATE_PRIOR = 0.45;
/** Articles a French, Spanish, Italian or Portuguese subdivision's name may open with ("La Rioja", "La Guajira", "Le Marche"). */
const NAME_ARTICLES = new Set(['el', 'la', 'los', 'las', 'le', 'les', 'il', 'lo', 'o', 'a', 'os', 'as']);

/**
 * A subdivision's name without its opening article, as writers use it ("Rioja" wine, "Guajira"), when what is left is a
 * single word that is no word of the six languages nor a person's name ("La Libertad", "La Paz", "Le Marche" keep theirs).
 */
function withoutArticle(key: string): string | undefined {
  const [article = '', ...rest] = key.split(' ');
  const bare = rest.join(' ');
  if (!NAME_ARTICLES.has(article) || rest.length !== 1 || bare.length < 5) return undefined;
  return isOrdinaryWord(bare) || isPersonName(bare) ? undefined : bare;
}
/** Natural Earth features rank below curated regions (0.85) and countries, beside a mid-size city. */
const NATURAL_EARTH_PRIOR = 0.6;
/** Ids of natural-earth.json's records (scripts/build-natural-earth.ts). */
const NATURAL_EARTH_ID = 'ne:';
/** A town this near a point of a feature's outline is on it (outline-country.ts). */
const OUTLINE_TOWN_KM = 40;
/** Second-level subdivisions (départements, provinces, counties) rank like the states of most countries, below Natural Earth features. */
const ADMIN2_PRIOR = 0.45;
/**
 * Wikivoyage's areas (areas.tsv) rank below Natural Earth's features and beside a second-level subdivision; a
 * village there is a small place (the rules for small places hold: a cue or a nearby place must vouch for it),
 * and a ski resort, named as often by skiers as a town, sits between.
 */
const AREA_PRIOR = 0.45;
const AREA_PRIOR_BY_KIND: Partial<Record<AreaKind, number>> = { village: 0.3, ski_resort: 0.4 };
/**
 * An area's prominence raises its prior by up to AREA_LINK_SPAN (model_estimate): the Wikivoyage articles that link to its
 * page, log-scaled so that one link counts for little and AREA_LINKS_FULL (a region every article around points to) for all,
 * so a famous valley or coast beats an obscure namesake town it would have tied with ("Wachau").
 */
const AREA_LINK_SPAN = 0.15;
const AREA_LINKS_FULL = 30;
const linkedPrior = (base: number, links: number) => base + AREA_LINK_SPAN * Math.min(1, Math.log1p(links) / Math.log1p(AREA_LINKS_FULL));
const areaPrior = (a: Area) => linkedPrior(AREA_PRIOR_BY_KIND[a.kind] ?? AREA_PRIOR, a.links ?? 0);
/** A sight with a Wikivoyage article of its own (sights.tsv) ranks as an area of as many links does. */
const sightPrior = (s: Sight) => linkedPrior(AREA_PRIOR, s.links);
/** A word of the six languages' dictionaries or frequency lists: no island's name without its island word ("Grande" of Ilha Grande). */
const islandWord = (w: string) => isCommonWord(w, 'en') || isOrdinaryWord(w);
/** A district and its city are found in the city index within this distance of the points districts.tsv gives. */
const DISTRICT_MATCH_KM = 3;
/**
 * Natural Earth's lakes, rivers and capes join after Wikivoyage's areas, under the names nothing else holds by then: a
 * département named after its river ("Loire") or an area of the same name ("Cape Cod") stays the reading.
 */
const JOIN_AFTER_AREAS: ReadonlySet<string> = new Set(['lake', 'river', 'cape']);
const joinsAfterAreas = (r: CuratedRegion) => JOIN_AFTER_AREAS.has(r.feature ?? '');

/** A city that shares its country's name (Singapore, Hong Kong, Monaco) ranks just below the country. */
const CITY_STATE_CITY_PRIOR = 0.7;

/** The built index of what the catalog derives from the city index (scripts/build-indexes.ts). */
export const GAZETTEER_INDEX = 'gazetteer';

/** The built index of what the late join adds to the catalog's tables, and of the name tables read beside them. */
export const GAZETTEER_LATE_INDEX = 'gazetteer-late';

/**
 * What the late join adds (recorded by the join run at build time: the same additions), the
 * beginnings of the names beside the city index's (isNamePrefix) and the exonyms' city rows, as
 * tables a lookup reads one entry of: a request pays for the names it looks up, not for the join.
 */
export interface LateJoinIndex {
  /** Name key -> JSON of the hits the join appends to that name, in its order. */
  names: StoredTable;
  /** Place id -> JSON of the place the join sets: {"cityRow": n} for a GeoNames city (its Place is made as at any lookup), else the Place. */
  places: StoredTable;
  regionOfAdmin1: Array<[string, string]>;
  /** Beginnings of multi-word names beside the city index's (the values are empty). */
  prefixes: StoredTable;
  /** Exonym key -> its city row. */
  exonyms: StoredTable;
}

type LateTables = Record<'names' | 'places' | 'prefixes' | 'exonyms', TableReader>;
type StoredPlace = { cityRow: number } | Place;

/** What the catalog derives from the city index, the cities500 signals and districts.tsv, the same at every start. */
export interface GazetteerIndex {
  grid: GridColumns;
  /** Per city row: prominence (PROMINENCE_MODEL) from GeoNames population and alternate names and Wikivoyage's links. */
  prominence: Float64Array;
  /** Per subdivision with an ISO code: [iso, lat, lon], the centre of its cities weighted by importance. */
  states: Array<[string, number, number]>;
  /** City rows in pairs: a district (districts.tsv) and the city it is part of. */
  districts: Int32Array;
}

/** The part of the index derived before curated cities are promoted (districts are found after: promotion reorders same-name rows). */
function deriveIndex(cities: CityIndex): Omit<GazetteerIndex, 'districts'> {
  const { population, alternates } = readProminence();
  const links = wikivoyageLinks(cities);
  const sums = new Map<string, [number, number, number]>();
  for (let i = 0; i < cities.size; i++) {
    const iso = cities.admin1(i)?.iso;
    if (!iso) continue;
    const w = (cities.importance[i] ?? 0) ** 2 + 1e-6;
    const s = sums.get(iso) ?? [0, 0, 0];
    s[0] += w * (cities.lat[i] ?? 0);
    s[1] += w * (cities.lon[i] ?? 0);
    s[2] += w;
    sums.set(iso, s);
  }
  return {
    grid: cities.grid.columns,
    prominence: Float64Array.from({ length: cities.size }, (_, i) => prominence(population[i] ?? 0, alternates[i] ?? 0, links[i] ?? -1)),
    states: [...sums].map(([iso, [lat, lon, w]]) => [iso, lat / w, lon / w]),
  };
}

/** A city's prior: the better of its importance (airports, capital, density) and its prominence (population, names in other languages). */
export const cityPrior = (importance: number, prominent = 0) => 0.2 + 0.7 * Math.max(importance, prominent);

/** Everything the gazetteer knows, indexed by id and by normalized name. */
export class Catalog {
  readonly countries: CountryTable;
  readonly admin1ByIso = new Map<string, Admin1>();
  readonly cities: CityIndex;
  private readonly placeTable = new Map<string, Place>();
  private readonly nameTable = new Map<string, NameHit[]>();
  /**
   * Natural Earth's 1,249 features (a 650 KB file), second-level subdivisions, Wikivoyage's areas
   * and the events that stand for their place join on the first lookup, not when the gazetteer is
   * built at start-up; with their built index, a name or id joins on its own lookup and the whole
   * join only when a table is walked.
   */
  private lateJoined = false;
  /** Where the late join's built index is read (null: nowhere, as the city columns were built from the packages). */
  private readonly lateIndexDir: string | null | undefined;
  /** The late join's built index once read (null: there is none, so the join runs here). */
  private lateRead: LateTables | null | undefined;
  /** Names and ids whose entries of the built index have joined the tables. */
  private readonly lateNamesJoined = new Set<string>();
  private readonly latePlacesJoined = new Set<string>();
  /** Every place by id; a late one joins on the lookup of its id. */
  readonly places = new JoinedTable(
    this.placeTable,
    (id) => this.joinPlace(id),
    () => this.joinLate(),
  );
  /** Normalized name -> the places it names; a late name's hits join on its lookup. */
  readonly names = new JoinedTable(
    this.nameTable,
    (key) => this.joinName(key),
    () => this.joinLate(),
  );
  /** The curated parks and landmarks, so a walk over them does not join the late tables (whose sights are no places to offer inside a region). */
  readonly parks: Place[] = [];
  /** A subdivision's name in a request language (data/geo/admin1-names.tsv) -> its ISO 3166-2 code. */
  readonly subdivisionNamed = new Map<string, string>();
  /** ISO 3166-2 -> the curated region that is exactly that subdivision (Tuscany = IT-52). */
  readonly regionOfAdmin1 = new Map<string, string>();
  readonly aliases: AliasData;
  /** Word lists of aliases.json as sets, for the extraction rules. */
  readonly words: Record<'stop' | 'capitalizedOnly' | 'locativeOnly' | 'locative' | 'features' | 'generic', Set<string>>;
  private readonly cityPlaces = new Map<number, Place>();
  /** City row of a district -> city row of the city it is part of; a district's Place gets `within` when it is made. */
  private readonly cityOfDistrict = new Map<number, number>();
  /** Per city row, from the derived index (needed before the district pairs are). */
  private readonly prominence: Float64Array;
  /** The spatial grid, prominence, state centres and district pairs: read from their built index, else derived at start. */
  readonly derived: GazetteerIndex;
  /** Whether the city columns came from data/geo/city-index (fast) rather than the packages. */
  readonly fromCache: boolean;
  /** Misspellings of important places ("Barcelone"), tried only when a word names nothing. */
  readonly fuzzy: FuzzyNames;
  private order: CityOrder | undefined;
  private otherPrefixes: { has(key: string): boolean } | undefined;

  /**
   * `useCache: false` builds the city columns from the npm packages even when data/geo/city-index is
   * current; `indexDir` is where built indexes are read (the compiled server's dist/indexes/ by default).
   */
  constructor(opts: { useCache?: boolean; indexDir?: string | null } = {}) {
    const curated = loadCurated();
    this.aliases = curated.aliases;
    const a = curated.aliases;
    this.words = {
      stop: new Set(a.stop_words),
      capitalizedOnly: new Set(a.capitalized_only),
      locativeOnly: new Set(a.locative_only),
      locative: new Set(a.locative_words),
      features: new Set(a.country_feature_words),
      generic: new Set(a.generic_phrases.phrases),
    };
    this.countries = loadCountries({ names: curated.aliases.country_names, demonyms: curated.aliases.demonyms });
    // A country whose one-word English name is also an English word ("Japan", lacquer; "Turkey", the bird) is the country
    // when written with a capital, as the hand list of aliases.json says of those it names.
    for (const c of this.countries.byCode.values()) {
      const key = normalize(c.name);
      if (!key.includes(' ') && isCommonWord(key, 'en')) this.words.locativeOnly.add(key);
    }
    const data = loadCityData(curated.admin1Iso, capitalsByCountry(), opts.useCache ?? true);
    this.fromCache = data.cached;
    const admin1 = new Map<string, Admin1>(data.admin1.map((a) => [a.key, a]));
    for (const a of admin1.values()) if (a.iso && !this.admin1ByIso.has(a.iso)) this.admin1ByIso.set(a.iso, a);
    // Built from the city index in data/ (its signature covers it); columns built from the packages derive their own.
    this.lateIndexDir = data.cached ? opts.indexDir : null;
    const built = data.cached ? readBuiltIndex<GazetteerIndex>(GAZETTEER_INDEX, opts.indexDir) : undefined;
    this.cities = new CityIndex(data.cols, admin1, built && PointGrid.fromColumns(built.grid));
    const early = built ?? deriveIndex(this.cities);
    this.prominence = early.prominence;
    this.addCountries();
    this.addStates(new Map(early.states.map(([iso, lat, lon]) => [iso, { lat, lon }])));
    this.addAliasCities();
    this.derived = built ?? { ...early, districts: this.districtRows() };
    this.addDistricts(this.derived.districts);
    for (const r of curated.regions) this.addRegion(r);
    this.addSubdivisionNames();
    for (const p of curated.parks) this.parks.push(this.addPark(p, 0.8));
    // Natural Earth features (prior 0.6) are below what a misspelling may mean, so the fuzzy index never needs them.
    this.fuzzy = new FuzzyNames({ places: this.placeTable, names: this.nameTable, countries: this.countries });
  }

  /**
   * Cities per country and subdivision by member rank, for placesWithin; built on its first call
   * (after promotion, which changes importance), so a search that asks for no places inside a
   * region neither builds nor holds it.
   */
  get cityOrder(): CityOrder {
    this.order ??= new CityOrder(this.cities, this.prominence);
    return this.order;
  }

  /**
   * Whether a multi-word name begins with these words ("new", "new york"), so a scan tries only spans
   * that can still become a name. The city index answers for its own keys by one binary search; the
   * other names (places, place aliases, exonyms: some 12k prefixes) are collected on the first call.
   */
  isNamePrefix(key: string): boolean {
    if (this.cities.anyStartingWith(`${key} `) || this.namePrefixesBesideCities().has(key) || isKindPrefix(key)) return true;
    // "estado de São ...": kind words before the beginning of a name.
    const name = nameAfterKindWords(key);
    return name !== undefined && this.isNamePrefix(name);
  }

  private namePrefixesBesideCities(): { has(key: string): boolean } {
    this.otherPrefixes ??= this.late()?.prefixes ?? this.collectPrefixes();
    return this.otherPrefixes;
  }

  private collectPrefixes(): Set<string> {
    const set = new Set<string>();
    const add = (key: string) => {
      for (let k = key.indexOf(' '); k > 0; k = key.indexOf(' ', k + 1)) set.add(key.slice(0, k));
    };
    for (const key of this.names.keys()) add(key);
    for (const a of Object.keys(this.aliases.place_aliases?.aliases ?? {})) add(normalize(a));
    for (const key of exonymRows(this.cities).keys()) add(key);
    for (const key of airportNames(this.cities).keys()) add(key);
    return set;
  }

  /** The city row a name in another language ("cordoue", "pekin") stands for (data/geo/exonyms.tsv). */
  exonymRow(key: string): number | undefined {
    const late = this.late();
    if (!late) return exonymRows(this.cities).get(key);
    const row = late.exonyms.get(key);
    return row === undefined ? undefined : Number(row);
  }

  /** The cities named in many languages a name of other places also names in another language ("syracuse": Siracusa). */
  contestedExonymRows(key: string): readonly number[] {
    return contestedExonymRows(this.cities).get(key) ?? [];
  }

  /** Whether the Natural Earth features and event places have joined yet (they do on the first name or id lookup). */
  get naturalEarthLoaded(): boolean {
    return this.lateJoined || Boolean(this.lateRead);
  }

  /** The late join's built index, read on the first call (null when there is none); its subdivision regions join at once. */
  private late(): LateTables | null {
    if (this.lateRead !== undefined) return this.lateRead;
    const index = this.lateIndexDir === null ? undefined : readBuiltIndex<LateJoinIndex>(GAZETTEER_LATE_INDEX, this.lateIndexDir);
    this.lateRead = index
      ? {
          names: new TableReader(index.names),
          places: new TableReader(index.places),
          prefixes: new TableReader(index.prefixes),
          exonyms: new TableReader(index.exonyms),
        }
      : null;
    for (const [iso, id] of index?.regionOfAdmin1 ?? []) this.regionOfAdmin1.set(iso, id);
    return this.lateRead;
  }

  private joinName(key: string): void {
    const late = this.late();
    if (!late) return this.joinLate();
    if (this.lateJoined || this.lateNamesJoined.has(key)) return;
    this.lateNamesJoined.add(key);
    const added = late.names.get(key);
    if (added !== undefined) this.appendHits(key, JSON.parse(added) as NameHit[]);
  }

  private joinPlace(id: string): void {
    const late = this.late();
    if (!late) return this.joinLate();
    if (this.lateJoined || this.latePlacesJoined.has(id)) return;
    this.latePlacesJoined.add(id);
    const stored = late.places.get(id);
    if (stored !== undefined) this.setLatePlace(JSON.parse(stored) as StoredPlace);
  }

  private appendHits(key: string, added: NameHit[]): void {
    const list = this.nameTable.get(key);
    if (list) list.push(...added);
    else this.nameTable.set(key, added);
  }

  private setLatePlace(stored: StoredPlace): void {
    const place = 'cityRow' in stored ? this.cityPlace(stored.cityRow) : stored;
    this.placeTable.set(place.id, place);
  }

  /** The whole late join: every entry of its built index not yet joined, else the join run here. */
  private joinLate(): void {
    if (this.lateJoined) return;
    const late = this.late();
    this.lateJoined = true;
    if (!late) return this.runLateJoin();
    for (const [key, added] of late.names.entries()) if (!this.lateNamesJoined.has(key)) this.appendHits(key, JSON.parse(added) as NameHit[]);
    for (const [id, stored] of late.places.entries()) if (!this.latePlacesJoined.has(id)) this.setLatePlace(JSON.parse(stored) as StoredPlace);
  }

  /**
   * What the late join adds, for its built index: the join run here and told apart from what the
   * tables held before it (it only appends hits and sets places and regionOfAdmin1 entries).
   */
  lateJoinIndex(): LateJoinIndex {
    if (this.naturalEarthLoaded) throw new Error('the late join has run: what it added can no longer be told apart');
    const hitsBefore = new Map([...this.nameTable].map(([key, hits]) => [key, hits.length]));
    const placesBefore = new Map(this.placeTable);
    const regionsBefore = new Map(this.regionOfAdmin1);
    this.lateJoined = true;
    this.runLateJoin();
    const exonyms = exonymRows(this.cities);
    return {
      names: storedTable(
        [...this.nameTable].flatMap(([key, hits]): Array<[string, string]> => {
          const added = hits.slice(hitsBefore.get(key) ?? 0);
          return added.length ? [[key, JSON.stringify(added)]] : [];
        }),
      ),
      places: storedTable(
        [...this.placeTable.values()]
          .filter((p) => placesBefore.get(p.id) !== p)
          .map((p): [string, string] => [p.id, JSON.stringify(p.cityIx !== undefined && this.cityPlace(p.cityIx) === p ? { cityRow: p.cityIx } : p)]),
      ),
      regionOfAdmin1: [...this.regionOfAdmin1].filter(([iso, id]) => regionsBefore.get(iso) !== id),
      prefixes: storedTable([...this.collectPrefixes()].map((key): [string, string] => [key, ''])),
      exonyms: storedTable([...exonyms].map(([key, row]): [string, string] => [key, String(row)])),
    };
  }

  /** Natural Earth's features, second-level subdivisions, Wikivoyage's areas, valleys named by their towns, event places and Natural Earth's names in the six languages join the tables. */
  private runLateJoin(): void {
    const natural = loadNaturalEarth();
    for (const r of natural.filter((x) => !joinsAfterAreas(x))) this.addNaturalEarth(r);
    for (const r of loadAdmin2()) this.addAdmin2(r);
    const { areas, cityNames } = loadAreas();
    const seen = new Map<string, number>();
    for (const a of areas) this.addArea(a, seen);
    for (const s of loadSights()) this.addSight(s);
    for (const a of valleysNamedByTowns(this.cities, (name, country) => this.namesPlaceOf(normalize(name), country))) this.addArea(a, seen);
    for (const r of natural.filter(joinsAfterAreas)) this.addNaturalEarth(r);
    for (const c of cityNames) {
      const row = this.rowAt(c.city.name, c.city.country, c.city);
      if (row === undefined) continue;
      for (const n of c.names) this.addCityName(row, normalize(n), 'alias');
    }
    for (const e of loadEventPlaces()) this.addEventPlace(e);
    for (const [id, names] of loadFeatureNames()) this.addOtherNames(id, names);
    for (const [key, rows] of shortNameRows(this.cities)) for (const row of rows) this.addCityName(row, key, 'short');
  }

  /** A GeoNames town joins the place table under one more name. */
  private addCityName(row: number, key: string, kind: HitKind): void {
    const place = this.cityPlace(row);
    this.placeTable.set(place.id, place);
    this.index(key, place.id, kind);
  }

  /** A place's names in other languages (natural-earth-names.tsv) join it where no other area, state or country holds them ("Cicladi"). */
  private addOtherNames(id: string, names: string[]): void {
    const place = this.placeTable.get(id);
    if (!place) return;
    for (const key of names.map(normalize)) {
      // A subdivision of another country named so only in another language ("Nordkap", German for South Africa's Northern Cape) leaves one more reading.
      const holds = (p: Place | undefined) =>
        p !== undefined && p.type !== 'city' && !(p.type === 'state' && p.country !== place.country && this.subdivisionNamed.has(key));
      const held = (this.nameTable.get(key) ?? []).some((h) => h.id !== id && holds(this.placeTable.get(h.id)));
      if (!held) this.index(key, id, 'alias');
    }
  }

  /** The city index row of a GeoNames place: its name in its country, within DISTRICT_MATCH_KM of its point. */
  private rowAt(name: string, country: string, at: { lat: number; lon: number }): number | undefined {
    return this.cities
      .named(normalize(name))
      .find(
        (i) => this.cities.country(i) === country && greatCircleKm(at, { lat: this.cities.lat[i] ?? 0, lon: this.cities.lon[i] ?? 0 }) <= DISTRICT_MATCH_KM,
      );
  }

  /** The rows of each district of districts.tsv ("Prenzlauer Berg") and of the city it is part of (Berlin), in pairs. */
  private districtRows(): Int32Array {
    const pairs: number[] = [];
    for (const d of loadDistricts()) {
      const row = this.rowAt(d.name, d.country, d);
      const city = this.rowAt(d.city.name, d.country, d.city);
      if (row !== undefined && city !== undefined && row !== city) pairs.push(row, city);
    }
    return Int32Array.from(pairs);
  }

  /** Links each district to its city: the places made so far now, the others as cityPlace makes them. */
  private addDistricts(pairs: Int32Array): void {
    for (let k = 0; k + 1 < pairs.length; k += 2) this.cityOfDistrict.set(pairs[k] ?? -1, pairs[k + 1] ?? -1);
    for (const [row, place] of [...this.cityPlaces]) {
      const city = this.cityOfDistrict.get(row);
      if (city !== undefined) place.within = this.cityPlace(city);
    }
  }

  /**
   * An event's names become names of the city it is held in ("San Fermín" -> Pamplona): the city of
   * the calendar label's name nearest the calendar's point (the most prominent of that name when the
   * calendar gives none), else the place nearest the point.
   */
  private addEventPlace(e: EventPlace): void {
    const head = normalize(e.label.split(/[(,]/)[0] ?? '');
    const near = e.near;
    const inRange = (p: Place) => !near || greatCircleKm(near, p) <= near.km;
    const named = candidatesFor(this, head)
      .map((c) => c.place)
      .filter((p) => p.type === 'city' && inRange(p));
    const fallback = near ? this.cities.nearest(near.lat, near.lon) : undefined;
    const place = named.sort((a, b) => b.prior - a.prior)[0] ?? (fallback === undefined ? undefined : this.cityPlace(fallback));
    if (!place) return;
    this.placeTable.set(place.id, place);
    for (const n of e.names) this.index(normalize(n), place.id, 'event');
  }

  private index(key: string, id: string, kind: HitKind): void {
    if (!key) return;
    const list = this.nameTable.get(key);
    if (!list) this.nameTable.set(key, [{ id, kind }]);
    else if (!list.some((h) => h.id === id)) list.push({ id, kind });
  }

  /** Registers a place under its names; "The Caribbean" is also found as "Caribbean". */
  private addPlace(p: Place, names: string[], aliasesFrom = 1): Place {
    this.placeTable.set(p.id, p);
    names.forEach((n, k) => {
      const key = normalize(n);
      const kind = k < aliasesFrom ? 'name' : 'alias';
      this.index(key, p.id, kind);
      if (key.startsWith('the ')) this.index(key.slice(4), p.id, kind);
    });
    return p;
  }

  private addCountries(): void {
    for (const c of this.countries.byCode.values()) {
      this.placeTable.set(`country:${c.code.toLowerCase()}`, {
        type: 'country',
        id: `country:${c.code.toLowerCase()}`,
        name: c.name,
        country: c.code,
        admin1: null,
        lat: c.lat,
        lon: c.lon,
        prior: c.independent ? 0.9 : 0.75,
      });
    }
    for (const [key, codes] of this.countries.byName) for (const code of codes) this.index(key, `country:${code.toLowerCase()}`, 'name');
    for (const [key, code] of this.countries.byDemonym) this.index(key, `country:${code.toLowerCase()}`, 'demonym');
  }

  /** Subdivisions with an ISO code become 'state' places, centred on their cities (their country's centre when they have none). */
  private addStates(centres: Map<string, { lat: number; lon: number }>): void {
    for (const [iso, a] of this.admin1ByIso) {
      const centre = centres.get(iso);
      const country = this.countries.byCode.get(a.country);
      const id = `state:${iso.toLowerCase()}`;
      this.placeTable.set(id, {
        type: 'state',
        id,
        name: a.name,
        country: a.country,
        admin1: iso,
        lat: centre?.lat ?? country?.lat ?? 0,
        lon: centre?.lon ?? country?.lon ?? 0,
        prior: STATE_PRIOR[a.country] ?? OTHER_STATE_PRIOR,
      });
      // "Sud", "Nord-Est", "Centre" (Haiti's, Cameroon's departments and regions) say where inside a place, not which: only
      // their full names ("Sud Department") name them.
      for (const n of [...a.names, ...a.names.map(withoutArticle)]) if (n && !isCompassName(n)) this.index(n, id, 'name');
      // "Luzern" and "Genève" are the cities before their cantons.
      for (const n of a.others) if (!isCompassName(n) && !this.cities.named(n).some((i) => this.cities.admin1(i)?.iso === iso)) this.index(n, id, 'name');
      if (a.country === 'US' || a.country === 'CA') this.index(iso.slice(3).toLowerCase(), id, 'code');
    }
  }

  /** Subdivisions' names in the request languages ("Toscane", "Katalonien"): the curated region that is the subdivision, else its state. */
  private addSubdivisionNames(): void {
    for (const [iso, names] of loadAdmin1Names()) {
      const id = this.regionOfAdmin1.get(iso) ?? `state:${iso.toLowerCase()}`;
      if (!this.placeTable.has(id)) continue;
      for (const n of names) {
        if (isCompassName(n)) continue;
        this.index(n, id, 'name');
        this.subdivisionNamed.set(n, iso);
      }
    }
  }

  /** Curated cities: promote all first, so ids (which depend on same-name order) are final before any is taken. */
  private addAliasCities(): void {
    const found = this.aliases.cities.map((c) => {
      const i = this.cities
        .named(normalize(c.name))
        .find((j) => this.cities.country(j) === c.country && (!c.admin1 || this.cities.admin1(j)?.iso === c.admin1));
      if (i === undefined) throw new Error(`aliases.json: no GeoNames city ${c.name} (${c.country} ${c.admin1 ?? ''})`);
      this.cities.promote(i, TIER_IMPORTANCE[c.tier]);
      return { c, i };
    });
    for (const { c, i } of found) {
      const p = this.cityPlace(i);
      const cityState = this.countries.byName.get(this.cities.key(i))?.includes(c.country);
      p.prior = cityState ? CITY_STATE_CITY_PRIOR : Math.max(p.prior, TIER_PRIOR[c.tier]);
      this.addPlace(p, [c.name, ...c.aliases]);
    }
  }

  /**
   * A Natural Earth feature joins under the names no country, state, curated region or park holds
   * (those stay the reading of their name); beside a city of the same name it is one more reading.
   */
  private addNaturalEarth(r: CuratedRegion): void {
    // A lake, river or cape leaves a name to a known town ("Columbia", "Paraná"), as an area does.
    const townsName = (key: string) => joinsAfterAreas(r) && this.cities.named(key).some((i) => this.cityPriorOf(i) >= AREA_PRIOR);
    // Two Natural Earth features of one name ("Sierra Nevada" in Spain and in California) are both readings, for the request to choose.
    const holds = (p: Place | undefined) => p !== undefined && p.type !== 'city' && !p.id.startsWith(NATURAL_EARTH_ID);
    const held = (key: string) => (this.nameTable.get(key) ?? []).some((h) => holds(this.placeTable.get(h.id))) || townsName(key);
    const given = [r.name, ...r.aliases];
    const islands = r.feature === 'island' || r.feature === 'archipelago';
    const written = islands ? [...new Set([...given, ...given.flatMap((n) => islandForms(n, islandWord))])] : given;
    const names = written.filter((n) => !held(normalize(n)));
    if (!names.length) return;
    const country = countryAlongOutline(r, (lat, lon) => this.countryNear(lat, lon));
    const members = country ? r.members.map((m) => ({ ...m, countries: [country] })) : r.members;
    this.addRegion({ ...r, members, aliases: names.filter((n) => n !== r.name) }, NATURAL_EARTH_PRIOR, names);
  }

  /** The country of the town nearest a point, when one lies within OUTLINE_TOWN_KM. */
  private countryNear(lat: number, lon: number): string | undefined {
    const i = this.cities.nearest(lat, lon);
    const near = i !== undefined && greatCircleKm({ lat, lon }, { lat: this.cities.lat[i] ?? 0, lon: this.cities.lon[i] ?? 0 }) <= OUTLINE_TOWN_KM;
    return near ? this.cities.country(i) : undefined;
  }

  /**
   * A département, province or county joins under the names no other area holds and no city of its
   * country bears ("Mantova" stays the city, whose province it names); beside a namesake abroad
   * ("Devon", a town in Alberta) it is one more reading.
   */
  private addAdmin2(r: CuratedRegion): void {
    const country = r.members[0]?.countries?.[0] ?? '';
    const held = (n: string) =>
      (this.nameTable.get(normalize(n)) ?? []).some((h) => {
        const p = this.placeTable.get(h.id);
        return p !== undefined && (p.type !== 'city' || p.country === country);
      });
    const taken = (n: string) => held(n) || this.cities.named(normalize(n)).some((i) => this.cities.country(i) === country);
    const names = [r.name, ...r.aliases].filter((n) => !taken(n));
    if (names.length) this.addRegion({ ...r, aliases: names.filter((n) => n !== r.name) }, ADMIN2_PRIOR, names);
  }

  /**
   * A Wikivoyage area joins, like a Natural Earth feature, under the names no country, state or other area holds,
   * nor a city as likely as the area or more ("York", a coast in Maine, stays the English city). A subdivision of
   * another country named so only in another language is one more reading: Portugal's "Estremadura" beside the
   * Italian name of Spain's Extremadura.
   */
  /** A city, subdivision or region of that country (or of none) already goes by this name. */
  private namesPlaceOf(key: string, country: string): boolean {
    const places = (this.nameTable.get(key) ?? []).map((h) => this.placeTable.get(h.id));
    return (
      places.some((p) => p !== undefined && (p.country === country || p.country === '')) ||
      this.cities.named(key).some((i) => this.cities.country(i) === country)
    );
  }

  private addArea(a: Area, seen: Map<string, number>): void {
    const prior = areaPrior(a);
    const foreignName = (p: Place, key: string) => p.type === 'state' && p.country !== a.country && this.subdivisionNamed.has(key);
    const written = a.kind === 'island' ? [...new Set([...a.names, ...a.names.flatMap((n) => islandForms(n, islandWord))])] : a.names;
    const names = written.filter((n) => this.isFreeName(normalize(n), prior, foreignName));
    if (!names.length) return;
    const r = areaRegion(a, a.names[0] ?? '');
    const n = (seen.get(r.id) ?? 0) + 1;
    seen.set(r.id, n);
    const id = n > 1 ? `${r.id}-${n}` : r.id;
    this.addRegion({ ...r, id, aliases: names.filter((x) => x !== r.name) }, prior, names);
  }

  /** A park or landmark joins under its name and aliases, or under the names given. */
  private addPark(p: CuratedPark, prior: number, names = [p.name, ...p.aliases]): Place {
    const elevation_m = p.elevation_m ?? this.nearestElevation(p);
    const { id, name, country, admin1, lat, lon } = p;
    return this.addPlace({ type: 'park', id, name, country, admin1, lat, lon, elevation_m, prior, park: p }, names);
  }

  /** A sight joins as a landmark, as an area does: under the names no other place holds, nor a town as likely as the sight or more. */
  private addSight(s: Sight): void {
    const prior = sightPrior(s);
    const names = s.names.filter((n) => this.isFreeName(normalize(n), prior));
    // "Les Gorges du Verdon" is written "des gorges du Verdon": a name of several words after its article stands without it.
    const bare = names.flatMap((n) => {
      const [article = '', ...rest] = normalize(n).split(' ');
      return NAME_ARTICLES.has(article) && rest.length > 1 ? [rest.join(' ')] : [];
    });
    if (names.length) this.addPark(sightPark(s, names), prior, [...names, ...bare]);
  }

  /** No place other than a town holds the name, nor a town of this prior or more; `except` frees a name a holder may share. */
  private isFreeName(key: string, prior: number, except: (p: Place, key: string) => boolean = () => false): boolean {
    const taken = (p: Place | undefined) => p !== undefined && (p.type !== 'city' || p.prior >= prior) && !except(p, key);
    return !(this.nameTable.get(key) ?? []).some((h) => taken(this.placeTable.get(h.id))) && !this.cities.named(key).some((i) => this.cityPriorOf(i) >= prior);
  }

  private addRegion(r: CuratedRegion, prior = 0.85, names = [r.name, ...r.aliases]): void {
    const first = r.members[0];
    if (r.members.length === 1 && first?.admin1?.length === 1 && !first.bbox && !first.polygon) this.regionOfAdmin1.set(first.admin1[0] ?? '', r.id);
    const [lat, lon] = this.regionCenter(r);
    const countries = new Set(r.members.flatMap((m) => m.countries ?? m.admin1?.map((a) => a.slice(0, 2)) ?? ['']));
    const only = countries.size === 1 ? ([...countries][0] ?? '') : '';
    const admin1 = r.members.length === 1 && first?.admin1?.length === 1 ? (first.admin1[0] ?? null) : null;
    this.addPlace({ type: r.type, id: r.id, name: r.name, country: only, admin1, lat, lon, prior, region: r }, names);
  }

  /** Centre of the first member: its box or outline, else its subdivision or country centres. */
  private regionCenter(r: CuratedRegion): [number, number] {
    const m = r.members[0];
    if (m?.bbox) return [(m.bbox[0] + m.bbox[2]) / 2, (m.bbox[1] + m.bbox[3]) / 2];
    const pts: Array<[number, number]> = m?.polygon ?? [];
    if (!pts.length) {
      for (const iso of m?.admin1 ?? []) {
        const s = this.placeTable.get(`state:${iso.toLowerCase()}`);
        if (s) pts.push([s.lat, s.lon]);
      }
      for (const c of this.countries.byCode.values()) {
        const hit = m?.countries?.includes(c.code) || m?.subregions?.includes(c.subregion) || m?.continents?.includes(c.region);
        if (hit) pts.push([c.lat, c.lon]);
      }
    }
    if (!pts.length) return [0, 0];
    return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
  }

  /** The prior of GeoNames city i, without making its Place. */
  private cityPriorOf(i: number): number {
    return this.cityPlaces.get(i)?.prior ?? cityPrior(this.cities.importance[i] ?? 0, this.prominence[i] ?? 0);
  }

  /** Height of the GeoNames place nearest a point in its country, null when unknown. */
  private nearestElevation(p: { lat: number; lon: number; country: string }): number | null {
    const i = this.cities.nearest(p.lat, p.lon, p.country);
    return i === undefined ? null : this.cities.elevation(i);
  }

  /** The Place for GeoNames city i (curated record if it has one), built once per city. */
  cityPlace(i: number): Place {
    const memo = this.cityPlaces.get(i);
    if (memo) return memo;
    const id = this.cities.id(i);
    const place = this.placeTable.get(id) ?? this.newCityPlace(i, id);
    this.cityPlaces.set(i, place);
    const city = this.cityOfDistrict.get(i);
    if (city !== undefined) place.within = this.cityPlace(city);
    return place;
  }

  private newCityPlace(i: number, id: string): Place {
    const importance = this.cities.importance[i] ?? 0;
    return {
      type: 'city',
      id,
      name: writtenCityName(this.cities.name(i)),
      country: this.cities.country(i),
      admin1: this.cities.admin1(i)?.iso ?? null,
      lat: this.cities.lat[i] ?? 0,
      lon: this.cities.lon[i] ?? 0,
      elevation_m: this.cities.elevation(i),
      prior: cityPrior(importance, this.prominence[i] ?? 0),
      cityIx: i,
    };
  }

  /** Any place by id, including GeoNames cities ('city:us-portland-or') and the sides of places ('part:n:state:in-ga'). */
  place(id: string): Place | undefined {
    const known = this.places.get(id) ?? partById(this, id);
    if (known || !id.startsWith('city:')) return known;
    const [cc = '', ...parts] = id.slice(5).split('-');
    for (let k = parts.length; k >= 1; k--) {
      for (const i of this.cities.named(parts.slice(0, k).join(' '))) {
        if (this.cities.country(i).toLowerCase() === cc && this.cities.id(i) === id) return this.cityPlace(i);
      }
    }
    return undefined;
  }
}
