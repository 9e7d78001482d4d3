import type { Understanding } from '../../contracts/travel-understanding.js';
import { addUnderstoodPart, type ParsedIntent } from '../intent/index.js';
import { limitNotices } from './knowledge-limits.js';
import { countryName } from './text.js';
import { DEFAULT_TRIP_DAYS, type Trip } from './trip.js';

/**
 * The understanding block of a response: what the parse took from the request, plus the defaults
 * the ranking assumed for what the request did not say (source default), and the subjects the
 * request raises that the service cannot answer (knowledge-limits.ts). Knowledge-base facts (an
 * event's dates) are added by their owners with addUnderstoodPart.
 */
/** The understanding block's limit on unresolved phrases (contract maxItems). */
export const MAX_UNRESOLVED = 40;

export function withDefaults(parsed: ParsedIntent, trip: Trip, request: string): Understanding {
  let u = parsed.understanding;
  if (u.status === 'not_understood') return u;
  const add = (field: Parameters<typeof addUnderstoodPart>[1]['field'], value: string) => {
    u = addUnderstoodPart(u, { field, value, source: 'default', text: null });
  };
  if (!trip.origin) add('origin', 'no departure airport: the way there is neither timed nor priced');
  if (trip.months_assumed) add('dates', `no dates: weather is read for ${trip.months.join(', ')} (the next 60 days)`);
  if (!trip.days_known) add('trip_length', `${DEFAULT_TRIP_DAYS} days (assumed)`);
  if (trip.party_assumed)
    add('travellers', `${trip.adults} adult${trip.adults === 1 ? '' : 's'}${trip.children ? `, ${trip.children} children` : ''} (assumed)`);
  if (parsed.details.budget.tier === null) add('budget', `${trip.tier} spending tier (assumed)`);
  const nationality = parsed.details.nationality;
  if (nationality.passports.length > 0 && nationality.source !== 'none')
    u = addUnderstoodPart(u, {
      field: 'travellers',
      value: `${nationality.passports.map(countryName).join(' and ')} passport${nationality.passports.length === 1 ? '' : 's'}: entry rules are read for ${nationality.passports.length === 1 ? 'it' : 'them'}`,
      source: nationality.source,
      text: nationality.text,
    });
  const modes = parsed.details.travel_modes;
  if (modes.allowed && modes.source !== 'none')
    u = addUnderstoodPart(u, { field: 'transport', value: `by ${modes.allowed.join(', ')} only`, source: modes.source, text: modes.text });
  const limits = limitNotices(parsed, trip, request);
  if (limits.length === 0) return u;
  const unresolved = [...u.unresolved, ...limits].slice(0, MAX_UNRESOLVED);
  return { ...u, status: u.status === 'complete' ? 'partial' : u.status, unresolved };
}
