import { verdict, type ContentVerdict } from './verdict.js';

/** One robots.txt group (RFC 9309): the user agents it names and its rules, in order. */
export interface RobotsGroup {
  agents: string[];
  rules: { field: string; value: string }[];
}

export interface ParsedRobots {
  groups: RobotsGroup[];
  sitemaps: string[];
  /** Content-Signal lines with the agents of the group they sit in. */
  signals: { agents: string[]; value: string }[];
}

/** Parses robots.txt line by line (no regexes over the body): groups, Sitemap lines, Content-Signal lines. */
export function parseRobots(text: string): ParsedRobots {
  const parsed: ParsedRobots = { groups: [], sitemaps: [], signals: [] };
  let group: RobotsGroup | null = null;
  let lastWasAgent = false;
  for (const raw of text.split('\n', 20_000)) {
    const hash = raw.indexOf('#');
    const line = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'user-agent') {
      if (!lastWasAgent || !group) {
        group = { agents: [], rules: [] };
        parsed.groups.push(group);
      }
      group.agents.push(value);
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (field === 'sitemap') parsed.sitemaps.push(value);
    else if (field === 'content-signal') parsed.signals.push({ agents: group?.agents ?? ['*'], value });
    else group?.rules.push({ field, value });
  }
  return parsed;
}

export interface RobotsVerdict extends ContentVerdict {
  sitemaps: string[];
}

const blocksRoot = (group: RobotsGroup) =>
  group.rules.some((rule) => rule.field === 'disallow' && rule.value === '/') && !group.rules.some((rule) => rule.field === 'allow' && rule.value === '/');

/** RFC 9309: at least one User-agent group, and not every crawler shut out of the whole site. */
export function validateRobots(text: string): RobotsVerdict {
  const parsed = parseRobots(text);
  const problems: string[] = [];
  if (parsed.groups.length === 0) problems.push('no "User-agent:" line');
  if (parsed.groups.some((group) => group.agents.includes('*') && blocksRoot(group)))
    problems.push('"User-agent: *" with "Disallow: /" shuts every agent and crawler out of the site');
  return { ...verdict([`${parsed.groups.length} user-agent groups`, `${parsed.sitemaps.length} sitemap lines`], problems), sitemaps: parsed.sitemaps };
}

/**
 * The user agents AI companies publish, by what their makers say each one does: collect text for
 * training, index pages for an AI search engine, or fetch a page while acting for a person (an agent
 * at work, the visitor an agent product is for).
 */
export type AiCrawlerPurpose = 'training' | 'search' | 'user';

export const AI_CRAWLERS: readonly { agent: string; purpose: AiCrawlerPurpose }[] = [
  { agent: 'GPTBot', purpose: 'training' },
  { agent: 'OAI-SearchBot', purpose: 'search' },
  { agent: 'ChatGPT-User', purpose: 'user' },
  { agent: 'ClaudeBot', purpose: 'training' },
  { agent: 'Claude-User', purpose: 'user' },
  { agent: 'Claude-SearchBot', purpose: 'search' },
  { agent: 'anthropic-ai', purpose: 'training' },
  { agent: 'Google-Extended', purpose: 'training' },
  { agent: 'PerplexityBot', purpose: 'search' },
  { agent: 'Perplexity-User', purpose: 'user' },
  { agent: 'CCBot', purpose: 'training' },
  { agent: 'Applebot-Extended', purpose: 'training' },
  { agent: 'Bytespider', purpose: 'training' },
  { agent: 'meta-externalagent', purpose: 'training' },
  { agent: 'Amazonbot', purpose: 'training' },
  { agent: 'cohere-ai', purpose: 'training' },
  { agent: 'DuckAssistBot', purpose: 'search' },
  { agent: 'MistralAI-User', purpose: 'user' },
];

/** Which AI crawlers robots.txt names, and which of them it shuts out of the whole site (their own group, or "*"), with their purpose. */
export function aiCrawlerRules(text: string): { named: string[]; blocked: { agent: string; purpose: AiCrawlerPurpose }[] } {
  const parsed = parseRobots(text);
  const star = parsed.groups.find((group) => group.agents.includes('*'));
  const named: string[] = [];
  const blocked: { agent: string; purpose: AiCrawlerPurpose }[] = [];
  for (const crawler of AI_CRAWLERS) {
    const own = parsed.groups.find((group) => group.agents.some((agent) => agent.toLowerCase() === crawler.agent.toLowerCase()));
    if (own) named.push(crawler.agent);
    const group = own ?? star;
    if (group && blocksRoot(group)) blocked.push(crawler);
  }
  return { named, blocked };
}

const SIGNAL_KEYS = new Set(['search', 'ai-input', 'ai-train', 'use']);
const SIGNAL_VALUES = new Set(['yes', 'no']);

/** Content Signals (contentsignals.org): "Content-Signal: search=yes, ai-input=yes, ai-train=no". */
export function validateContentSignals(text: string): ContentVerdict {
  const { signals } = parseRobots(text);
  if (signals.length === 0)
    return verdict([], ['no Content-Signal line: robots.txt does not say whether content may be used for search, AI input or AI training']);
  const problems: string[] = [];
  const evidence: string[] = [];
  for (const signal of signals) {
    for (const pair of signal.value.split(',')) {
      const [key = '', value = ''] = pair.split('=').map((part) => part.trim().toLowerCase());
      if (!SIGNAL_KEYS.has(key)) problems.push(`unknown signal "${key}" (known: search, ai-input, ai-train)`);
      else if (key !== 'use' && !SIGNAL_VALUES.has(value)) problems.push(`${key}=${value}: a signal takes yes or no`);
    }
    evidence.push(`Content-Signal for ${signal.agents.join(', ')}: ${signal.value}`);
  }
  return verdict(evidence, problems);
}

/** A sitemap is XML with a urlset or sitemapindex root. */
export function validateSitemap(text: string): ContentVerdict {
  const entries = text.split('<loc>').length - 1;
  const ok = ['<urlset', '<sitemapindex'].some((root) => {
    const at = text.indexOf(root);
    return at !== -1 && [' ', '>', '\n', '\t', '\r'].includes(text[at + root.length] ?? '');
  });
  return verdict([`${entries} <loc> entries`], ok ? [] : ['not a sitemap: no <urlset> or <sitemapindex> element']);
}

const CURRENCY_CODES = new Set(['usd', 'eur', 'gbp', 'chf', 'jpy', 'cad', 'aud']);
const PERIODS = new Set(['month', 'year', 'request', 'call', 'user', 'seat', 'hour']);

/** A pricing page should state prices or plans, not merely exist. Word-by-word, no regexes over the page. */
export function validatePricingText(text: string): ContentVerdict {
  const words = text
    .toLowerCase()
    .split(/[\s|()*,:;]+/u)
    .slice(0, 50_000);
  let signals = 0;
  words.forEach((word, index) => {
    const first = word[0] ?? '';
    if ('$€£'.includes(first) && first !== '' && /\d/u.test(word[1] ?? (words[index + 1] ?? '')[0] ?? '')) signals += 1;
    else if (CURRENCY_CODES.has(word) && /\d/u.test((words[index - 1] ?? '').at(-1) ?? '')) signals += 1;
    else if (word === 'free' || word === 'plan' || word === 'plans') signals += 1;
    else if (word === 'per' && PERIODS.has((words[index + 1] ?? '').replace(/\.$/u, ''))) signals += 1;
  });
  return verdict([`${signals} price or plan mentions`], signals > 0 ? [] : ['the page names no prices or plans']);
}
