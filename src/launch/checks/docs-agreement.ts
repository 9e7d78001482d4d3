import { bodyText } from '../../net/body.js';
import type { FetchResult, FetchSuccess } from '../../net/types.js';
import { siteOpenApiValue } from '../openapi-document.js';
import { answered, isCatchAll, type SiteSnapshot } from '../snapshot.js';
import { placeholderHost } from '../validators/placeholders.js';
import { isRecord } from '../validators/verdict.js';
import type { CheckOutcome } from './types.js';

/**
 * Do the docs send callers where the OpenAPI document does? Docs state the API's address in two
 * ways: a URL just after a label naming it the base URL, and full URLs of calls whose path ends with
 * one of the document's operations. Each such address must lie on a server the document declares
 * (same host, and the same path prefix). An address on a host reserved for examples or a local one,
 * and one inside a quotation in running prose, illustrates rather than states, and docs that state
 * no address are not judged.
 */

/** "Base URL" and its usual wordings in the languages docs are written in. */
const BASE_LABEL = /\b(?:base[ -]?url|api[ -]?(?:base|url|host|root)|root url|url (?:de |di )?base|basis-?url)\b/iu;

/** How close before a URL its label must stand to name it. */
const LABEL_REACH = 40;

/** A URL after an odd number of quotation marks on its line is quoted. */
const QUOTES = /["“”«»„]/gu;

const ABSOLUTE_URL = /https?:\/\/[^\s"'<>`)\]]+/giu;

interface Address {
  url: URL;
  /** The path before the operation (for a call) or the whole path (for a base URL). */
  prefix: string;
  how: 'base URL' | 'call';
  where: string;
}

const trimSlash = (path: string) => path.replace(/\/+$/u, '');

/** Readable lines of a page: block tags end a line, other tags vanish. */
function lines(result: FetchSuccess): string[] {
  const text = bodyText(result)
    .replace(/<\/?(?:p|li|br|div|h[1-6]|tr|pre|section|article)\b[^>]*>/giu, '\n')
    .replace(/<[^>]*>/gu, '')
    .replace(/&amp;/gu, '&');
  return text.split('\n');
}

/** Operation paths as patterns matching the end of a call's path ({id} is one segment); a path without a literal segment says nothing. */
function operationPatterns(doc: Record<string, unknown>): RegExp[] {
  const paths = isRecord(doc['paths']) ? Object.keys(doc['paths']) : [];
  return paths
    .filter((path) => path.split('/').some((segment) => segment !== '' && !segment.startsWith('{')))
    .sort((a, b) => b.length - a.length)
    .map(
      (path) =>
        new RegExp(
          `${trimSlash(path)
            .replace(/[.*+?^$()|[\]\\]/gu, '\\$&')
            .replace(/\\?\{[^}]*\\?\}/gu, '[^/]+')}$`,
          'u',
        ),
    );
}

function addressesIn(page: FetchSuccess, operations: RegExp[], origin: string): Address[] {
  const out: Address[] = [];
  for (const line of lines(page))
    for (const match of line.matchAll(ABSOLUTE_URL)) {
      const written = match[0].replace(/[.,;:!?]+$/u, '');
      const before = line.slice(0, match.index);
      if (!URL.canParse(written) || placeholderHost(written, origin) || (before.match(QUOTES)?.length ?? 0) % 2 === 1) continue;
      const url = new URL(written);
      const path = trimSlash(url.pathname);
      const operation = operations.map((pattern) => pattern.exec(path)).find((found) => found !== null);
      if (operation) out.push({ url, prefix: path.slice(0, operation.index), how: 'call', where: page.finalUrl });
      else if (BASE_LABEL.test(before.slice(-LABEL_REACH))) out.push({ url, prefix: path, how: 'base URL', where: page.finalUrl });
    }
  return out;
}

/** The document's server URLs, resolved against where it was read; templated servers cannot be compared. */
function serversOf(doc: Record<string, unknown>, documentUrl: string): URL[] {
  const servers = Array.isArray(doc['servers']) && doc['servers'].length > 0 ? (doc['servers'] as unknown[]) : [{ url: '/' }];
  return servers
    .map((server) => (isRecord(server) && typeof server['url'] === 'string' ? server['url'] : null))
    .filter((url): url is string => url !== null && !url.includes('{') && URL.canParse(url, documentUrl))
    .map((url) => new URL(url, documentUrl));
}

/** A base URL may leave out the version the servers carry; a call's prefix must be a server's path. */
function agrees(address: Address, servers: URL[]): boolean {
  return servers.some((server) => {
    if (server.host !== address.url.host) return false;
    const serverPath = trimSlash(server.pathname);
    if (address.how === 'call') return address.prefix === serverPath;
    return serverPath.startsWith(address.prefix) || address.prefix.startsWith(serverPath);
  });
}

const docPages = (site: SiteSnapshot): FetchSuccess[] =>
  [site.responses.docs, site.responses.docs_md, site.responses.llms_txt, ...(site.llmsLinks ?? [])].filter(
    (result: FetchResult | undefined): result is FetchSuccess => answered(result) && !isCatchAll(result),
  );

export function docsAgreeWithOpenApi(site: SiteSnapshot): CheckOutcome {
  const openapi = siteOpenApiValue(site);
  if (!openapi || !isRecord(openapi.value)) return { status: 'skipped', url: null, evidence: ['no OpenAPI document to compare the docs with'] };
  const servers = serversOf(openapi.value, openapi.result.finalUrl);
  const operations = operationPatterns(openapi.value);
  const addresses = docPages(site).flatMap((page) => addressesIn(page, operations, site.origin));
  if (servers.length === 0 || addresses.length === 0)
    return { status: 'skipped', url: null, evidence: ['the docs state no API address to compare with the OpenAPI servers'] };
  const declared = `the OpenAPI servers: ${servers.map((server) => server.toString()).join(', ')}`;
  const contrary = addresses.filter((address) => !agrees(address, servers));
  if (contrary.length === 0)
    return { status: 'pass', url: openapi.result.finalUrl, evidence: [`${addresses.length} API addresses in the docs lie on ${declared}`] };
  const named = [...new Set(contrary.map((address) => `${address.where} gives ${address.url.toString()} (${address.how})`))];
  return { status: 'fail', url: contrary[0]?.where ?? null, evidence: [...named.slice(0, 4), `not on ${declared}`] };
}
