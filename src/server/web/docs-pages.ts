import type Token from 'markdown-it/lib/token.mjs';
import { apiReference } from './api-reference.js';
import { publishAsset } from './assets.js';
import { buildSearch, type SearchDoc } from './docs-search.js';
import { docsShell, sidebar, type RenderedDocs } from './docs-shell.js';
import { html, page, raw, type Raw } from './layout.js';
import { parseMarkdown, renderSections, renderTokens, slug } from './markdown.js';
import { REFERENCE } from './reference-pages.js';

interface Section {
  slug: string;
  title: string;
  tokens: Token[];
  /** Sub-headings shown in "On this page". */
  outline: Array<{ id: string; title: string }>;
}

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

function onThisPage(outline: Section['outline']): Raw | string {
  if (outline.length === 0) return '';
  return html`<nav class="toc" aria-label="On this page"><p class="nav-title">On this page</p><ul>${outline.map((o) => html`<li><a href="#${o.id}">${o.title}</a></li>`)}</ul></nav>`;
}

function pager(sections: Section[], index: number): Raw {
  const prev = index > 0 ? sections[index - 1] : null;
  const next = sections[index + 1] ?? REFERENCE;
  return html`<nav class="pager" aria-label="Previous and next">${prev ? html`<a href="/docs/${prev.slug}" rel="prev">← ${prev.title}</a>` : html`<a href="/docs" rel="prev">← Overview</a>`}${next ? html`<a href="/docs/${next.slug}" rel="next">${next.title} →</a>` : ''}</nav>`;
}

/**
 * The searchable stretches of one page: its text cut at every heading, each linking to its anchor.
 * Text before the first heading (the overview's quickstart) is a stretch of its own, titled `lead`.
 */
function searchDocs(tokens: Token[], pageUrl: string, pageTitle: string, lead = pageTitle): SearchDoc[] {
  const docs: SearchDoc[] = [];
  tokens.forEach((token, i) => {
    if (docs.length === 0 && token.type !== 'heading_open') docs.push({ title: lead, page: pageTitle, url: pageUrl, text: '' });
    if (token.type === 'heading_open') {
      const title = plain(headingText(tokens, i));
      const url = docs.length === 0 ? pageUrl : `${pageUrl}#${slug(headingText(tokens, i))}`;
      docs.push({ title, page: pageTitle, url, text: '' });
      return;
    }
    const current = docs.at(-1);
    if (current && token.type === 'inline' && tokens[i - 1]?.type !== 'heading_open') current.text += ` ${plain(token.content)}`;
  });
  return docs;
}

/** First paragraph of a section, as plain text, for the index and the meta description. */
function summary(tokens: Token[]): string {
  const i = tokens.findIndex((t) => t.type === 'paragraph_open');
  const text = i === -1 ? '' : plain(tokens[i + 1]?.content ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}

export function renderDocs(guide: string): RenderedDocs {
  const { title, intro, sections } = split(parseMarkdown(guide));
  const anchors = anchorMap(sections);
  const link = (href: string) => (href.startsWith('#') ? (anchors.get(href.slice(1)) ?? href) : href);
  const reference = apiReference();
  const docs = searchDocs(intro, '/docs', 'Docs', title);
  for (const section of sections) docs.push(...searchDocs(section.tokens, `/docs/${section.slug}`, section.title));
  docs.push(...reference.searchDocs);
  const searchIndex = buildSearch(docs).json;
  const searchUrl = publishAsset('search-index.json', searchIndex);
  const nav = (current: string | null) => sidebar(sections, current, searchUrl);

  const pages: Record<string, string> = {};
  sections.forEach((section, i) => {
    const heading = raw(renderTokens(section.tokens.slice(0, 3), { link }));
    const content = html`${raw(renderSections(section.tokens.slice(3), 'h2', { idPrefix: 'code', link }))}${pager(sections, i)}`;
    pages[section.slug] = docsShell(
      section.title,
      heading,
      nav(section.slug),
      content,
      onThisPage(section.outline),
      summary(section.tokens) || `${section.title}: svc guide.`,
    );
  });
  pages[REFERENCE.slug] = docsShell(
    REFERENCE.title,
    html`<h1>${REFERENCE.title}</h1>`,
    nav(REFERENCE.slug),
    reference.index,
    '',
    'Every svc operation by area, each linking to its page of path, access, request fields and response fields.',
  );
  for (const area of reference.areas) {
    pages[area.slug] = docsShell(area.title, html`<h1>${area.title}</h1>`, nav(area.slug), area.content, onThisPage(area.outline), area.description);
  }
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
  return {
    index,
    pages,
    sections: sections.map(({ slug, title }) => ({ slug, title })),
    searchIndex,
    anchors: JSON.stringify(Object.fromEntries(anchors)),
  };
}

/** /developers: the quickstart, rendered like the docs. */
export function developersPage(markdown: string): string {
  return page('Developers', html`<article class="docs-content">${raw(renderTokens(parseMarkdown(markdown), { idPrefix: 'code' }))}</article>`, {
    current: '/developers',
    description: 'Quickstart for svc: first calls with curl, the hosted MCP endpoint and the command-line tool.',
  });
}
