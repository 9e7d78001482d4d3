/**
 * resort_season_model_v1: lodging at beach and ski resorts is priced for leisure demand in its
 * season, which the business-travel per-diem rows behind leisure_cost_model_v1 do not see.
 *
 * A resort is a place whose curated themes make it one: beach >= 0.8 or islands >= 0.9 (beach
 * resort), skiing >= 0.8 (ski resort). A place nobody curated is a ski resort only for a ski trip
 * there whose stay falls in months the place's own climate makes good for snow (the traveller
 * chose it to ski, and it can be skied then), and a beach resort only for an all-inclusive stay
 * where some month is good for the beach (an all-inclusive is a resort hotel, sold at its rates);
 * it is never guessed to be a resort otherwise.
 * 1. Resort hotels sell to international visitors, so their midrange rate follows international
 *    prices, not the local price level: the leisure model's price level is raised to at least 1.
 *    Abroad that per-diem estimate is averaged geometrically with a room at 5 dorm beds of the
 *    country (hostel_bed_model_v1; 5 is the model's assumption, mid-range rooms run about 4-6 beds
 *    in reported prices): a business-hotel ceiling overstates a cheap country's resorts (Hoi An),
 *    and a low country row understates a dear one's (the Algarve).
 * 2. Each stay month is peak, shoulder, ordinary or low, from the place's own climate
 *    (comfort_model_v1) and when the big source markets travel:
 *    - ski resort: a month good for snow (comfort >= 0.7) is peak in the hemisphere's main ski
 *      months (Dec-Mar in the north, Jul-Aug in the south), else shoulder; other months ordinary.
 *    - beach resort: a month good for the beach (comfort >= 0.7) is peak when the northern
 *      markets escape winter or are on summer holiday (Dec-Mar, Jul-Aug), else shoulder; a month
 *      poor for the beach (comfort < 0.45) is low; the rest ordinary.
 *    Lodging x2.0 in peak, x1.3 in shoulder, x0.8 in low (editorial estimate of how resort rates
 *    swing between seasons, typically 1.8-2.5 x the low-season rate at peak).
 * 3. The Christmas and New Year holidays (nights of 20 December to 2 January, when the schools of
 *    Europe and North America are closed) are the dearest weeks of a resort whose peak they fall in:
 *    those nights are priced at x1.4 the peak (editorial estimate: festive rate bands of ski and
 *    winter-sun resorts run about 1.3-1.6 x their regular peak), when the dates fix the nights.
 * 4. A stay without dates is priced as one in the resort's season (the months its climate makes
 *    good for its kind, each weighted alike): who goes to ski or to the beach goes when one can, and
 *    an agent quotes that season, not the rates of months nobody skis or swims.
 * Every figure is a model_estimate.
 */
export const RESORT_SEASON_MODEL = {
  name: 'resort_season_model_v1',
  beach_min: 0.8,
  islands_min: 0.9,
  ski_min: 0.8,
  international_price_level: 1,
  good_comfort: 0.7,
  poor_comfort: 0.45,
  ski_peak: { north: [12, 1, 2, 3], south: [7, 8] },
  beach_peak: [12, 1, 2, 3, 7, 8],
  factor: { peak: 2.0, shoulder: 1.3, ordinary: 1, low: 0.8 },
  festive: { first: '12-20', last: '01-02', of_peak: 1.4 },
  mid_room_beds: 5,
} as const;

export type ResortKind = 'ski' | 'beach';
export type ResortSeason = keyof typeof RESORT_SEASON_MODEL.factor;

/** The kind of resort a place is, from its curated themes; null when it is none or nobody curated them. */
export function resortKind(themes: Readonly<Record<string, number>> | null): ResortKind | null {
  if (!themes) return null;
  const m = RESORT_SEASON_MODEL;
  if ((themes['skiing'] ?? 0) >= m.ski_min) return 'ski';
  if ((themes['beach'] ?? 0) >= m.beach_min || (themes['islands'] ?? 0) >= m.islands_min) return 'beach';
  return null;
}

const goodIn = (comfort: readonly number[], months: readonly number[]) => months.some((m) => (comfort[m - 1] ?? 0) >= RESORT_SEASON_MODEL.good_comfort);
const ALL_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The resort kind of a place nobody curated, for what the trip asks: 'ski' for skiing when a month
 * of the stay is good for snow there (without dates: some month is); 'beach' for an all-inclusive
 * when some month of the year is good for the beach (its season then prices the stay); else null.
 */
export function askedResort(
  askedThemes: readonly string[],
  comfort: { snow: readonly number[]; beach: readonly number[] },
  monthNights: ReadonlyMap<number, number> | undefined,
): ResortKind | null {
  if (askedThemes.includes('skiing') && goodIn(comfort.snow, monthNights ? [...monthNights.keys()] : ALL_MONTHS)) return 'ski';
  if (askedThemes.includes('all_inclusive') && goodIn(comfort.beach, ALL_MONTHS)) return 'beach';
  return null;
}

/**
 * Whether a place can be a ski destination at all: some month of its own climate is good for snow
 * (comfort_model_v1 snow profile >= good_comfort). A subtropical island or a mild coast never is,
 * whatever its name; a cold town may be (unverified without curated themes).
 */
export const snowSomeMonth = (snowComfort: readonly number[]): boolean => snowComfort.some((v) => v >= RESORT_SEASON_MODEL.good_comfort);

/** The season of a month (1-12) at a resort, from its comfort for snow or beach that month and its hemisphere. */
export function resortSeason(kind: ResortKind, comfort: number, month: number, lat: number): ResortSeason {
  const m = RESORT_SEASON_MODEL;
  const good = comfort >= m.good_comfort;
  if (kind === 'ski') {
    const peak: readonly number[] = lat >= 0 ? m.ski_peak.north : m.ski_peak.south;
    return good ? (peak.includes(month) ? 'peak' : 'shoulder') : 'ordinary';
  }
  if (good) return (m.beach_peak as readonly number[]).includes(month) ? 'peak' : 'shoulder';
  return comfort < m.poor_comfort ? 'low' : 'ordinary';
}

export interface ResortTerms {
  /** Lodging factor over the stay (night-weighted over its months). */
  factor: number;
  /** In words, for the stay's adjustments. */
  note: string;
}

/** The festive nights among the stay's nights (ISO dates of check-in evenings), by month (1-12). */
export function festiveNights(nights: readonly string[]): Map<number, number> {
  const { first, last } = RESORT_SEASON_MODEL.festive;
  const out = new Map<number, number>();
  for (const iso of nights) {
    const day = iso.slice(5);
    if (day >= first || day <= last) out.set(Number(iso.slice(5, 7)), (out.get(Number(iso.slice(5, 7))) ?? 0) + 1);
  }
  return out;
}

/** The months (1-12) a resort's climate makes good for its kind, one night each: the season an undated stay is priced in. */
const inSeason = (comfortByMonth: readonly number[]): Map<number, number> =>
  new Map(comfortByMonth.flatMap((c, i) => (c >= RESORT_SEASON_MODEL.good_comfort ? [[i + 1, 1] as const] : [])));

/**
 * The resort terms of a stay: the night-weighted season factor over its months (without dates,
 * over the resort's season), and the note that says which seasons; null when the place is no resort.
 */
export function resortTerms(
  kind: ResortKind | null,
  comfortByMonth: readonly number[],
  lat: number,
  monthNights: ReadonlyMap<number, number> | undefined,
  festive: ReadonlyMap<number, number> = new Map(),
): ResortTerms | null {
  if (!kind) return null;
  const m = RESORT_SEASON_MODEL;
  const dated = monthNights !== undefined && monthNights.size > 0;
  const months = dated ? monthNights : inSeason(comfortByMonth);
  if (months.size === 0) return { factor: 1, note: `${kind} resort priced at international rates, no season applied without dates (${m.name})` };
  const terms = seasonTerms(kind, (month) => resortSeason(kind, comfortByMonth[month - 1] ?? 0, month, lat), months, dated ? festive : new Map());
  return dated ? terms : { ...terms, note: `no dates: priced in the resort's season; ${terms.note}` };
}

function seasonTerms(
  kind: ResortKind,
  seasonOf: (month: number) => ResortSeason,
  monthNights: ReadonlyMap<number, number>,
  festive: ReadonlyMap<number, number>,
): ResortTerms {
  const m = RESORT_SEASON_MODEL;
  let nights = 0;
  let sum = 0;
  const seasons = new Set<ResortSeason>();
  for (const [month, n] of monthNights) {
    seasons.add(seasonOf(month));
    sum += m.factor[seasonOf(month)] * n;
    nights += n;
  }
  let festiveHeld = 0;
  for (const [month, n] of festive) if (seasonOf(month) === 'peak') festiveHeld += n;
  sum += m.factor.peak * (m.festive.of_peak - 1) * festiveHeld;
  const factor = nights > 0 ? Math.round((sum / nights) * 100) / 100 : 1;
  const holidays = festiveHeld ? `, ${festiveHeld} night(s) of the Christmas and New Year holidays at x${m.festive.of_peak} the peak` : '';
  return { factor, note: `${kind} resort in ${[...seasons].join(' and ')} season${holidays}: international rates, lodging x${factor} (${m.name})` };
}
