import type { TravelSearchRequest } from '../../contracts/travel.js';
import { invalidInput } from '../../errors.js';

/**
 * What the request schema cannot say: a departure_window runs forwards. A reversed pair is the
 * caller's mistake, answered as one rather than guessed at (swapping could hide a typo in either date).
 */
export function checkRequest(input: Pick<TravelSearchRequest, 'departure_window'>): void {
  const [start, end] = input.departure_window ?? [];
  if (start !== undefined && end !== undefined && end < start) {
    throw invalidInput(`body.departure_window ends (${end}) before it starts (${start}): send [earliest departure, latest departure]`);
  }
}
