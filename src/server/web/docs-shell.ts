import { OPERATION_AREAS } from '../../operations/areas.js';
import { assetUrl } from './assets.js';
import { html, page, raw, type Raw } from './layout.js';
import { areaSlug, REFERENCE } from './reference-pages.js';

/*
 * The frame every docs page shares: the sidebar with search and sections, and the page shell.
 */

/**
 * What rendering the guide produces, with no functions in it: `npm run build` stores it (with the
 * pages compressed) and a server whose sources match loads it instead of rendering.
 */
export interface RenderedDocs {
  index: string;
  pages: Record<string, string>;
  /** The guide's sections in order, for the sidebar of the search results page. */
  sections: Array<{ slug: string; title: string }>;
  /** The compact search index (the asset the browser downloads). */
  searchIndex: string;
  /** Every heading id of the guide with the page that holds it (JSON): a link made before a heading moved still finds it. */
  anchors: string;
}

const entry = (s: { slug: string; title: string }, current: string | null, below: Raw | string = '') =>
  html`<li><a href="/docs/${s.slug}"${s.slug === current ? raw(' aria-current="page"') : ''}>${s.title}</a>${below}</li>`;

/** The reference's area pages, listed under it in the sidebar while a reference page is open. */
function referenceEntry(current: string | null): Raw {
  if (current !== REFERENCE.slug && !current?.startsWith(`${REFERENCE.slug}/`)) return entry(REFERENCE, current);
  const areas = OPERATION_AREAS.map((area) => entry({ slug: areaSlug(area), title: area.title }, current));
  return entry(REFERENCE, current, html`<ul>${areas}</ul>`);
}

/**
 * The search form names its script (data-script) rather than the page loading it: site.js loads it
 * when the field is first focused, so a page costs no search code until someone searches; without
 * script the form asks the server.
 */
export function sidebar(sections: ReadonlyArray<{ slug: string; title: string }>, current: string | null, searchUrl: string, query = ''): Raw {
  const entries = [...sections.map((s) => entry(s, current)), referenceEntry(current)];
  return html`<div class="docs-nav"><form class="docs-search" role="search" action="/docs/search" method="get" data-index="${searchUrl}" data-script="${assetUrl('docs-search.js')}">
<label for="docs-q">Search the docs</label><div class="search-row"><input id="docs-q" name="q" type="search" value="${query}" autocomplete="off" aria-describedby="docs-search-status"><button type="submit" class="secondary">Search</button></div>
<p id="docs-search-status" class="hint" role="status"></p><ul id="docs-search-results" class="search-results" hidden></ul></form>
<nav aria-label="Guide sections"><p class="nav-title">Guide sections</p><ul>
<li><a href="/docs"${current === null ? raw(' aria-current="page"') : ''}>Overview and quickstart</a></li>${entries}</ul></nav></div>`;
}

/** The heading, then search and the guide's sections, the page's outline, and the text (in that order on a phone too). */
export function docsShell(title: string, heading: Raw, nav: Raw, content: Raw, toc: Raw | string, description: string): string {
  const body = html`<div class="docs${toc ? '' : ' no-toc'}"><div class="docs-title">${heading}</div>${nav}${toc}<article class="docs-content">${content}</article></div>`;
  return page(title, body, { current: '/docs', description, wide: true });
}
