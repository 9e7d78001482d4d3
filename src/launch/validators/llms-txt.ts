import LinkifyIt from 'linkify-it';
import { readMarkdown, type MarkdownBlock } from '../../fetched/markdown.js';
import { verdict, type ContentVerdict } from './verdict.js';

/**
 * llms.txt structure (llmstxt.org): exactly one H1 with the project name, then a blockquote
 * summary, optional prose, then H2 sections whose items are markdown links; an "Optional"
 * section, when present, comes last because readers may drop it. The H1 is the only part the
 * proposal requires and any markdown but headings may follow the summary, so a file without the
 * summary or the H2 sections (links in a plain list) is valid: that is advice, not a failure; so is a
 * section without links (a list of tool names) beside links before the sections or in a section
 * other than "Optional". Otherwise linkless sections fail: the file's core offers agents nothing to
 * follow, as readers may drop "Optional".
 * Read with a CommonMark parser, so code blocks, escapes and long lines need no special cases.
 * The links an agent can follow are the markdown links the file offers, in list items and in prose.
 * URLs written bare in a sentence ("the API is described at https://x.dev/openapi.json.") are found
 * by linkify-it, which leaves a sentence's closing punctuation out of the URL, and kept apart: a bare
 * URL is as often an API base ("requests go to https://x.dev/v1") as a page, so it is not held to
 * answer like a link. URLs in inline code or as a link's text and templated URLs are not addresses.
 */

let linkify: LinkifyIt | undefined;

/** A URL that is a template to fill in ("https://x.dev/tiles/{z}/{x}/{y}.png"), not an address to fetch. */
const TEMPLATED = /[{}]|%7B|%7D/iu;

/**
 * Bare http(s) URLs in prose; e-mail addresses, scheme-less host names and templated URLs are not
 * links to fetch. The prose excludes inline code and link text (see readMarkdown).
 */
export const bareUrls = (text: string): string[] =>
  ((linkify ??= new LinkifyIt().set({ fuzzyLink: false, fuzzyEmail: false })).match(text) ?? [])
    .filter((match) => (match.schema === 'http:' || match.schema === 'https:') && !TEMPLATED.test(match.raw) && text[match.lastIndex] !== '{')
    .map((match) => match.url);

/** The markdown links of a block, and the URLs written bare in its prose. */
function blockUrls(block: MarkdownBlock): { links: string[]; bare: string[] } {
  if (block.kind === 'paragraph') return { links: block.links.map((link) => link.url), bare: bareUrls(block.prose) };
  if (block.kind === 'list')
    return { links: block.items.flatMap((item) => item.links.map((link) => link.url)), bare: block.items.flatMap((item) => bareUrls(item.prose)) };
  return { links: [], bare: block.kind === 'blockquote' ? bareUrls(block.prose) : [] };
}

/** A URL without its fragment: "/docs" and "/docs#auth" are one page to fetch. */
const withoutFragment = (url: string): string => url.replace(/#.*$/su, '');

export interface LlmsTxtVerdict extends ContentVerdict {
  /** The markdown links, each once (without its fragment). */
  links: string[];
  /** URLs written bare in the prose that no markdown link names: an API base as often as a page. */
  proseUrls: string[];
  title: string | null;
  summary: string | null;
  sections: { name: string; links: { url: string; text: string; note: string }[] }[];
}

/** The parsed llms.txt: title, summary, sections and their links. */
export function parseLlmsTxt(text: string): Omit<LlmsTxtVerdict, keyof ContentVerdict | 'links' | 'proseUrls'> & {
  h1s: number;
  startsWithH1: boolean;
  quoteFollowsH1: boolean;
  looseLinks: { url: string; text: string; note: string }[];
  /** Every markdown link the file offers, in order, each once: list items and links in prose. */
  linkUrls: string[];
  /** URLs written bare in the prose, each once, that are not also markdown links. */
  bareUrls: string[];
} {
  const blocks = readMarkdown(text).blocks.filter((block) => block.kind !== 'other' && block.kind !== 'code');
  const h1s = blocks.filter((block) => block.kind === 'heading' && block.depth === 1);
  const sections: LlmsTxtVerdict['sections'] = [];
  const looseLinks: LlmsTxtVerdict['sections'][number]['links'] = [];
  for (const block of blocks) {
    if (block.kind === 'heading' && block.depth === 2) sections.push({ name: block.text, links: [] });
    if (block.kind !== 'list') continue;
    for (const item of block.items) {
      const link = item.links[0];
      if (!link) continue;
      const note = item.text.slice(link.text.length).replace(/^[\s:–—-]+/u, '');
      (sections.at(-1)?.links ?? looseLinks).push({ url: link.url, text: link.text, note });
    }
  }
  const found = blocks.map(blockUrls);
  const linkUrls = [...new Set(found.flatMap((urls) => urls.links).map(withoutFragment))];
  const first = blocks[0];
  const second = blocks[1];
  return {
    h1s: h1s.length,
    title: h1s[0]?.kind === 'heading' ? h1s[0].text : null,
    summary: second?.kind === 'blockquote' ? second.text : null,
    startsWithH1: first?.kind === 'heading' && first.depth === 1,
    quoteFollowsH1: second?.kind === 'blockquote' && second.text !== '',
    sections,
    looseLinks,
    linkUrls,
    bareUrls: [...new Set(found.flatMap((urls) => urls.bare).map(withoutFragment))].filter((url) => !linkUrls.includes(url)),
  };
}

export function validateLlmsTxt(text: string): LlmsTxtVerdict {
  const parsed = parseLlmsTxt(text);
  const problems: string[] = [];
  if (parsed.h1s !== 1) problems.push(`expected exactly one H1 ("# Name"), found ${parsed.h1s}`);
  if (parsed.h1s > 0 && !parsed.startsWithH1) problems.push('the file must start with the H1 title');
  // A section without links beside links elsewhere (a list of tool names) still leaves agents the file's links: advice.
  // Links before any section count; links only under "Optional", which readers may drop, do not.
  const linkless = parsed.sections.filter((entry) => entry.links.length === 0);
  const isOptional = (name: string) => name.toLowerCase() === 'optional';
  const someLinked = parsed.looseLinks.length > 0 || parsed.sections.some((section) => !isOptional(section.name) && section.links.length > 0);
  if (!someLinked) for (const section of linkless) problems.push(`section "${section.name}" has no "- [title](url)" link items`);
  const optionalIndex = parsed.sections.findIndex((section) => isOptional(section.name));
  if (optionalIndex !== -1 && optionalIndex !== parsed.sections.length - 1) problems.push('the "## Optional" section must be the last section');
  const advice = [
    ...(parsed.quoteFollowsH1 ? [] : ['advice: a one-paragraph blockquote summary ("> ...") after the H1 tells agents what the site is']),
    ...(parsed.sections.length === 0 ? ['advice: "## Section" headings over the links let readers pick what to read'] : []),
    ...(someLinked
      ? linkless.map((section) => `advice: section "${section.name}" has no "- [title](url)" link items; the proposal's sections list links to follow`)
      : []),
  ];
  const listed = [...parsed.looseLinks, ...parsed.sections.flatMap((section) => section.links)].map((link) => link.url);
  const links = [...new Set([...listed.map(withoutFragment), ...parsed.linkUrls])];
  // Advice first: a failure's blocker line quotes the last two entries, which should be the counts and the problems.
  const evidence = [
    ...advice,
    ...(parsed.title ? [`title: ${parsed.title}`] : []),
    `${parsed.sections.length} link sections (${parsed.sections.map((section) => section.name).join(', ') || 'none'}), ${listed.length} links${parsed.looseLinks.length > 0 ? ` (${parsed.looseLinks.length} before any section)` : ''}${links.length > listed.length ? `, ${links.length - listed.length} more in its prose` : ''}${parsed.bareUrls.length > 0 ? `, ${parsed.bareUrls.length} URLs written bare` : ''}`,
  ];
  return { ...verdict(evidence, problems), links, proseUrls: parsed.bareUrls, title: parsed.title, summary: parsed.summary, sections: parsed.sections };
}
