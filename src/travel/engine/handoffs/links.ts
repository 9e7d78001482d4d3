/**
 * Deep links to public search pages that take the handoff's parameters. Built with URL and
 * URLSearchParams so every value is encoded. svc does not fetch or check what these pages show.
 */

export interface SearchLink {
  label: string;
  url: string;
  provider_kind: string;
}

const withQuery = (base: string, params: Record<string, string>): string => {
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
};

export function flightLinks(p: { origin: string | null; destination: string; departure: string | null; return: string | null; adults: number }): SearchLink[] {
  const dates = p.departure && p.return ? ` on ${p.departure} through ${p.return}` : '';
  const q = `Flights ${p.origin ? `from ${p.origin} ` : ''}to ${p.destination}${dates}`;
  const links: SearchLink[] = [{ label: 'Google Flights search', url: withQuery('https://www.google.com/travel/flights', { q }), provider_kind: 'flight_metasearch' }];
  if (p.origin && p.departure && p.return) {
    const party = p.adults > 1 ? `/${p.adults}adults` : '';
    const path = `/flights/${encodeURIComponent(p.origin)}-${encodeURIComponent(p.destination)}/${p.departure}/${p.return}${party}`;
    links.push({ label: 'KAYAK flight search', url: new URL(path, 'https://www.kayak.com').toString(), provider_kind: 'flight_metasearch' });
  }
  return links;
}

export function hotelLinks(p: { destination: string; check_in: string | null; check_out: string | null; adults: number; children: number; rooms: number }): SearchLink[] {
  const booking: Record<string, string> = { ss: p.destination, group_adults: String(p.adults), group_children: String(p.children), no_rooms: String(p.rooms) };
  if (p.check_in && p.check_out) Object.assign(booking, { checkin: p.check_in, checkout: p.check_out });
  return [
    { label: 'Booking.com lodging search', url: withQuery('https://www.booking.com/searchresults.html', booking), provider_kind: 'hotel_search' },
    { label: 'Google Maps lodging search', url: mapsSearch(`hotels in ${p.destination}`), provider_kind: 'maps' },
  ];
}

export function mapsSearch(query: string): string {
  return withQuery('https://www.google.com/maps/search/', { api: '1', query });
}

export function placeLinks(p: { destination: string; categories: readonly string[] }): SearchLink[] {
  return [
    { label: `OpenStreetMap: ${p.destination}`, url: withQuery('https://www.openstreetmap.org/search', { query: p.destination }), provider_kind: 'maps' },
    ...p.categories.slice(0, 3).map((cat) => ({ label: `Google Maps: ${cat} near ${p.destination}`, url: mapsSearch(`${cat} near ${p.destination}`), provider_kind: 'maps' })),
  ];
}
