import { limitsFor, ROLLING_WINDOW_HOURS } from '../../accounts/plans.js';
import { invoke } from '../invoke.js';
import type { Services } from '../services.js';
import { admitDemoSearch, type DemoAdmission } from './demo-budget.js';
import { DEMO_PLAN, ensureDemoKey } from './demo-key.js';
import { searchTravel } from './search-travel.js';

/** A demo search's answer: the search response as an agent gets it, or the status and message it was refused with. */
export type DemoSearch = { ok: true; response: unknown } | { ok: false; status: number; error: string };

/**
 * The /travel demo's account side: a visitor's admission against the demo's hourly budget, and
 * the search operation run with the server's demo key, so the page shows exactly what an agent
 * gets. The key is made (or found) once per instance, on the first search.
 */
export class TravelDemo {
  private key: Promise<string> | undefined;
  private readonly limits: { sitePerHour: number; visitorPerHour: number };

  constructor(private readonly services: Services) {
    const keyLimits = limitsFor(services.config.plans, DEMO_PLAN, 'dashboard');
    const demo = services.config.web.demo;
    // The demo key's own quota must never be what runs out first.
    this.limits = {
      sitePerHour: Math.min(demo.sitePerHour, keyLimits.hourly, Math.floor(keyLimits.monthly / ROLLING_WINDOW_HOURS)),
      visitorPerHour: demo.visitorPerHour,
    };
  }

  /** Counts one search of the visitor at `address` and says whether the demo's budget admits it. */
  admit(address: string): Promise<DemoAdmission> {
    return admitDemoSearch(this.services.store.publicCalls, this.services.serverSecret, address, this.limits, this.services.now());
  }

  async search(requestId: string, clientAddress: string, body: { user_request: string; origin?: string }): Promise<DemoSearch> {
    this.key ??= ensureDemoKey(this.services.store, this.services.serverSecret, this.services.now()).catch((err: unknown) => {
      this.key = undefined;
      throw err;
    });
    const authorization = `Bearer ${await this.key}`;
    const outcome = await invoke(this.services, searchTravel, { surface: 'REST', requestId, clientAddress, authorization }, body);
    if (!outcome.ok) return { ok: false, status: outcome.status, error: outcome.message };
    return { ok: true, response: outcome.json === null ? outcome.body : JSON.parse(outcome.json) };
  }
}
