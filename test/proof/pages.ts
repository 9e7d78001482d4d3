import type { HostResolver } from '../../src/net/types.js';
import { startLocalServer, type LocalServer } from '../net/local-server.js';

/** Every *.example / test host name resolves to the loopback server (no real DNS). */
export const resolveToLoopback: HostResolver = async (name) =>
  name === 'intranet.example' ? [{ address: '10.20.30.40', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];

const article = (name: string, topic: string) => `<!doctype html><html><head><title>${topic}</title></head><body>
<nav>Home | ${name} | Other</nav>
<article>
<h1>${topic}</h1>
<p>${name} is a widget design tool that launched in 2021 and now reports 10,000 paying users across Europe and North America, according to the company and figures reviewed for this piece.</p>
<p>Founders of ${name} said the product grew out of consulting work for furniture makers, who needed a faster way to draft parametric widgets and share them with suppliers without exporting large files.</p>
<p>Critics of ${name} point to its pricing, which rose twice last year, and to gaps in its export formats; several designers we interviewed still keep an older desktop tool for print work and archival drawings.</p>
<p>Competitors have copied features, but ${name} remains the reference point in reviews of browser-based widget software, with a plugin ecosystem that independent developers maintain without any formal support.</p>
<p>Analysts expect ${name} to face pressure from larger suites this year, yet its small team says the roadmap stays focused on collaboration, offline editing and better tolerances for manufacturing partners who rely on precise measurements.</p>
</article>
<footer>Copyright news</footer>
</body></html>`;

/** A second, differently written in-depth piece, so three publishers carry three stories, not one. */
const otherArticle = (name: string, topic: string) => `<!doctype html><html><head><title>${topic}</title></head><body><article><h1>${topic}</h1>
<p>${name} started as a side project in a shared workshop in Rotterdam, where two industrial designers wanted to stop redrawing the same brackets for every client.</p>
<p>Today ${name} sells subscriptions to small manufacturers, and its engineers spend as much time on supplier integrations as on the drawing tools themselves.</p>
<p>Customers describe ${name} as quick to learn but unforgiving with large assemblies, and the company admits that performance with thousands of parts still lags behind desktop software.</p>
<p>The company behind ${name} has not raised outside money, which its founders say lets them ignore fashions and concentrate on tolerances, file formats and long-term support for the people who depend on the tool every day.</p>
</article></body></html>`;

const html = (body: string) => `<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`;

export type Route = { status?: number; type?: string; body?: string; location?: string; delayMs?: number };

export function routesFor(name: string, port: number): Record<string, Route> {
  return {
    'acme.example/': { body: html(`<p>${name} helps you design widgets.</p>`) },
    'acme.example/about': { body: article(name, 'About us') },
    'github.com/acme-widgets/widgets': { body: article(name, 'README') },
    'news.example/acme-review': { body: article(name, 'Review') },
    'techpress.example/feature': { body: otherArticle(name, 'Feature') },
    'journal.example/story': {
      type: 'text/markdown',
      body: `# Story\n\n${name} is used by a growing number of furniture workshops, which say its shared libraries of parametric parts save them days on every new commission and make quoting faster than before.\n\nThe ${name} team publishes a public changelog and answers support questions in an open forum, a practice designers in our survey praised, although several wanted clearer pricing for larger teams and better documentation of the export options.\n\nRivals have started to imitate ${name}, yet none has matched its catalogue of supplier parts, which now covers more than two hundred manufacturers across Europe, and which independent developers extend through plugins that the company neither writes nor certifies.\n`,
    },
    'syndicated.example/copy': { body: article(name, 'Review') },
    'blog.other.example/list': { body: html(`<p>Ten tools for makers: Figma, Sketch, ${name} and others you may like.</p>`) },
    'nomention.example/page': { body: html('<p>An article about chairs and tables, nothing else.</p>') },
    'footer.example/page': { body: html(`<p>An article about lamps.</p><footer>Sponsored by ${name}</footer>`) },
    'news.example/gone': { status: 404, body: html('<p>Not found</p>') },
    // Far slower than any timeout a test sets, even with a loaded machine's scheduling delays.
    'slow.example/story': { body: article(name, 'Slow'), delayMs: 30_000 },
    'redirect.example/to-private': { status: 302, location: 'http://10.0.0.9/admin' },
    'redirect.example/to-news': { status: 301, location: `http://news.example:${port}/acme-review` },
    'www.npmjs.com/package/acme-widgets': { body: html(`<p>${name} SDK for Node.js</p>`) },
  };
}

export async function startWeb(name: string): Promise<LocalServer> {
  let routes: Record<string, Route> = {};
  const server = await startLocalServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const route = routes[`${host}${request.url ?? '/'}`];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('no such page');
      return;
    }
    const send = () =>
      response
        .writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html; charset=utf-8', ...(route.location ? { location: route.location } : {}) })
        .end(route.body ?? '');
    if (route.delayMs) setTimeout(send, route.delayMs);
    else send();
  });
  routes = routesFor(name, server.port);
  return server;
}
