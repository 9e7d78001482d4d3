import type {
  ExternalScanBudgetValue,
  LaunchCheckIdValue,
  LaunchCheckResultValue,
  LaunchExternalGapValue,
  LaunchProductTypeValue,
  ShouldRunExternalScanValue,
} from '../contracts/launch.js';

interface ExternalTodo {
  id: string;
  title: string;
  reason: string;
  next_step: string;
  blockedBy: LaunchCheckIdValue[];
  productTypes: LaunchProductTypeValue[] | 'all';
}

/** Steps only a third party can complete. The audit lists them; it never takes them. */
const EXTERNAL_TODOS: ExternalTodo[] = [
  {
    id: 'external.mcp_registry_listing',
    title: 'Listing in the MCP registry',
    reason: 'The registry verifies namespace ownership (DNS, HTTP or code-host login) and takes a publish from you; nobody can list you on your behalf.',
    next_step: 'Once your server card passes, publish server.json with the registry publisher tool under a namespace you can prove.',
    blockedBy: ['mcp.server_card'],
    productTypes: ['mcp_server', 'agent_tool'],
  },
  {
    id: 'external.a2a_catalog_listing',
    title: 'Listing in A2A agent catalogs',
    reason: 'Catalogs and registries index agent cards on their own schedule and terms.',
    next_step: 'Once your agent card passes, submit its URL to the catalogs your users rely on.',
    blockedBy: ['a2a.agent_card'],
    productTypes: ['agent_api', 'a2a_agent', 'agent_tool'],
  },
  {
    id: 'external.security_scan',
    title: 'External security and readiness scan',
    reason: 'Active scanning is outside this audit: it only reads public discovery files.',
    next_step: 'Run the scanner you trust when should_run_external_scan recommends it, within its budget.',
    blockedBy: ['openapi.valid', 'llms_txt.structure', 'robots_txt.present'],
    productTypes: ['agent_api', 'a2a_agent', 'agent_tool', 'mcp_server', 'saas'],
  },
  {
    id: 'external.independent_coverage',
    title: 'Independent coverage and directory listings',
    reason: 'Directories and reviewers decide for themselves; notability cannot be self-published.',
    next_step: 'Collect independent sources and run POST /api/v1/proof/notability/preflight before submitting anywhere.',
    blockedBy: ['llms_txt.structure', 'pricing.page'],
    productTypes: 'all',
  },
  {
    id: 'external.search_indexing',
    title: 'Search and crawler indexing',
    reason: 'Crawlers index on their own schedule; you can only make the site easy to crawl.',
    next_step: 'Submit your sitemap in the webmaster tools of the search engines you care about.',
    blockedBy: ['sitemap.present', 'robots_txt.present'],
    productTypes: 'all',
  },
];

export function externalGaps(productType: LaunchProductTypeValue, results: LaunchCheckResultValue[]): LaunchExternalGapValue[] {
  const notPassing = new Set(results.filter((result) => result.status === 'fail' || result.status === 'unreachable').map((result) => result.id));
  return EXTERNAL_TODOS.filter((todo) => todo.productTypes === 'all' || todo.productTypes.includes(productType)).map((todo) => ({
    id: todo.id,
    title: todo.title,
    reason: todo.reason,
    next_step: todo.next_step,
    blocked_by: todo.blockedBy.filter((id) => notPassing.has(id)),
  }));
}

/** Advice on spending an external scan: only when ready, and only within the caller's budget. */
export function adviseExternalScan(ready: boolean, budget: ExternalScanBudgetValue | undefined, now: Date): ShouldRunExternalScanValue {
  const base = {
    provider: budget?.provider ?? null,
    max_active_scans: budget?.max_active_scans ?? null,
    next_safe_time: budget?.next_safe_time ?? null,
  };
  if (!ready)
    return { ...base, recommended: false, reason: 'Close the owned gaps first: an external scan now would mostly report what this audit already found.' };
  if (budget?.max_active_scans === 0) return { ...base, recommended: false, reason: 'Your external_scan_budget allows no active scans right now.' };
  if (budget?.next_safe_time && Date.parse(budget.next_safe_time) > now.getTime()) {
    return { ...base, recommended: false, reason: `Ready, but your budget says the next scan is safe only from ${budget.next_safe_time}.` };
  }
  if (!budget)
    return {
      ...base,
      recommended: true,
      reason: 'Ready for an external scan. No external_scan_budget was given: check your scanner quota before starting one.',
    };
  return { ...base, recommended: true, reason: 'Ready for an external scan, and your budget allows one now.' };
}
