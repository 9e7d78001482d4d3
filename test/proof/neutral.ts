import type { EvidenceItemValue } from '../../src/contracts/proof.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import type { HostResolver } from '../../src/net/types.js';
import { preflightProof } from '../../src/proof/preflight.js';
import { startLocalServer } from '../net/local-server.js';
import { readCases, share } from '../verdicts/jsonl.js';

/**
 * Runs proof cases in the neutral case format (a subject, one page, the editor's class) through
 * the real preflight over real HTTP: every page is served from a loopback server under its own
 * host name. The subject's own site, which the case does not give, is a short page saying what the
 * case says about the subject (kind, field, organisation, country).
 */
type NeutralClass = 'independent_substantial' | 'self_authored' | 'sponsored' | 'trivial_mention' | 'namesake_other_person';

export interface NeutralProofCase {
  id: string;
  subject: { name: string; kind?: string; field?: string; country?: string; organization?: string };
  page: { url: string; html: string };
  expected: { classification: NeutralClass };
}

export interface NeutralProofOutcome {
  id: string;
  expected: NeutralClass;
  got: string;
  reasons: string[];
}

const classOf = (item: EvidenceItemValue | undefined): string => {
  if (!item) return 'nothing';
  if (item.source_kind === 'sponsored') return 'sponsored';
  if (item.source_kind === 'namesake') return 'namesake_other_person';
  return item.classification;
};

/** A site writes its country by name ("in Norway"), not by the case's ISO code. */
const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => (/^[A-Z]{2}$/u.test(code) ? (regions.of(code) ?? code) : code);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'subject';

export async function runNeutralProof(path: string): Promise<NeutralProofOutcome[]> {
  const cases = readCases<NeutralProofCase>(path);
  const pages = new Map<string, string>();
  const key = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.pathname}${parsed.search}`;
  };
  const ownSite = (c: NeutralProofCase) => `https://${slug(c.subject.name)}.subject.example/`;
  for (const c of cases) {
    pages.set(key(c.page.url), c.page.html);
    const s = c.subject;
    const about = [s.field && `works in ${s.field}`, s.organization && `with ${s.organization}`, s.country && `in ${countryName(s.country)}`]
      .filter(Boolean)
      .join(', ');
    pages.set(key(ownSite(c)), `<html><head><title>${s.name}</title></head><body><h1>${s.name}</h1><p>${s.name} ${about}.</p></body></html>`);
  }
  const server = await startLocalServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const body = pages.get(`${host}${request.url ?? '/'}`);
    if (body === undefined) return void response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  const resolver: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }];
  const local = (url: string) => {
    const parsed = new URL(url);
    return `http://${parsed.hostname}:${server.port}${parsed.pathname}${parsed.search}`;
  };
  const fetcher = createSafeFetcher({ allowLoopback: true, resolver, timeoutMs: 5000 });
  const outcomes: NeutralProofOutcome[] = [];
  try {
    for (const c of cases) {
      const result = await preflightProof(
        { entity_name: c.subject.name, url: local(ownSite(c)), evidence_urls: [local(c.page.url)] },
        { fetcher, now: () => new Date('2026-11-27T12:00:00Z') },
      );
      const summary = result.evidence_summary;
      const item = [
        ...summary.independent_substantial_sources,
        ...summary.self_authored_sources,
        ...summary.trivial_mentions,
        ...summary.unreachable_sources,
      ].find((i) => i.url === local(c.page.url));
      outcomes.push({ id: c.id, expected: c.expected.classification, got: classOf(item), reasons: item?.reasons ?? [] });
    }
  } finally {
    await server.close();
  }
  return outcomes;
}

export function neutralProofReport(title: string, outcomes: readonly NeutralProofOutcome[]): string {
  const kinds = [...new Set(outcomes.map((o) => o.expected))].sort();
  const lines = [title, `pages right: ${share(outcomes.filter((o) => o.got === o.expected).length, outcomes.length)}`];
  for (const k of kinds) {
    const rows = outcomes.filter((o) => o.expected === k);
    lines.push(`  ${k}: ${share(rows.filter((o) => o.got === o.expected).length, rows.length)}`);
  }
  const misses = outcomes.filter((o) => o.got !== o.expected);
  if (misses.length > 0) lines.push('misses:', ...misses.map((o) => `  ${o.id}: got ${o.got} (expected ${o.expected}): ${o.reasons.join('; ').slice(0, 240)}`));
  return lines.join('\n');
}
