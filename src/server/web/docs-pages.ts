import type Token from 'markdown-it/lib/token.mjs';
import { html, page, raw, type Raw } from './layout.js';
import { parseMarkdown, renderTokens, slug } from './markdown.js';

interface Section {
  slug: string;
  title: string;
  tokens: Token[];
  /** Sub-headings shown in "On this page". */
  outline: Array<{ id: string; title: string }>;
}

/** The guide as a small site: an index page and one page per top-level section, with shared navigation. */
export interface DocsSite {
  index: string;
  pages: Map<string, string>;
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

function sidebar(sections: Section[], current: string | null): Raw {
  const items = sections.map(
    (s) => html`<li><a href="/docs/${s.slug}"${s.slug === current ? raw(' aria-current="page"') : ''}>${s.title}</a></li>`,
  );
  return html`<nav class="docs-nav" aria-label="Guide sections"><p class="nav-title">Guide sections</p><ul>
<li><a href="/docs"${current === null ? raw(' aria-current="page"') : ''}>Overview</a></li>${items}</ul></nav>`;
}

function onThisPage(section: Section): Raw | string {
  if (section.outline.length === 0) return '';
  return html`<nav class="toc" aria-label="On this page"><p class="nav-title">On this page</p><ul>${section.outline.map((o) => html`<li><a href="#${o.id}">${o.title}</a></li>`)}</ul></nav>`;
}

function pager(sections: Section[], index: number): Raw {
  const prev = index > 0 ? sections[index - 1] : null;
  const next = sections[index + 1] ?? null;
  return html`<nav class="pager" aria-label="Previous and next">${prev ? html`<a href="/docs/${prev.slug}" rel="prev">← ${prev.title}</a>` : html`<a href="/docs" rel="prev">← Overview</a>`}${next ? html`<a href="/docs/${next.slug}" rel="next">${next.title} →</a>` : ''}</nav>`;
}

/** The heading first, then (on a phone) the page's outline, the text, and the guide's sections last. */
function docsShell(title: string, heading: Raw, nav: Raw, content: Raw, toc: Raw | string, description: string): string {
  const body = html`<div class="docs${toc ? '' : ' no-toc'}"><div class="docs-title">${heading}</div>${toc}<article class="docs-content">${content}</article>${nav}</div>`;
  return page(title, body, { current: '/docs', description, wide: true });
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
  const pages = new Map<string, string>();
  sections.forEach((section, i) => {
    const heading = raw(renderTokens(section.tokens.slice(0, 3), { link }));
    const content = html`${raw(renderTokens(section.tokens.slice(3), { idPrefix: 'code', link }))}${pager(sections, i)}`;
    pages.set(section.slug, docsShell(section.title, heading, sidebar(sections, section.slug), content, onThisPage(section), summary(section.tokens) || `${section.title}: svc guide.`));
  });
  const list = sections.map((s) => html`<li><a href="/docs/${s.slug}">${s.title}</a>${summary(s.tokens) ? html`<p class="hint">${summary(s.tokens)}</p>` : ''}</li>`);
  const indexContent = html`${raw(renderTokens(intro, { idPrefix: 'code', link }))}
<h2 id="sections">Sections</h2><ul class="section-list">${list}</ul>
<p>The whole guide as one Markdown file: <a href="/docs.md">/docs.md</a>. The API description: <a href="/openapi.json">/openapi.json</a>.</p>`;
  const index = docsShell('Docs', html`<h1>${title}</h1>`, sidebar(sections, null), indexContent, '', 'The svc guide: authentication, quotas, errors, MCP and CLI, travel search, live research, used goods, skills and launch audits.');
  return { index, pages };
}

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
