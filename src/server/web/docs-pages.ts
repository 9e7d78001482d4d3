import type Token from 'markdown-it/lib/token.mjs';
import { apiReference } from './api-reference.js';
import { publishAsset } from './assets.js';
import { buildSearch, type DocsSearch, type SearchDoc, type SearchHit } from './docs-search.js';
import { html, page, raw, type Raw } from './layout.js';
import { parseMarkdown, renderTokens, slug } from './markdown.js';

interface Section {
  slug: string;
  title: string;
  tokens: Token[];
  /** Sub-headings shown in "On this page". */
  outline: Array<{ id: string; title: string }>;
}

/** The guide as a small site: an index page, one page per top-level section, the API reference, and search over all of them. */
export interface DocsSite {
  index: string;
  pages: Map<string, string>;
  search: DocsSearch;
  /** The search results page for a query (the same search the browser runs, for visitors without script). */
  resultsPage(query: string): string;
}

const REFERENCE = { slug: 'reference', title: 'API reference' };

const plain = (text: string) => text.replace(/[`*]/g, '');

function headingText(tokens: Token[], i: number): string {
  return tokens[i + 1]?.content ?? '';
}

/** Splits the guide at its second-level headings; each section's headings move up one level. */
function split(tokens: Token[]): { title: string; intro: Token[]; sections: Section[] } {
  let title = 'Guide';
  const intro: Token[] = [];
  const sections: Section[] = [];
  let skip = 0;
  tokens.forEach((token, i) => {
    if (skip > 0) {
      skip -= 1;
      return;
    }
    if (token.type === 'heading_open' && token.tag === 'h1') {
      title = plain(headingText(tokens, i));
      skip = 2;
      return;
    }
    if (token.type === 'heading_open' && token.tag === 'h2') {
      const text = headingText(tokens, i);
      sections.push({ slug: slug(text), title: plain(text), tokens: [], outline: [] });
    }
    const current = sections.at(-1);
    if (!current) {
      intro.push(token);
      return;
    }
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      const level = Number(token.tag.slice(1));
      token.tag = `h${Math.max(1, level - 1)}`;
      if (token.type === 'heading_open' && level === 3) current.outline.push({ id: slug(headingText(tokens, i)), title: plain(headingText(tokens, i)) });
    }
    current.tokens.push(token);
  });
  return { title, intro, sections };
}

/** Where every heading id of the guide now lives, so `#anchor` links keep working across pages. */
function anchorMap(sections: Section[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const s of sections) {
    map.set(s.slug, `/docs/${s.slug}`);
    for (const o of s.outline) if (!map.has(o.id)) map.set(o.id, `/docs/${s.slug}#${o.id}`);
    s.tokens.forEach((t, i) => {
      if (t.type === 'heading_open') {
        const id = slug(headingText(s.tokens, i));
        if (!map.has(id)) map.set(id, `/docs/${s.slug}#${id}`);
      }
    });
  }
  return map;
}

function sidebar(sections: Section[], current: string | null, searchUrl: string, query = ''): Raw {
  const entries = [...sections, REFERENCE].map(
    (s) => html`<li><a href="/docs/${s.slug}"${s.slug === current ? raw(' aria-current="page"') : ''}>${s.title}</a></li>`,
  );
  return html`<div class="docs-nav"><form class="docs-search" role="search" action="/docs/search" method="get" data-index="${searchUrl}">
<label for="docs-q">Search the docs</label><div class="search-row"><input id="docs-q" name="q" type="search" value="${query}" autocomplete="off" aria-describedby="docs-search-status"><button type="submit" class="secondary">Search</button></div>
<p id="docs-search-status" class="hint" role="status"></p><ul id="docs-search-results" class="search-results" hidden></ul></form>
<nav aria-label="Guide sections"><p class="nav-title">Guide sections</p><ul>
<li><a href="/docs"${current === null ? raw(' aria-current="page"') : ''}>Overview and quickstart</a></li>${entries}</ul></nav></div>`;
}

function onThisPage(outline: Section['outline']): Raw | string {
  if (outline.length === 0) return '';
  return html`<nav class="toc" aria-label="On this page"><p class="nav-title">On this page</p><ul>${outline.map((o) => html`<li><a href="#${o.id}">${o.title}</a></li>`)}</ul></nav>`;
}

function pager(sections: Section[], index: number): Raw {
  const prev = index > 0 ? sections[index - 1] : null;
  const next = sections[index + 1] ?? REFERENCE;
  return html`<nav class="pager" aria-label="Previous and next">${prev ? html`<a href="/docs/${prev.slug}" rel="prev">← ${prev.title}</a>` : html`<a href="/docs" rel="prev">← Overview</a>`}${next ? html`<a href="/docs/${next.slug}" rel="next">${next.title} →</a>` : ''}</nav>`;
}

/** The heading, then search and the guide's sections, the page's outline, and the text (in that order on a phone too). */
function docsShell(title: string, heading: Raw, nav: Raw, content: Raw, toc: Raw | string, description: string): string {
  const body = html`<div class="docs${toc ? '' : ' no-toc'}"><div class="docs-title">${heading}</div>${nav}${toc}<article class="docs-content">${content}</article></div>`;
  return page(title, body, { current: '/docs', description, wide: true, scripts: ['docs-search.js'] });
}

/** The searchable stretches of one page: its text cut at every heading, each linking to its anchor. */
function searchDocs(tokens: Token[], pageSlug: string, pageTitle: string): SearchDoc[] {
  const docs: SearchDoc[] = [];
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open') {
      const title = plain(headingText(tokens, i));
      const url = docs.length === 0 ? `/docs/${pageSlug}` : `/docs/${pageSlug}#${slug(headingText(tokens, i))}`;
      docs.push({ title, page: pageTitle, url, text: '' });
      return;
    }
    const current = docs.at(-1);
    if (current && token.type === 'inline' && tokens[i - 1]?.type !== 'heading_open') current.text += ` ${plain(token.content)}`;
  });
  return docs;
}

function resultsList(hits: SearchHit[]): Raw {
  return html`<ul class="search-results">${hits.map((h) => html`<li><a href="${h.url}">${h.title}</a> <span class="hint">${h.page}</span></li>`)}</ul>`;
}

/** First paragraph of a section, as plain text, for the index and the meta description. */
function summary(tokens: Token[]): string {
  const i = tokens.findIndex((t) => t.type === 'paragraph_open');
  const text = i === -1 ? '' : plain(tokens[i + 1]?.content ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}

export function buildDocs(guide: string): DocsSite {
  const { title, intro, sections } = split(parseMarkdown(guide));
  const anchors = anchorMap(sections);
  const link = (href: string) => (href.startsWith('#') ? (anchors.get(href.slice(1)) ?? href) : href);
  const reference = apiReference();
  const docs: SearchDoc[] = [];
  for (const section of sections) docs.push(...searchDocs(section.tokens, section.slug, section.title));
  for (const o of reference.outline) docs.push({ title: o.title, page: REFERENCE.title, url: `/docs/${REFERENCE.slug}#${o.id}`, text: '' });
  const search = buildSearch(docs);
  const searchUrl = publishAsset('search-index.json', search.json);
  const nav = (current: string | null, query?: string) => sidebar(sections, current, searchUrl, query);

  const pages = new Map<string, string>();
  sections.forEach((section, i) => {
    const heading = raw(renderTokens(section.tokens.slice(0, 3), { link }));
    const content = html`${raw(renderTokens(section.tokens.slice(3), { idPrefix: 'code', link }))}${pager(sections, i)}`;
    pages.set(
      section.slug,
      docsShell(section.title, heading, nav(section.slug), content, onThisPage(section.outline), summary(section.tokens) || `${section.title}: svc guide.`),
    );
  });
  pages.set(
    REFERENCE.slug,
    docsShell(
      REFERENCE.title,
      html`<h1>${REFERENCE.title}</h1>`,
      nav(REFERENCE.slug),
      reference.content,
      onThisPage(reference.outline),
      'Every svc operation with its path, access, request fields and response fields.',
    ),
  );
  const list = sections.map(
    (s) => html`<li><a href="/docs/${s.slug}">${s.title}</a>${summary(s.tokens) ? html`<p class="hint">${summary(s.tokens)}</p>` : ''}</li>`,
  );
  const indexContent = html`${raw(renderTokens(intro, { idPrefix: 'code', link }))}
<h2 id="sections">Sections</h2><ul class="section-list">${list}<li><a href="/docs/${REFERENCE.slug}">${REFERENCE.title}</a><p class="hint">Every operation with its fields, generated from the operation table.</p></li></ul>
<p>The whole guide as one Markdown file: <a href="/docs.md">/docs.md</a>. The API description: <a href="/openapi.json">/openapi.json</a>.</p>`;
  const index = docsShell(
    'Docs',
    html`<h1>${title}</h1>`,
    nav(null),
    indexContent,
    '',
    'The svc guide: a one-minute quickstart, authentication, quotas, errors, MCP and CLI, travel search, live research, used goods, skills and launch audits.',
  );
  const resultsPage = (query: string) => {
    const hits = query.trim() ? search.search(query) : [];
    const said = query.trim()
      ? html`<p>${hits.length === 0 ? 'Nothing in the docs matches' : `${hits.length} result${hits.length === 1 ? '' : 's'} for`} “${query}”.</p>`
      : html`<p>Type a word or two to search the docs.</p>`;
    return docsShell('Search the docs', html`<h1>Search the docs</h1>`, nav('search', query), html`${said}${resultsList(hits)}`, '', 'Search the svc docs.');
  };
  return { index, pages, search, resultsPage };
}

/** The guide with its examples' `$BASE` written out as this server's public base URL. */
let built: { guide: string; site: DocsSite } | undefined;

/** The docs site for this guide text, built once (highlighting runs here, at start, not per request). */
export function docsSite(guide: string): DocsSite {
  if (built?.guide !== guide) built = { guide, site: buildDocs(guide) };
  return built.site;
}

/** /developers: the quickstart, rendered like the docs. */
export function developersPage(markdown: string): string {
  return page('Developers', html`<article class="docs-content">${raw(renderTokens(parseMarkdown(markdown), { idPrefix: 'code' }))}</article>`, {
    current: '/developers',
    description: 'Quickstart for svc: first calls with curl, the hosted MCP endpoint and the command-line tool.',
  });
}
