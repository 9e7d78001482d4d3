/**
 * leisure_season_model_v1: a place that is no resort still has its own high season when its
 * climate allows only a few good months and those fall in the big markets' summer holidays
 * (Lofoten, Iceland or the Highlands in July): leisure demand crowds into those weeks and the
 * limited beds are sold at their dearest, which a flat business per-diem row does not see.
 *
 * 1. The place's good months are those whose general comfort (comfort_model_v1) is >= 0.7.
 * 2. A stay month is in the high season when it is a good month and a summer-holiday month of the
 *    place's hemisphere (Jun-Aug in the north, Dec-Feb in the south).
 * 3. The shorter the good season, the more the year's visitors crowd into it: lodging in a
 *    high-season month is x(1 + 0.8 x (1 - good months / 8)) where fewer than 8 months are good
 *    (x1.4 with four good months, x1.2 with six), else unchanged: a place good from spring to
 *    autumn spreads its visitors. 0.8 is the model's editorial
 *    estimate: short-season northern destinations price their peak about 1.3-1.6 x their ordinary
 *    rate.
 * 4. Where the per-diem row already varies by month it has seen the place's season, and the
 *    model does not apply; nor at resorts (resort_season_model_v1) or without dates.
 * 5. A flat row set for the place itself well above its country's ordinary row (Tromso at 2.2 x
 *    Norway's) has already priced what makes the place dear: the high-season factor is divided by
 *    that premium and applies only where it still exceeds 1.
 * Every figure is a model_estimate.
 */
export const LEISURE_SEASON_MODEL = {
  name: 'leisure_season_model_v1',
  good_comfort: 0.7,
  holidays: { north: [6, 7, 8], south: [12, 1, 2] },
  full_season_months: 8,
  crowding: 0.8,
} as const;

/** The lodging factor over the stay and the words that say why; null when no night falls in the place's high season. */
export function leisureSeason(
  generalComfort: readonly number[],
  lat: number,
  monthNights: ReadonlyMap<number, number>,
  rowPremium = 1,
): { factor: number; note: string } | null {
  const m = LEISURE_SEASON_MODEL;
  const good = generalComfort.filter((c) => c >= m.good_comfort).length;
  if (good === 0 || good >= m.full_season_months) return null;
  const holidays: readonly number[] = lat >= 0 ? m.holidays.north : m.holidays.south;
  const peakFactor = (1 + m.crowding * (1 - good / m.full_season_months)) / Math.max(1, rowPremium);
  if (peakFactor <= 1) return null;
  let nights = 0;
  let peak = 0;
  for (const [month, n] of monthNights) {
    nights += n;
    if (holidays.includes(month) && (generalComfort[month - 1] ?? 0) >= m.good_comfort) peak += n;
  }
  if (peak === 0 || nights === 0) return null;
  const factor = Math.round((1 + ((peakFactor - 1) * peak) / nights) * 100) / 100;
  return {
    factor,
    note: `high season${peak < nights ? ` ${peak}/${nights} nights` : ''}: lodging x${factor} (${m.name})`,
  };
}
