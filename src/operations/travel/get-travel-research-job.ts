import { ResearchJobParams } from '../../contracts/operations.js';
import { TravelResearchJobStatus } from '../../contracts/travel.js';
import { notFound } from '../../errors.js';
import { defineOperation } from '../types.js';

export const getTravelResearchJob = defineOperation({
  id: 'getTravelResearchJob',
  method: 'GET',
  path: '/api/v1/travel/research/jobs/:id',
  input: ResearchJobParams,
  output: TravelResearchJobStatus,
  errors: [400, 404, 414],
  auth: 'bearer',
  quota: 'none',
  tag: 'travel',
  summary: 'Poll a live research job started by a bounded or async_only travel search',
  description:
    'Returns the job to the account that created it; any other account, and unknown ids, get 404. Running and partial jobs are a valid contract, not failures: use completed evidence when present, otherwise the provider handoffs. Polling is authenticated but does not count against the quota (the search that started the job already did). Evidence is never availability, rates or airfare; safe_to_use_as_final_plan is always false.',
  cli: { command: 'research get', argument: { param: 'id' } },
  async handler({ id }, { services, caller, now }) {
    const job = await services.researchJobs.status(id, caller!.accountId, now);
    if (!job) throw notFound(`no research job ${id} for this account; use the poll_url from research_status of your own search`);
    return job;
  },
});
