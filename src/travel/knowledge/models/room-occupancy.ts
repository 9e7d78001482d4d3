/**
 * room_occupancy_model_v1: the tier rates price a room for two. A room that sleeps more (a family
 * room, or a double with beds added for children under 12; trip.ts puts up to two of them with
 * two adults) costs more: the rate x (1 + PER_EXTRA_GUEST x guests beyond two per room). Infants
 * share a bed and add nothing. The step is the model's assumption, not a figure from a source.
 *
 * A per-diem-derived nightly rate is a model, not a hotel's price, and it is least sure where it is
 * lowest (low season at a resort) and where the party needs a room for more than two: there the
 * answer gives a band, BAND x the rate, instead of a single figure.
 */
export const ROOM_OCCUPANCY_MODEL = { name: 'room_occupancy_model_v1', per_extra_guest: 0.15, band: [0.8, 1.6] } as const;
const M = ROOM_OCCUPANCY_MODEL;

/** The factor on a two-guest room's rate for the party's rooms, and the note saying it (null at two a room or fewer). */
export function occupancyFactor(guests: number, rooms: number): { factor: number; note: string | null } {
  const extra = Math.max(0, guests - 2 * rooms);
  if (extra === 0 || rooms < 1) return { factor: 1, note: null };
  const factor = 1 + (M.per_extra_guest * extra) / rooms;
  return {
    factor,
    note: `${guests} guests in ${rooms} room(s): a family room or added beds, lodging x${Math.round(factor * 100) / 100} (${M.name}, assumed)`,
  };
}

/** The band a nightly rate is given as where the model is least sure, as a note. */
export function nightlyBand(nightly: number, why: string): string {
  const [low, high] = M.band.map((f) => Math.round((nightly * f) / 5) * 5);
  return `${why}: plan on ${low}-${high} USD a room a night (${M.name} x${M.band[0]}-${M.band[1]}; not a hotel's price)`;
}
