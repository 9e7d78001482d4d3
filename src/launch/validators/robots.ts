import { verdict, type ContentVerdict } from './verdict.js';

export interface RobotsVerdict extends ContentVerdict {
  sitemaps: string[];
}

/** robots.txt: must name at least one user agent and must not shut every crawler out of the whole site. */
export function validateRobots(text: string): RobotsVerdict {
  const rules = text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return { field: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() };
    });
  const problems: string[] = [];
  const agents = rules.filter((rule) => rule.field === 'user-agent');
  if (agents.length === 0) problems.push('no "User-agent:" line');
  if (blocksEverything(rules)) problems.push('"User-agent: *" with "Disallow: /" shuts every agent and crawler out of the site');
  const sitemaps = rules.filter((rule) => rule.field === 'sitemap').map((rule) => rule.value);
  return { ...verdict([`${agents.length} user-agent groups`, `${sitemaps.length} sitemap lines`], problems), sitemaps };
}

function blocksEverything(rules: { field: string; value: string }[]): boolean {
  let inStarGroup = false;
  let previousWasAgent = false;
  for (const rule of rules) {
    if (rule.field === 'user-agent') {
      inStarGroup = previousWasAgent ? inStarGroup || rule.value === '*' : rule.value === '*';
      previousWasAgent = true;
      continue;
    }
    previousWasAgent = false;
    if (inStarGroup && rule.field === 'disallow' && rule.value === '/') return true;
  }
  return false;
}

/** A sitemap is XML with a urlset or sitemapindex root. */
export function validateSitemap(text: string): ContentVerdict {
  const entries = (text.match(/<loc>/g) ?? []).length;
  const ok = /<(urlset|sitemapindex)[\s>]/.test(text);
  return verdict([`${entries} <loc> entries`], ok ? [] : ['not a sitemap: no <urlset> or <sitemapindex> element']);
}

/** A pricing page should state prices or plans, not merely exist. */
export function validatePricingText(text: string): ContentVerdict {
  const signals = text.match(/(\$\s?\d|€\s?\d|£\s?\d|\d+(\.\d+)?\s?(usd|eur|gbp)\b|\bfree\b|\bper (month|year|request|call)\b|\bplans?\b)/gi) ?? [];
  return verdict([`${signals.length} price or plan mentions`], signals.length > 0 ? [] : ['the page names no prices or plans']);
}
