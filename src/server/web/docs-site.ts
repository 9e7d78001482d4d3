import { publicGuide } from '../discovery/documents.js';
import { publishAsset } from './assets.js';
import { loadBuiltDocs } from './docs-build.js';
import { searchFromIndex, type DocsSearch, type SearchHit } from './docs-search.js';
import { docsShell, sidebar, type RenderedDocs } from './docs-shell.js';
import { html, type Raw } from './layout.js';
import { precompress, type Precompressed } from './precompressed.js';

/** The guide as a small site: an index page, one page per top-level section, the API reference, and search over all of them. */
export interface DocsSite {
  index: string;
  pages: Map<string, string>;
  search: DocsSearch;
  /** The search results page for a query (the same search the browser runs, for visitors without script). */
  resultsPage(query: string): string;
  /**
   * A section page compressed at the best level, made once (the same bytes for every visitor). Its
   * ETag is weak, as for every page: the encodings sent are different bytes of one page.
   */
  compressed(section: string): Precompressed | undefined;
  /** The anchor map at /docs/anchors.json, which site.js fetches only for a link to a heading the page lacks. */
  anchors: Precompressed;
}

function resultsList(hits: SearchHit[]): Raw {
  return html`<ul class="search-results">${hits.map((h) => html`<li><a href="${h.url}">${h.title}</a> <span class="hint">${h.page}</span></li>`)}</ul>`;
}

/** A page compressed at the best level. Its ETag is weak, as for every page: the encodings sent are different bytes of one page. */
export function compressPage(markup: string): Precompressed {
  const strong = precompress(markup, 'text/html; charset=utf-8');
  return { ...strong, etag: `W/${strong.etag}` };
}

/** The site over rendered docs; `compressed` holds the pages already compressed (by the build), others are compressed on first request. */
export function docsSiteFrom(rendered: RenderedDocs, compressed = new Map<string, Precompressed>()): DocsSite {
  const pages = new Map(Object.entries(rendered.pages));
  const search = searchFromIndex(rendered.searchIndex);
  const searchUrl = publishAsset('search-index.json', rendered.searchIndex);
  const resultsPage = (query: string) => {
    const hits = query.trim() ? search.search(query) : [];
    const said = query.trim()
      ? html`<p>${hits.length === 0 ? 'Nothing in the docs matches' : `${hits.length} result${hits.length === 1 ? '' : 's'} for`} “${query}”.</p>`
      : html`<p>Type a word or two to search the docs.</p>`;
    return docsShell(
      'Search the docs',
      html`<h1>Search the docs</h1>`,
      sidebar(rendered.sections, 'search', searchUrl, query),
      html`${said}${resultsList(hits)}`,
      '',
      'Search the svc docs.',
    );
  };
  const compressedPage = (section: string) => {
    const markup = pages.get(section);
    if (markup === undefined) return undefined;
    let body = compressed.get(section);
    if (!body) {
      body = compressPage(markup);
      compressed.set(section, body);
    }
    return body;
  };
  const anchors = precompress(rendered.anchors, 'application/json; charset=utf-8');
  return { index: rendered.index, pages, search, resultsPage, compressed: compressedPage, anchors };
}

/** The docs site for this base URL: as `npm run build` stored it when the sources match, else rendered here, once. */
let built: { base: string; site: DocsSite } | undefined;

export async function docsSite(base: string): Promise<DocsSite> {
  if (built?.base !== base) {
    // Markdown, highlighting and indexing are loaded only when there is no matching build.
    const stored = loadBuiltDocs(base) ?? { rendered: (await import('./docs-pages.js')).renderDocs(publicGuide(base)), compressed: undefined };
    if (built?.base !== base) built = { base, site: docsSiteFrom(stored.rendered, stored.compressed) };
  }
  return built.site;
}
