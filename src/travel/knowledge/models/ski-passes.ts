/**
 * ski_pass_model_v1: lift passes for a ski trip, which at ski resorts cost as much as lodging.
 * Typical adult one-day lift ticket bought ahead, in USD, by country (editorial, from resort price
 * lists of recent seasons; walk-up prices are higher, season passes lower); children pay about 60%.
 * Skiing days are the trip's days less arrival and departure.
 */
export const SKI_PASS_MODEL = {
  name: 'ski_pass_model_v1',
  day_ticket_usd: {
    US: 200,
    CA: 150,
    AU: 130,
    NZ: 110,
    CH: 85,
    AT: 75,
    FR: 70,
    IT: 70,
    AD: 60,
    ES: 60,
    DE: 60,
    NO: 60,
    SE: 55,
    JP: 60,
    KR: 60,
    CL: 90,
    AR: 80,
  } as Record<string, number>,
  default_day_ticket_usd: 70,
  child_share: 0.6,
  /** Destinations whose skiing theme is at least this strong are ski resorts. */
  min_theme_strength: 0.6,
};

export interface SkiPasses {
  usd: number;
  note: string;
}

export function skiPasses(country: string, adults: number, children: number, days: number): SkiPasses {
  const m = SKI_PASS_MODEL;
  const ticket = m.day_ticket_usd[country] ?? m.default_day_ticket_usd;
  const skiDays = Math.max(1, days - 2);
  const skiers = adults + m.child_share * children;
  const usd = Math.round(ticket * skiDays * skiers);
  return { usd, note: `lift passes: ${skiDays} skiing day(s) x ${skiers} skier(s) x ${ticket} USD day ticket (${m.name})` };
}
