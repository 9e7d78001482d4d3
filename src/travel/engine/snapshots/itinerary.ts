import type { SuggestedItinerary } from '../../../contracts/travel.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';

/**
 * itinerary_skeleton_v1: arrival day, one day per theme (strongest first, seeded areas
 * rotated), flex days, departure day. A draft outline, null when the trip length is unknown.
 */
export const ITINERARY_MODEL = 'itinerary_skeleton_v1';
const MAX_DAYS = 60;

function themeOrder(r: Ranked, trip: Trip): string[] {
  const themes = r.candidate.themes ?? {};
  const wanted = [...trip.required_themes, ...trip.soft_themes];
  const rest = Object.entries(themes)
    .sort((a, b) => b[1] - a[1])
    .map(([t]) => t)
    .filter((t) => !wanted.includes(t));
  return [...wanted, ...rest].map((t) => t.replace(/_/g, ' '));
}

export function suggestedItinerary(r: Ranked, trip: Trip): SuggestedItinerary | null {
  if (!trip.days_known) return null;
  const days = Math.min(trip.days, MAX_DAYS);
  const areas = r.candidate.record?.neighbourhoods ?? [];
  const themes = themeOrder(r, trip);
  const p = r.flight.profile;
  const arrival = p.ground_leg
    ? `Travel by ${p.ground_leg.mode}: ${p.ground_leg.name}`
    : p.mode === 'ground'
      ? `Drive from ${trip.origin ?? 'home'}`
      : `Fly to ${p.destination_airport}, transfer about ${r.transfer_minutes} min`;
  const out: SuggestedItinerary['days'] = [];
  for (let day = 1; day <= days; day++) {
    const area = areas.length ? (areas[(day - 1) % areas.length] ?? null) : null;
    if (day === 1) out.push({ day, title: 'Arrive and settle in', area, activities: [arrival, 'Check in and explore nearby'] });
    else if (day === days && days > 1) out.push({ day, title: 'Depart', area, activities: ['Check out', 'Return trip'] });
    else {
      const theme = themes[(day - 2) % Math.max(1, themes.length)];
      out.push({
        day,
        title: theme ? `${theme[0]?.toUpperCase()}${theme.slice(1)} day` : 'Flexible day',
        area,
        activities: theme ? [`Time for ${theme}`, 'Book timed entries and tours ahead'] : ['Open day for rest or a side trip'],
      });
    }
  }
  return {
    basis: 'model_estimate',
    model: ITINERARY_MODEL,
    days: out,
    caveats: [
      'Draft outline only: opening hours, tickets, transfers and availability need live validation.',
      ...(trip.days > MAX_DAYS ? [`Only the first ${MAX_DAYS} days are outlined.`] : []),
    ],
  };
}
