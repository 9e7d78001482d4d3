import { throttleSubject } from '../../accounts/sessions.js';
import type { TravelSearchResponse } from '../../contracts/travel.js';
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
 * real search route in-process with its demo key, so the page shows exactly what an agent gets.
 */
export async function webTravelRoutes(app: App, root: App, ctx: AppContext, sessions: WebSessions): Promise<void> {
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
    const res = await root.inject({
      method: 'POST',
      url: '/api/v1/travel/search',
      headers: { authorization: `Bearer ${await demoKey}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ user_request: query, ...(origin ? { origin } : {}) }),
    });
    if (res.statusCode === 200) return htmlReply(reply, 200, travelPage({ ...view, response: res.json<TravelSearchResponse>(), climate: climateFor }));
    const problem =
      res.statusCode === 429
        ? 'The demo has used its shared quota for now. Try again later, or sign up for your own free key.'
        : res.statusCode === 400
          ? `The search refused this request: ${res.json<{ error: string }>().error}`
          : `The search failed (status ${res.statusCode}). Try again in a moment.`;
    return htmlReply(reply, res.statusCode, travelPage({ ...view, problem }));
  });
}
