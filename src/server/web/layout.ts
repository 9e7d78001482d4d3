import { escapeHtml } from './markdown.js';

/** Markup that is already safe: interpolated into `html` as is. */
export class Raw {
  constructor(readonly html: string) {}
}
export const raw = (markup: string) => new Raw(markup);

export const NAV: Array<[string, string]> = [
  ['/', 'Home'],
  ['/travel', 'Travel demo'],
  ['/docs', 'Docs'],
  ['/developers', 'Developers'],
  ['/pricing', 'Pricing'],
  ['/dashboard', 'Dashboard'],
];

export interface PageOptions {
  /** The nav entry of this page, marked aria-current. */
  current?: string;
  /** The signed-in user: the header then shows their email and a logout button. */
  user?: { email: string; csrf: string };
}

function accountArea(user: PageOptions['user']): string {
  if (!user) return '<p class="account"><a href="/login">Log in</a> <a class="button" href="/signup">Sign up</a></p>';
  return `<form class="account" method="post" action="/logout"><span>${escapeHtml(user.email)}</span> <input type="hidden" name="csrf" value="${escapeHtml(user.csrf)}"><button type="submit" class="link">Log out</button></form>`;
}

/** The one page shell of the site: no external assets, no inline script or style, readable on a phone. */
export function page(title: string, body: string | Raw, options: PageOptions = {}): string {
  const nav = NAV.map(([href, label]) => `<a href="${href}"${href === options.current ? ' aria-current="page"' : ''}>${label}</a>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · svc</title>
<link rel="stylesheet" href="/assets/site.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><a class="brand" href="/">svc</a><nav aria-label="Main">${nav}</nav>${accountArea(options.user)}</header>
<main id="main">
${body instanceof Raw ? body.html : body}
</main>
<footer><p>svc ranks and validates trip candidates. It never books, and never quotes live fares, rates or rooms.</p></footer>
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
