import type { FastifyReply, FastifyRequest } from 'fastify';
import { html, page, type Raw } from './layout.js';

/** q-value of a media type in an Accept header (0 when absent); exact types only, wildcards do not count. */
function quality(accept: string, type: string): number {
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name !== type) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    return Number.isFinite(value) ? value : 0;
  }
  return 0;
}

/**
 * A browser navigating to the page (it names text/html, and prefers it to JSON). API clients,
 * which send application/json, a wildcard or nothing, keep the JSON error shape.
 */
export function prefersHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (!accept) return false;
  const htmlQ = quality(accept, 'text/html');
  return htmlQ > 0 && htmlQ >= quality(accept, 'application/json');
}

const TITLES: Record<number, string> = {
  400: 'This request could not be read',
  401: 'Sign-in needed',
  403: 'Not allowed',
  404: 'Page not found',
  405: 'This address does not take that kind of request',
  413: 'Too much data',
  414: 'Address too long',
  415: 'Unsupported content',
  429: 'Too many requests',
  500: 'Something went wrong on our side',
  503: 'Temporarily unavailable',
};

function helpFor(status: number): Raw {
  if (status === 404) return html`<p>The address may be mistyped, or the page has moved. Try one of these:</p>`;
  if (status === 429)
    return html`<p>Wait a moment, then try again. For more requests, <a href="/signup">sign up for your own key</a> or see <a href="/pricing">plans and limits</a>.</p>`;
  if (status >= 500) return html`<p>Please try again in a minute. If it keeps happening, quote the request id below when you report it.</p>`;
  return html`<p>These pages may help:</p>`;
}

/** The HTML error page: what happened in plain words, the service's own message, and ways on. */
export function errorPage(status: number, message: string, requestId?: string): string {
  const title = TITLES[status] ?? (status >= 500 ? TITLES[500]! : 'This request could not be completed');
  const body = html`<h1>${title}</h1>
<p class="status-code">Error ${status}</p>
<div class="notice error"><p>${message}</p></div>
${helpFor(status)}
<ul class="link-list"><li><a href="/">Home</a></li><li><a href="/travel">Travel demo</a></li><li><a href="/docs">Docs</a></li><li><a href="/dashboard">Dashboard</a></li></ul>
${requestId ? html`<p class="hint">Request id: <code>${requestId}</code></p>` : ''}`;
  return page(`${title} (${status})`, body, { description: title });
}

export function notFoundPage(path: string): string {
  return errorPage(404, `There is no page at ${path.split('?')[0]}.`);
}

/** Sends the HTML error page in place of the JSON error body. */
export function sendHtmlError(reply: FastifyReply, status: number, message: string): FastifyReply {
  if (status === 404) return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notFoundPage(reply.request.url));
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(errorPage(status, message, status >= 500 ? reply.request.id : undefined));
}
