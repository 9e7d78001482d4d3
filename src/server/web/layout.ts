import { escapeHtml } from './markdown.js';

export const NAV: Array<[string, string]> = [
  ['/', 'Home'],
  ['/travel', 'Travel demo'],
  ['/docs', 'Docs'],
  ['/developers', 'Developers'],
  ['/pricing', 'Pricing'],
  ['/dashboard', 'Dashboard'],
];

/** The one page shell of the site: no external assets, readable on a phone. */
export function page(title: string, body: string, options: { current?: string } = {}): string {
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
<header><nav aria-label="Main">${nav}</nav></header>
<main id="main">
${body}
</main>
<footer><p>svc ranks and validates trip candidates. It never books, and never quotes live fares, rates or rooms.</p></footer>
</body>
</html>`;
}
