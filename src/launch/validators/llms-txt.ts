import LinkifyIt from 'linkify-it';
import { readMarkdown, type MarkdownBlock } from '../../fetched/markdown.js';
import { verdict, type ContentVerdict } from './verdict.js';

/**
 * llms.txt structure (llmstxt.org): exactly one H1 with the project name, then a blockquote
 * summary, optional prose, then H2 sections whose items are markdown links; an "Optional"
 * section, when present, comes last because readers may drop it. The H1 is the only part the
 * proposal requires and any markdown but headings may follow the summary, so a file without the
 * summary or the H2 sections (links in a plain list) is valid: that is advice, not a failure.
 * Read with a CommonMark parser, so code blocks, escapes and long lines need no special cases.
 * The links an agent can follow are every link the file offers: list items, links in prose, and
 * URLs written bare in a sentence ("the API is described at https://x.dev/openapi.json."), found
 * by linkify-it, which leaves a sentence's closing punctuation out of the URL.
 */

let linkify: LinkifyIt | undefined;

/** Bare http(s) URLs in a text; e-mail addresses and scheme-less host names are not links to fetch. */
const bareUrls = (text: string): string[] =>
  ((linkify ??= new LinkifyIt().set({ fuzzyLink: false, fuzzyEmail: false })).match(text) ?? [])
    .filter((match) => match.schema === 'http:' || match.schema === 'https:')
    .map((match) => match.url);

/** Every URL a block offers: its markdown links, then the URLs written bare in its text. */
function blockUrls(block: MarkdownBlock): string[] {
  if (block.kind === 'paragraph') return [...block.links.map((link) => link.url), ...bareUrls(block.text)];
  if (block.kind === 'list') return block.items.flatMap((item) => [...item.links.map((link) => link.url), ...bareUrls(item.text)]);
  return block.kind === 'blockquote' ? bareUrls(block.text) : [];
}

export interface LlmsTxtVerdict extends ContentVerdict {
  links: string[];
  title: string | null;
  summary: string | null;
  sections: { name: string; links: { url: string; text: string; note: string }[] }[];
}

/** The parsed llms.txt: title, summary, sections and their links. */
export function parseLlmsTxt(text: string): Omit<LlmsTxtVerdict, keyof ContentVerdict | 'links'> & {
  h1s: number;
  startsWithH1: boolean;
  quoteFollowsH1: boolean;
  looseLinks: { url: string; text: string; note: string }[];
  /** Every URL the file offers, in order, each once: list items, links in prose and bare URLs. */
  allUrls: string[];
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
    allUrls: [...new Set(blocks.flatMap(blockUrls))],
  };
}

export function validateLlmsTxt(text: string): LlmsTxtVerdict {
  const parsed = parseLlmsTxt(text);
  const problems: string[] = [];
  if (parsed.h1s !== 1) problems.push(`expected exactly one H1 ("# Name"), found ${parsed.h1s}`);
  if (parsed.h1s > 0 && !parsed.startsWithH1) problems.push('the file must start with the H1 title');
  for (const section of parsed.sections.filter((entry) => entry.links.length === 0))
    problems.push(`section "${section.name}" has no "- [title](url)" link items`);
  const optionalIndex = parsed.sections.findIndex((section) => section.name.toLowerCase() === 'optional');
  if (optionalIndex !== -1 && optionalIndex !== parsed.sections.length - 1) problems.push('the "## Optional" section must be the last section');
  const advice = [
    ...(parsed.quoteFollowsH1 ? [] : ['advice: a one-paragraph blockquote summary ("> ...") after the H1 tells agents what the site is']),
    ...(parsed.sections.length === 0 ? ['advice: "## Section" headings over the links let readers pick what to read'] : []),
  ];
  const listed = [...parsed.looseLinks, ...parsed.sections.flatMap((section) => section.links)].map((link) => link.url);
  const links = [...new Set([...listed, ...parsed.allUrls])];
  // Advice first: a failure's blocker line quotes the last two entries, which should be the counts and the problems.
  const evidence = [
    ...advice,
    ...(parsed.title ? [`title: ${parsed.title}`] : []),
    `${parsed.sections.length} link sections (${parsed.sections.map((section) => section.name).join(', ') || 'none'}), ${listed.length} links${parsed.looseLinks.length > 0 ? ` (${parsed.looseLinks.length} before any section)` : ''}${links.length > listed.length ? `, ${links.length - listed.length} more in its prose` : ''}`,
  ];
  return { ...verdict(evidence, problems), links, title: parsed.title, summary: parsed.summary, sections: parsed.sections };
}
