import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import http from 'highlight.js/lib/languages/http';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { escapeHtml } from './escape.js';

/**
 * Markdown for the site's own documents (the guide, pricing, developers): CommonMark plus tables
 * by markdown-it, code highlighted here once at start (highlight.js, no script in the browser),
 * headings with ids and anchor links, code blocks with copy buttons, and table cells labelled
 * with their column so tables can become cards on a phone. Raw HTML in the source is escaped.
 */
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('http', http);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('typescript', typescript);
const LANGUAGES = ['bash', 'json', 'http', 'typescript', 'javascript'];

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Highlighted HTML for one code block: the named language, else the best guess among the few the docs use. */
export function highlight(code: string, language: string): string {
  if (language && hljs.getLanguage(language)) return hljs.highlight(code, { language, ignoreIllegals: true }).value;
  if (/^\s*(curl|export|npm|npx|cd|SVC_)/m.test(code)) return hljs.highlight(code, { language: 'bash', ignoreIllegals: true }).value;
  const guess = hljs.highlightAuto(code, LANGUAGES);
  return guess.relevance >= 5 ? guess.value : escapeHtml(code);
}

/**
 * A code block with its copy button (assets/site.js copies the text of the element the button
 * names). `language` highlights it; 'plain' leaves it as text (JSON views, key values).
 */
export function codeBlock(id: string, code: string, language = ''): string {
  const inner = language === 'plain' ? escapeHtml(code) : highlight(code, language);
  return `<div class="code"><pre tabindex="0" id="${id}"><code class="hljs">${inner}</code></pre><button type="button" class="copy secondary" data-copy="${id}" aria-label="Copy code">Copy</button></div>`;
}

export interface RenderEnv {
  /** Prefix for code block ids, unique per page. */
  idPrefix?: string;
  /** Rewrites a link target (e.g. an in-guide #anchor that now lives on another page). */
  link?: (href: string) => string;
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

md.renderer.rules.fence = (tokens, idx, _options, env: RenderEnv & { codeCount?: number }) => {
  const token = tokens[idx]!;
  env.codeCount = (env.codeCount ?? 0) + 1;
  const id = `${env.idPrefix ?? 'code'}-${env.codeCount}`;
  const language = token.info.trim().split(/\s+/)[0] ?? '';
  return `${codeBlock(id, token.content.replace(/\n$/, ''), language)}\n`;
};

md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  const text = tokens[idx + 1]?.content ?? '';
  token.attrSet('id', token.attrGet('id') ?? slug(text));
  return self.renderToken(tokens, idx, options);
};

md.renderer.rules.heading_close = (tokens, idx, options, _env, self) => {
  const open = tokens.findLast((t, i) => i < idx && t.type === 'heading_open');
  const id = open?.attrGet('id') ?? '';
  const text = tokens[idx - 1]?.content ?? '';
  return `<a class="anchor" href="#${escapeHtml(id)}"><span aria-hidden="true">#</span><span class="visually-hidden">Link to ${escapeHtml(text.replace(/[`*]/g, ''))}</span></a>${self.renderToken(tokens, idx, options)}`;
};

/** Inline code may break after a slash, dot or underscore (paths, tool names), never inside a word. */
md.renderer.rules.code_inline = (tokens, idx) => `<code>${escapeHtml(tokens[idx]?.content ?? '').replace(/([/._])(?=[^/._])/g, '$1<wbr>')}</code>`;

/** A wide table scrolls inside its wrapper, which therefore takes keyboard focus so it can be scrolled without a mouse. */
md.renderer.rules.table_open = () => '<div class="table-wrap" tabindex="0"><table class="cards-on-phone">\n';
md.renderer.rules.table_close = () => '</table></div>\n';

const defaultLink = md.renderer.rules.link_open;
md.renderer.rules.link_open = (tokens, idx, options, env: RenderEnv, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet('href');
  if (href && env.link) token.attrSet('href', env.link(href));
  return defaultLink ? defaultLink(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

/**
 * markdown-it aligns table columns with style attributes, which the site's Content-Security-Policy
 * (style-src 'self') blocks; a class from the stylesheet does the same.
 */
function alignmentAsClass(token: Token): void {
  const align = /^text-align:(left|right|center)$/.exec(token.attrGet('style') ?? '')?.[1];
  if (!align) return;
  token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
  token.attrJoin('class', `align-${align}`);
}

/** Labels each body cell with its column header (`data-label`), read by the phone layout. */
function labelCells(tokens: Token[]): void {
  let headers: string[] = [];
  let column = 0;
  let inHead = false;
  tokens.forEach((token, i) => {
    if (token.type === 'th_open' || token.type === 'td_open') alignmentAsClass(token);
    if (token.type === 'thead_open') {
      headers = [];
      inHead = true;
    } else if (token.type === 'thead_close') inHead = false;
    else if (token.type === 'th_open' && inHead) headers.push((tokens[i + 1]?.content ?? '').replace(/[`*]/g, ''));
    else if (token.type === 'tr_open') column = 0;
    else if (token.type === 'td_open') token.attrSet('data-label', headers[column++] ?? '');
  });
}

/** Parsed tokens of a document, ready to render whole or in parts. */
export function parseMarkdown(markdown: string): Token[] {
  const tokens = md.parse(markdown, {});
  labelCells(tokens);
  return tokens;
}

export function renderTokens(tokens: Token[], env: RenderEnv = {}): string {
  return md.renderer.render(tokens, md.options, { ...env });
}

/**
 * Renders the tokens with each run from a heading of `tag` (e.g. 'h2') to the next wrapped in a
 * `<section class="part">`, so the browser can skip laying out and painting the parts off screen
 * (site.css): a long page then costs what the screen shows, not what the page holds. Code block
 * ids run on across the parts.
 */
export function renderSections(tokens: Token[], tag: string, env: RenderEnv = {}): string {
  const shared = { ...env };
  const parts: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === 'heading_open' && token.tag === tag) parts.push([]);
    parts.at(-1)?.push(token);
  }
  return parts
    .filter((part) => part.length > 0)
    .map((part) => {
      const markup = md.renderer.render(part, md.options, shared);
      return part[0]?.type === 'heading_open' ? `<section class="part">${markup}</section>\n` : markup;
    })
    .join('');
}

export function renderMarkdown(markdown: string, env: RenderEnv = {}): string {
  return renderTokens(parseMarkdown(markdown), env);
}
