import { assetUrl } from './assets.js';
import { escapeHtml } from './escape.js';
import type { Flash } from './flash.js';

/** Markup that is already safe: interpolated into `html` as is. */
export class Raw {
  constructor(readonly html: string) {}
}
export const raw = (markup: string) => new Raw(markup);

export const NAV: Array<[string, string]> = [
  ['/travel', 'Travel demo'],
  ['/docs', 'Docs'],
  ['/developers', 'Developers'],
  ['/pricing', 'Pricing'],
  ['/dashboard', 'Dashboard'],
];

/**
 * The favicon as a PNG rendered from favicon.svg (scripts/render-favicons.ts): one 32 px icon, which
 * browsers scale for a tab and for denser screens (each size offered more is a link a page carries and
 * bytes an audit of its transfer counts); an SVG favicon would cost a whole SVG document built on the
 * page's main thread after every load.
 */
export const FAVICON_SIZES = [32] as const;
const FAVICON_LINKS = () => FAVICON_SIZES.map((s) => `<link rel="icon" href="${assetUrl(`favicon-${s}.png`)}" type="image/png" sizes="${s}x${s}">`).join('');

const DEFAULT_DESCRIPTION =
  'svc is an API and MCP server for AI agents: ranked, honest trip candidates with provider handoffs, used-goods deal checks, skill search and launch audits.';

export interface PageOptions {
  /** The nav entry of this page, marked aria-current. */
  current?: string;
  /** The signed-in user: the header then shows their email and a logout button. */
  user?: { email: string; csrf: string };
  /** The page's meta description (search results and link previews). */
  description?: string;
  /** Extra scripts from /assets, loaded deferred (never inline: the CSP forbids it). */
  scripts?: string[];
  /**
   * Extra style sheets from /assets, after site.css: a page links only the styles it uses, so the
   * docs, whose transfer is budgeted, carry none of the travel demo's or the charts'.
   */
  styles?: string[];
  /** A wider main column (docs with their sidebars). */
  wide?: boolean;
  /**
   * Shown only once parsed whole (`<link rel="expect" blocking="render">` on the footer): for a page
   * whose later markup moves what comes before it when the browser shows it half-parsed (a slow
   * link, a busy machine), such as the dashboard's key form, whose select widens with its options.
   * On / and /docs it bought nothing (no layout shift with or without it) and can only delay a first paint.
   */
  shownWhole?: boolean;
}

function accountArea(user: PageOptions['user']): string {
  if (!user) return '<div class="account"><a class="nav-link" href="/login">Log in</a> <a class="button" href="/signup">Sign up</a></div>';
  return `<form class="account" method="post" action="/logout"><a class="who" href="/account">${escapeHtml(user.email)}</a> <input type="hidden" name="csrf" value="${escapeHtml(user.csrf)}"><button type="submit" class="secondary">Log out</button></form>`;
}

/** The one page shell of the site: no external assets, no inline script or style, readable on a phone. */
export function page(title: string, body: string | Raw, options: PageOptions = {}): string {
  const nav = NAV.map(([href, label]) => `<a class="nav-link" href="${href}"${href === options.current ? ' aria-current="page"' : ''}>${label}</a>`).join('');
  const scripts = ['site.js', ...(options.scripts ?? [])].map((s) => `<script src="${assetUrl(s)}" defer></script>`).join('');
  const styles = ['site.css', ...(options.styles ?? [])].map((s) => `<link rel="stylesheet" href="${assetUrl(s)}">`).join('\n');
  const markup = body instanceof Raw ? body.html : body;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · svc</title>
<meta name="description" content="${escapeHtml(options.description ?? DEFAULT_DESCRIPTION)}">
<meta name="theme-color" content="#0b5cad">
${FAVICON_LINKS()}
${styles}
${options.shownWhole ? '<link rel="expect" href="#site-footer" blocking="render">\n' : ''}${scripts}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header">
<a class="brand" href="/"${options.current === '/' ? ' aria-current="page"' : ''}>svc</a>
<button type="button" class="menu-toggle secondary" aria-expanded="false" aria-controls="site-menu">Menu</button>
<div class="site-menu" id="site-menu"><nav aria-label="Main">${nav}</nav>${accountArea(options.user)}</div>
</header>
<main id="main"${options.wide ? ' class="wide"' : ''}>
${markup}
</main>
<footer class="site-footer" id="site-footer">
<nav aria-label="Footer"><a href="/">Home</a><a href="/travel">Travel demo</a><a href="/docs">Docs</a><a href="/developers">Developers</a><a href="/pricing">Pricing</a><a href="/openapi.json">OpenAPI</a><a href="/llms.txt">llms.txt</a><a href="/privacy">Privacy</a></nav>
<p>svc ranks and validates trip candidates. It never books, and never quotes live fares, rates or rooms.</p>
</footer>
</body>
</html>`;
}

/** Tagged template for HTML: every interpolated value is escaped unless it is already markup (Raw). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Raw(out);
}

function render(value: unknown): string {
  if (value instanceof Raw) return value.html;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** A form post's notice, as the page it redirected to shows it. */
export function noticeBox(notice: Flash['notice']): Raw | string {
  if (!notice) return '';
  return html`<div class="notice ${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}"><p>${notice.text}</p></div>`;
}
