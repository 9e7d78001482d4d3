import { bodyText } from '../../net/body.js';
import type { FetchResult } from '../../net/types.js';
import { placeholderProblem } from '../validators/placeholders.js';
import { parseJsonLeniently, type ContentVerdict } from '../validators/verdict.js';
import { overBudget } from '../budget.js';
import { answered, isCatchAll, RESOURCE_PLAN, type ResourceKey, type SiteSnapshot } from '../snapshot.js';
import type { CheckOutcome } from './types.js';

type Answered = Extract<FetchResult, { ok: true }>;

const clip = (text: string, max = 480) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

export function describeFailure(path: string, result: FetchResult | undefined): string {
  if (!result) return `${path}: not fetched`;
  if (!result.ok) return clip(`${path}: ${result.code} (${result.message})`);
  if (isCatchAll(result))
    return `${path}: HTTP ${result.catchAllStatus} with the same page the site sends for a path that cannot exist (a catch-all), so not a real document`;
  return `${path}: HTTP ${result.status}`;
}

/** First resource among `keys` that answered 2xx, in the order given. */
export function firstAnswered(site: SiteSnapshot, keys: readonly ResourceKey[]): { key: ResourceKey; result: Answered } | null {
  for (const key of keys) {
    const result = site.responses[key];
    if (answered(result)) return { key, result };
  }
  return null;
}

/**
 * No candidate answered: a 4xx anywhere means the surface is missing (fail); a request the
 * audit's own budget cut short leaves it not checked; otherwise it is unreachable.
 */
export function missingOutcome(site: SiteSnapshot, keys: readonly ResourceKey[]): CheckOutcome {
  const results = keys.map((key) => site.responses[key]);
  const evidence = keys.map((key, index) => describeFailure(RESOURCE_PLAN[key].path, results[index]));
  const missing = results.some((result) => result?.ok === true && result.status >= 400 && result.status < 500);
  const url = keys[0] ? new URL(RESOURCE_PLAN[keys[0]].path, site.origin).toString() : null;
  if (missing) return { status: 'fail', url, evidence };
  return { status: results.some(overBudget) ? 'not_checked' : 'unreachable', url, evidence };
}

export function fromVerdict(url: string, judged: ContentVerdict, extra: string[] = []): CheckOutcome {
  return { status: judged.ok ? 'pass' : 'fail', url, evidence: [...extra, ...judged.evidence, ...judged.problems].map((line) => clip(line)).slice(0, 50) };
}

/** Judges the first answering resource among `keys` with `judge`, or reports why none answered. */
export async function judgeResource(
  site: SiteSnapshot,
  keys: readonly ResourceKey[],
  judge: (result: Answered) => ContentVerdict | Promise<ContentVerdict>,
): Promise<CheckOutcome> {
  const found = firstAnswered(site, keys);
  if (!found) return missingOutcome(site, keys);
  return judgeAnswer(found.result, RESOURCE_PLAN[found.key].path, judge);
}

/** Judges one answered document with `judge`, named in the evidence as `name`. */
export async function judgeAnswer(
  result: Answered,
  name: string,
  judge: (result: Answered) => ContentVerdict | Promise<ContentVerdict>,
): Promise<CheckOutcome> {
  const judged = await judge(result);
  // Template text fails the check of the document that holds it, whatever else the document gets right.
  const placeholder = placeholderProblem(bodyText(result), result.contentType.includes('json') ? 'json' : 'prose');
  const withPlaceholders = placeholder ? { ...judged, ok: false, problems: [placeholder, ...judged.problems] } : judged;
  return fromVerdict(result.finalUrl, withPlaceholders, [`${name}: HTTP ${result.status}, ${result.contentType || 'no content-type'}`]);
}

export const NOT_JSON = 'the body is not valid JSON';

/**
 * Parses a JSON body and hands it to `judge`; a body that is not JSON fails the check. When a
 * forgiving reader can still parse it (comments, trailing commas), what that reader would find
 * wrong is listed too, so fixing the syntax does not reveal a second round of problems.
 */
export const asJson =
  (judge: (value: unknown) => ContentVerdict | Promise<ContentVerdict>) =>
  async (result: Answered): Promise<ContentVerdict> => {
    const { value, lenient } = parseJsonLeniently(bodyText(result));
    if (value === undefined) return { ok: false, evidence: [], problems: [NOT_JSON] };
    const judged = await judge(value);
    if (!lenient) return judged;
    const syntax = `${NOT_JSON} (strict clients reject it; read without its comments and trailing commas:`;
    return { ok: false, evidence: judged.evidence, problems: [`${syntax} ${judged.ok ? 'nothing else is wrong)' : 'see below)'}`, ...judged.problems] };
  };
