import type { EvidenceItemValue, ProofPreflightResponseBody } from '../../../src/contracts/proof.js';
import { createSafeFetcher } from '../../../src/net/safe-fetcher.js';
import type { HostResolver } from '../../../src/net/types.js';
import { preflightProof } from '../../../src/proof/preflight.js';
import { startLocalServer } from '../../net/local-server.js';
import type { ProofCase } from './format.js';

export interface CaseOutcome {
  id: string;
  pagesRight: number;
  pages: number;
  verdictRight: boolean;
  misses: string[];
}

export interface SetReport {
  cases: number;
  casesRight: number;
  pages: number;
  pagesRight: number;
  outcomes: CaseOutcome[];
}

/** "https://host/path" -> "host/path", the key pages are served under. */
const hostPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.pathname}${parsed.search}`;
};

const allItems = (result: ProofPreflightResponseBody): EvidenceItemValue[] => {
  const summary = result.evidence_summary;
  return [...summary.independent_substantial_sources, ...summary.self_authored_sources, ...summary.trivial_mentions, ...summary.unreachable_sources];
};

/** Serves every case's pages from one loopback server and runs the real preflight over each case. */
export async function runCases(cases: readonly ProofCase[]): Promise<SetReport> {
  const pages = new Map<string, ProofCase['pages'][string]>();
  for (const entry of cases) for (const [key, value] of Object.entries(entry.pages)) pages.set(key, value);
  const server = await startLocalServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const found = pages.get(`${host}${request.url ?? '/'}`);
    if (!found || 'dns' in found) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    response.writeHead(found.status ?? 200, { 'content-type': found.type ?? 'text/html; charset=utf-8', ...found.headers }).end(found.body);
  });
  const deadHosts = new Set([...pages.entries()].filter(([, value]) => 'dns' in value).map(([key]) => key.split('/')[0]));
  const resolver: HostResolver = async (name) => {
    if (deadHosts.has(name)) throw new Error(`${name} does not resolve`);
    return [{ address: '127.0.0.1', family: 4 }];
  };
  const local = (url: string) => {
    const parsed = new URL(url);
    return `http://${parsed.hostname}:${server.port}${parsed.pathname}${parsed.search}`;
  };
  const fetcher = createSafeFetcher({ allowLoopback: true, resolver, timeoutMs: 5000 });
  const outcomes: CaseOutcome[] = [];
  try {
    for (const entry of cases) {
      const request = {
        ...entry.request,
        url: local(entry.request.url),
        ...(entry.request.evidence_urls ? { evidence_urls: entry.request.evidence_urls.map(local) } : {}),
        ...(entry.request.known_profiles ? { known_profiles: entry.request.known_profiles.map(local) } : {}),
      };
      const result = await preflightProof(request, { fetcher, now: () => new Date('2025-06-01T12:00:00Z') });
      const items = allItems(result);
      const misses: string[] = [];
      let pagesRight = 0;
      for (const [url, expected] of Object.entries(entry.expected.classes)) {
        const got = items.find((item) => item.url === local(url));
        if (got?.classification === expected) pagesRight += 1;
        else misses.push(`${hostPath(url)}: expected ${expected}, got ${got?.classification ?? 'nothing'} (${got?.reasons.join('; ') ?? ''})`);
      }
      let verdictRight = true;
      for (const [venue, expected] of Object.entries(entry.expected.venues)) {
        const got = result.venue_readiness[venue as keyof typeof result.venue_readiness]?.status;
        if (got !== expected) {
          verdictRight = false;
          misses.push(`venue ${venue}: expected ${expected}, got ${got ?? 'nothing'}`);
        }
      }
      for (const [claim, expected] of Object.entries(entry.expected.claims ?? {})) {
        const got = result.claim_graph.find((node) => node.claim === claim)?.status;
        if (got !== expected) {
          verdictRight = false;
          misses.push(`claim "${claim}": expected ${expected}, got ${got ?? 'nothing'}`);
        }
      }
      outcomes.push({ id: entry.id, pagesRight, pages: Object.keys(entry.expected.classes).length, verdictRight, misses });
    }
  } finally {
    await server.close();
  }
  return {
    cases: outcomes.length,
    casesRight: outcomes.filter((outcome) => outcome.verdictRight).length,
    pages: outcomes.reduce((sum, outcome) => sum + outcome.pages, 0),
    pagesRight: outcomes.reduce((sum, outcome) => sum + outcome.pagesRight, 0),
    outcomes,
  };
}
