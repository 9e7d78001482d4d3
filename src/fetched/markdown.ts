import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * Reads a fetched markdown document (llms.txt, docs, pricing.md) with a CommonMark parser
 * (micromark, a state machine: no backtracking regexes) into the top-level blocks the checks
 * need. Input past MAX_MARKDOWN characters is not read.
 */

export const MAX_MARKDOWN = 524_288;
const MAX_BLOCKS = 2_000;

export interface MarkdownLink {
  url: string;
  text: string;
}

export type MarkdownBlock =
  | { kind: 'heading'; depth: number; text: string }
  | { kind: 'blockquote'; text: string; prose: string }
  | { kind: 'list'; items: { text: string; prose: string; links: MarkdownLink[] }[] }
  | { kind: 'paragraph'; text: string; prose: string; links: MarkdownLink[] }
  | { kind: 'code' }
  | { kind: 'other' };

export interface MarkdownOutline {
  blocks: MarkdownBlock[];
  truncated: boolean;
}

/** Plain text of a node: text, inline code and link text, joined. */
export function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child as Nodes)).join(node.type === 'list' || node.type === 'blockquote' ? ' ' : '');
  return '';
}

/**
 * The text written as prose, outside inline code and links: a URL inside `code` is an example to
 * type, and a URL as a link's text names the link's target rather than a second one.
 */
function proseOf(node: Nodes): string {
  if (node.type === 'inlineCode' || node.type === 'link') return ' ';
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return node.children.map((child) => proseOf(child as Nodes)).join(node.type === 'list' || node.type === 'blockquote' ? ' ' : '');
  return '';
}

function linksOf(node: Nodes, found: MarkdownLink[] = []): MarkdownLink[] {
  if (found.length >= 500) return found;
  if (node.type === 'link') found.push({ url: node.url, text: textOf(node) });
  if ('children' in node) for (const child of node.children) linksOf(child as Nodes, found);
  return found;
}

const squash = (text: string) => text.split(/\s+/u).filter(Boolean).join(' ');

function block(node: RootContent): MarkdownBlock {
  switch (node.type) {
    case 'heading':
      return { kind: 'heading', depth: node.depth, text: squash(textOf(node)) };
    case 'blockquote':
      return { kind: 'blockquote', text: squash(textOf(node)), prose: squash(proseOf(node)) };
    case 'list':
      return { kind: 'list', items: node.children.map((item) => ({ text: squash(textOf(item)), prose: squash(proseOf(item)), links: linksOf(item) })) };
    case 'paragraph':
      return { kind: 'paragraph', text: squash(textOf(node)), prose: squash(proseOf(node)), links: linksOf(node) };
    case 'code':
      return { kind: 'code' };
    default:
      return { kind: 'other' };
  }
}

export function readMarkdown(input: string): MarkdownOutline {
  const text = input.length > MAX_MARKDOWN ? input.slice(0, MAX_MARKDOWN) : input;
  const tree: Root = fromMarkdown(text);
  return { blocks: tree.children.slice(0, MAX_BLOCKS).map(block), truncated: text.length < input.length };
}
