import type { PlaceCandidate, TravelResearchEvidence } from '../../contracts/travel.js';
import type { ResearchSubject } from '../research-port.js';

/** What one live adapter looks like to the job runner. */

export type ProviderName = 'search_provider_a' | 'other_search';
export type ProviderState = 'configured' | 'pending_credentials' | 'unavailable';

/** What one provider found for one category of one destination. */
export interface CategoryFinding {
  evidence: TravelResearchEvidence[];
  places: PlaceCandidate[];
}

export interface LiveProvider {
  readonly name: ProviderName;
  readonly state: ProviderState;
  /** Why the provider is not usable, when state is not configured. */
  readonly stateReason: string;
  /** Whether the provider has anything to say about this category. */
  covers(category: string): boolean;
  /** Throws ProviderFailure on any provider problem; never waits past its configured budget. */
  find(subject: ResearchSubject, category: string, now: Date): Promise<CategoryFinding>;
}

/** Caps the calls in flight to one provider from this instance. */
export class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}
