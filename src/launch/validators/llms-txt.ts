import { verdict, type ContentVerdict } from './verdict.js';

/**
 * llms.txt structure (llmstxt.org): exactly one H1 with the project name, then a blockquote
 * summary, optional prose, then H2 sections whose items are markdown links; an "Optional"
 * section, when present, comes last because readers may drop it.
 */

export interface LlmsTxtVerdict extends ContentVerdict {
  links: string[];
}

const LINK_ITEM = /^\s*[-*]\s+\[([^\]]+)\]\(([^)\s]+)\)/;

/** Lines outside fenced code blocks, so a "# comment" in a code sample is not taken for a heading. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split(/\r?\n/).filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

export function validateLlmsTxt(text: string): LlmsTxtVerdict {
  const lines = proseLines(text);
  const problems: string[] = [];
  const evidence: string[] = [];
  const content = lines.filter((line) => line.trim() !== '');
  const h1s = content.filter((line) => /^#\s+\S/.test(line));
  if (h1s.length !== 1) problems.push(`expected exactly one H1 ("# Name"), found ${h1s.length}`);
  if (content[0] !== undefined && !/^#\s+\S/.test(content[0])) problems.push('the file must start with the H1 title');
  if (!/^>\s*\S/.test(content[1] ?? '')) problems.push('the H1 must be followed by a one-paragraph blockquote summary ("> ...")');

  const sections: { name: string; links: number }[] = [];
  const links: string[] = [];
  for (const line of content) {
    const heading = /^##\s+(.+?)\s*$/.exec(line);
    if (heading?.[1]) sections.push({ name: heading[1], links: 0 });
    const link = LINK_ITEM.exec(line);
    if (link?.[2]) {
      links.push(link[2]);
      const section = sections.at(-1);
      if (section) section.links += 1;
    }
  }
  if (sections.length === 0) problems.push('no "## Section" with links to the documents agents should read');
  for (const section of sections.filter((entry) => entry.links === 0)) problems.push(`section "${section.name}" has no "- [title](url)" link items`);
  const optionalIndex = sections.findIndex((section) => section.name.toLowerCase() === 'optional');
  if (optionalIndex !== -1 && optionalIndex !== sections.length - 1) problems.push('the "## Optional" section must be the last section');

  if (h1s[0]) evidence.push(`title: ${h1s[0].replace(/^#\s+/, '')}`);
  evidence.push(`${sections.length} link sections (${sections.map((section) => section.name).join(', ') || 'none'}), ${links.length} links`);
  return { ...verdict(evidence, problems), links };
}
