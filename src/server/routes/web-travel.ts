import { throttleSubject } from '../../accounts/sessions.js';
import type { TravelSearchResponse } from '../../contracts/travel.js';
import { invoke } from '../../operations/invoke.js';
import { searchTravel } from '../../operations/travel/search-travel.js';
import { loadKnowledgeBase } from '../../travel/knowledge/index.js';
import type { App, AppContext } from '../types.js';
import { ensureDemoKey } from '../web/demo-key.js';
import type { WebSessions } from '../web/session.js';
import { travelPage, type ClimateFigures, type TravelDemoView } from '../web/travel-page.js';
import { htmlReply } from '../web/reply.js';

const hidden = { hide: true };
/** Demo searches per client address per hour; the demo key's own quota caps the whole site. */
const DEMO_SEARCHES_PER_HOUR = 30;

function climateFor(id: string): ClimateFigures | undefined {
  const destination = loadKnowledgeBase().byId(id);
  if (!destination) return undefined;
  const p = destination.provenance.climate;
  const origin = [p.source ?? p.model, p.as_of ? `as of ${p.as_of}` : ''].filter(Boolean).join(', ');
  return { months: destination.climate, provenance: `Monthly normals, ${p.tier}${origin ? ` (${origin})` : ''}. Not a forecast.` };
}

/**
 * /travel: the interactive demo. A plain GET form (works without script); the server runs the
 * search operation with its demo key, so the page shows exactly what an agent gets.
 */
export async function webTravelRoutes(app: App, _root: App, ctx: AppContext, sessions: WebSessions): Promise<void> {
  let demoKey: Promise<string> | undefined;

  app.get<{ Querystring: { q?: string; origin?: string } }>('/travel', { schema: hidden }, async (request, reply) => {
    const query = (request.query.q ?? '').trim().slice(0, 1000);
    const origin = (request.query.origin ?? '').trim().toUpperCase();
    const view: TravelDemoView = { query, origin };
    if (!query) return htmlReply(reply, 200, travelPage(view));
    if (origin && !/^[A-Z]{3}$/.test(origin)) return htmlReply(reply, 400, travelPage({ ...view, problem: 'Flying from must be a three-letter airport code such as SFO, or empty.' }));

    const now = ctx.now();
    const subject = throttleSubject(ctx.serverSecret, 'travel-demo-address', request.ip);
    if ((await sessions.store.attemptsSince(subject, new Date(now.getTime() - 3600_000))) >= DEMO_SEARCHES_PER_HOUR) {
      return htmlReply(reply, 429, travelPage({ ...view, problem: `The demo allows ${DEMO_SEARCHES_PER_HOUR} searches per hour from one network. Sign up for your own free key to search more.` }));
    }
    await sessions.store.recordAttempts([subject], now);

    demoKey ??= ensureDemoKey(ctx.store, ctx.serverSecret, now).catch((err: unknown) => {
      demoKey = undefined;
      throw err;
    });
    const outcome = await invoke(
      ctx.services,
      searchTravel,
      { surface: 'REST', requestId: request.id, clientAddress: request.ip, authorization: `Bearer ${await demoKey}` },
      { user_request: query, ...(origin ? { origin } : {}) },
    );
    if (outcome.ok) {
      const response = (outcome.json === null ? outcome.body : JSON.parse(outcome.json)) as TravelSearchResponse;
      return htmlReply(reply, 200, travelPage({ ...view, response, climate: climateFor }));
    }
    const problem =
      outcome.status === 429
        ? 'The demo has used its shared quota for now. Try again later, or sign up for your own free key.'
        : outcome.status === 400
          ? `The search refused this request: ${outcome.message}`
          : `The search failed (status ${outcome.status}). Try again in a moment.`;
    return htmlReply(reply, outcome.status, travelPage({ ...view, problem }));
  });
}
