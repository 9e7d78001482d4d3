import { TravelDemo } from '../../operations/travel/travel-demo.js';
import { loadKnowledgeBase } from '../../travel/knowledge/index.js';
import type { App, AppContext } from '../types.js';
import { readOrigin, suggestOrigins } from '../web/origins.js';
import { htmlReply } from '../web/reply.js';
import type { ClimateFigures, TravelDemoView } from '../web/travel-page.js';
import type { DemoResponse } from '../web/travel-understanding.js';

const hidden = { hide: true };

function climateFor(id: string): ClimateFigures | undefined {
  const destination = loadKnowledgeBase().byId(id);
  if (!destination) return undefined;
  const p = destination.provenance.climate;
  const origin = [p.source ?? p.model, p.as_of ? `as of ${p.as_of}` : ''].filter(Boolean).join(', ');
  return {
    months: destination.climate,
    provenance: `Long-term monthly averages (${p.tier === 'curated_baseline' ? 'published data' : 'estimate'}${origin ? `: ${origin}` : ''}); not a forecast.`,
  };
}

/** A query parameter as one string: the first when repeated, empty when absent or not text. */
function one(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

type TravelQuery = { Querystring: Record<string, unknown> };

/**
 * /travel: the interactive demo. A plain GET form (works without script); the server runs the
 * search operation with its demo key, so the page shows exactly what an agent gets. Each visitor
 * has a small hourly allowance inside a site-wide one (operations/travel/travel-demo.ts).
 */
export async function webTravelRoutes(app: App, ctx: AppContext): Promise<void> {
  const demo = new TravelDemo(ctx.services);

  app.get<TravelQuery>('/travel/origins', { schema: hidden }, async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({ suggestions: suggestOrigins(one(request.query.q)) }),
  );

  app.get<TravelQuery>('/travel', { schema: hidden }, async (request, reply) => {
    const query = one(request.query.q).trim().slice(0, 1000);
    const originText = one(request.query.origin).trim().slice(0, 120);
    const view: TravelDemoView = { query, originText, baseUrl: ctx.config.publicBaseUrl };
    // The page module (and the code highlighter it uses) loads with the first demo page, not at start.
    const { travelPage } = await import('../web/travel-page.js');
    if (!query) return htmlReply(reply, 200, travelPage(view));
    const origin = readOrigin(originText);
    if (origin.kind === 'unknown') return htmlReply(reply, 200, travelPage({ ...view, originChoices: origin.suggestions }));
    if (origin.kind === 'airport') view.origin = { code: origin.code, label: origin.label };

    const admission = await demo.admit(request.ip);
    if (!admission.admitted) {
      const at = `${admission.resetsAt.toISOString().slice(11, 16)} UTC`;
      const own = 'The demo has its own limit, also when you are signed in: to search without it, call the API with your own key.';
      const problem = {
        visitor: `You have used this hour's ${admission.limit} demo searches. More are available at ${at}. ${own}`,
        network: `Your network has used this hour's ${admission.limit} demo searches. More are available at ${at}. ${own}`,
        site: `The demo has used all ${admission.limit} searches it has for this hour, across all visitors. It opens again at ${at}. ${own}`,
      }[admission.who];
      reply.header('retry-after', String(admission.retryAfterSeconds));
      return htmlReply(reply, 429, travelPage({ ...view, problem }));
    }
    const result = await demo.search(request.id, request.ip, { user_request: query, ...(view.origin ? { origin: view.origin.code } : {}) });
    if (result.ok) return htmlReply(reply, 200, travelPage({ ...view, response: result.response as DemoResponse, climate: climateFor }));
    request.log.warn({ status: result.status }, 'travel demo search refused');
    const problem =
      result.status === 400
        ? `The search could not use this request: ${result.error}`
        : `The search is unavailable right now (status ${result.status}). Try again in a moment.`;
    return htmlReply(reply, result.status === 400 ? 400 : 503, travelPage({ ...view, problem }));
  });
}
