import type { DetailLevel } from '../../contracts/travel-detail.js';
import { JsonText } from '../types.js';
import { standardView, summaryView } from './compact.js';

/** The detail level asked for, and the engine input without it. */
export function takeDetail<T extends { detail?: DetailLevel }>(input: T): { level: DetailLevel; rest: Omit<T, 'detail'> } {
  const { detail, ...rest } = input;
  return { level: detail ?? 'full', rest };
}

/** The answer at the asked level, serialised once for every surface. */
export function atLevel(level: DetailLevel, full: object): JsonText {
  const body = full as Parameters<typeof standardView>[0];
  const view = level === 'full' ? full : level === 'standard' ? standardView(body) : summaryView(body);
  return new JsonText(JSON.stringify(view));
}
