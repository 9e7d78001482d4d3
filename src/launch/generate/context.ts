import type { LaunchCheckIdValue, LaunchCheckResultValue, LaunchGenerateRequestBody, LaunchProductTypeValue } from '../../contracts/launch.js';
import { siteOpenApiValue } from '../openapi-document.js';
import { isOpenApiDocument, listOperations } from '../validators/openapi.js';
import { answered, type SiteSnapshot } from '../snapshot.js';

export interface SkillSeed {
  id: string;
  name: string;
  description: string;
  tags: string[];
}

/** Everything the file builders need: the request, plus what the audit found on the site. */
export interface PackContext {
  origin: string;
  host: string;
  name: string;
  nameFromRequest: boolean;
  productType: LaunchProductTypeValue;
  capabilities: string[];
  skills: SkillSeed[];
  skillsSource: 'request' | 'openapi' | 'placeholder';
  /** Docs URL the site already serves, for llms.txt and the sitemap. */
  docsUrl: string | null;
  existingOpenApi: Record<string, unknown> | null;
  passing: ReadonlySet<LaunchCheckIdValue>;
  /** Checks that count for this product type (weight above zero). */
  weighted: ReadonlySet<LaunchCheckIdValue>;
  site: SiteSnapshot;
}

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'item';

export const camel = (text: string) => slug(text).replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'your', 'our', 'a', 'an', 'of', 'to', 'in', 'on', 'by']);
const tagsOf = (text: string) =>
  [
    ...new Set(
      slug(text)
        .split('-')
        .filter((word) => word.length > 2 && !STOP_WORDS.has(word)),
    ),
  ].slice(0, 5);

function skillsFrom(capabilities: string[], openapi: Record<string, unknown> | null): Pick<PackContext, 'skills' | 'skillsSource'> {
  if (capabilities.length > 0) {
    return {
      skillsSource: 'request',
      skills: capabilities.map((capability) => ({ id: slug(capability), name: capability, description: capability, tags: tagsOf(capability) })),
    };
  }
  const operations = openapi ? listOperations(openapi).slice(0, 20) : [];
  if (operations.length > 0) {
    return {
      skillsSource: 'openapi',
      skills: operations.map((operation) => {
        const label = String(operation.value['summary'] ?? operation.value['operationId'] ?? operation.label);
        return {
          id: slug(String(operation.value['operationId'] ?? operation.label)),
          name: label,
          description: String(operation.value['description'] ?? label),
          tags: tagsOf(label),
        };
      }),
    };
  }
  return {
    skillsSource: 'placeholder',
    skills: [{ id: 'describe-your-skill', name: 'Describe your skill', description: 'Replace with what the agent can do.', tags: ['placeholder'] }],
  };
}

export function buildContext(
  input: LaunchGenerateRequestBody,
  productType: LaunchProductTypeValue,
  checks: readonly LaunchCheckResultValue[],
  site: SiteSnapshot,
): PackContext {
  const host = new URL(site.origin).hostname;
  const parsed = siteOpenApiValue(site)?.value;
  const existingOpenApi = isOpenApiDocument(parsed) ? parsed : null;
  const capabilities = input.capabilities ?? [];
  const docs = [site.responses.docs_md, site.responses.docs].find(answered);
  return {
    origin: site.origin,
    host,
    name: input.product_name ?? host,
    nameFromRequest: input.product_name !== undefined,
    productType,
    capabilities,
    ...skillsFrom(capabilities, existingOpenApi),
    docsUrl: docs ? docs.finalUrl : null,
    existingOpenApi,
    // A weighed check reported as info (a card the site does not declare) is not passing: generate still drafts it.
    passing: new Set(checks.filter((check) => check.status !== 'fail' && check.status !== 'unreachable' && check.status !== 'info').map((check) => check.id)),
    weighted: new Set(checks.filter((check) => check.weight > 0).map((check) => check.id)),
    site,
  };
}

/** A surface needs a generated file when one of its checks counts and does not pass. */
export const needs = (context: PackContext, ids: LaunchCheckIdValue[]) => ids.some((id) => context.weighted.has(id) && !context.passing.has(id));
