/** Builders for realistic pages: site chrome (nav, footer) around the text that matters. */

export interface ArticleSpec {
  site: string;
  title: string;
  paragraphs: string[];
  byline?: string;
  date?: string;
  /** schema.org JSON-LD placed in the head. */
  jsonLd?: Record<string, unknown>;
  /** Extra elements in the head (meta tags). */
  head?: string;
  /** Text shown above the headline (section label, sponsor notice). */
  kicker?: string;
  /** Text after the article body (author bio, boilerplate). */
  after?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function article(spec: ArticleSpec): string {
  const ld = spec.jsonLd ? `<script type="application/ld+json">${JSON.stringify(spec.jsonLd)}</script>` : '';
  const byline = spec.byline
    ? `<p class="byline">By ${escape(spec.byline)}${spec.date ? ` | ${spec.date}` : ''}</p>`
    : spec.date
      ? `<p class="date">${spec.date}</p>`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(spec.title)} | ${escape(spec.site)}</title>
<meta property="og:site_name" content="${escape(spec.site)}">${spec.head ?? ''}${ld}</head>
<body>
<header><a href="/">${escape(spec.site)}</a><nav><a href="/news">News</a> <a href="/business">Business</a> <a href="/tech">Technology</a> <a href="/subscribe">Subscribe</a></nav></header>
<main><article>
${spec.kicker ? `<div class="kicker">${escape(spec.kicker)}</div>` : ''}
<h1>${escape(spec.title)}</h1>
${byline}
${spec.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('\n')}
${spec.after ? `<div class="after">${spec.after}</div>` : ''}
</article></main>
<aside><h2>Most read</h2><ul><li><a href="/a">City council approves budget</a></li><li><a href="/b">Weekend weather</a></li></ul></aside>
<footer><p>&copy; 2025 ${escape(spec.site)}. All rights reserved.</p><a href="/privacy">Privacy</a></footer>
</body></html>`;
}

/** A person's or company's own home page. */
export function homePage(
  title: string,
  paragraphs: string[],
  links: { href: string; text: string; rel?: string }[] = [],
  jsonLd?: Record<string, unknown>,
): string {
  const ld = jsonLd ? `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>${ld}</head><body>
<header><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav></header>
<main><h1>${escape(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('\n')}
<ul>${links.map((link) => `<li><a href="${link.href}"${link.rel ? ` rel="${link.rel}"` : ''}>${escape(link.text)}</a></li>`).join('')}</ul>
</main><footer><p>&copy; 2025 ${escape(title)}</p></footer></body></html>`;
}

export const page = (body: string, status = 200, type = 'text/html; charset=utf-8') => ({ status, type, body });
