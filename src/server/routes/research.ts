import { Type } from '@sinclair/typebox';
import { TravelResearchJobStatus } from '../../contracts/travel.js';
import { notFound } from '../../errors.js';
import { jobStatusView } from '../../travel/research/view.js';
import { BEARER_GET_ERRORS, bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

const JobParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: 'research job identifier (job_id / poll_url of research_status)' }) }, { additionalProperties: false });

/** Live research (issue 5): polling a research job. Polling does not consume quota. */
export async function researchRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/api/v1/travel/research/jobs/:id',
    {
      schema: {
        security: bearerSecurity,
        tags: ['travel'],
        operationId: 'getTravelResearchJob',
        summary: 'Poll a live research job started by a bounded or async_only travel search',
        description:
          'Returns the job to the account that created it; any other account, and unknown ids, get 404. Running and partial jobs are a valid contract, not failures: use completed evidence when present, otherwise the provider handoffs. Polling is authenticated but does not count against the quota (the search that started the job already did). Evidence is never availability, rates or airfare; safe_to_use_as_final_plan is always false.',
        params: JobParams,
        response: responses(TravelResearchJobStatus, [...BEARER_GET_ERRORS, 400, 404, 414]),
      },
      config: { auth: 'bearer', quota: 'none' },
    },
    async (request) => {
      const row = await ctx.store.research.find(request.params.id);
      if (!row || row.account_id === null || row.account_id !== request.caller!.accountId) {
        throw notFound(`no research job ${request.params.id} for this account; use the poll_url from research_status of your own search`);
      }
      return jobStatusView(row, ctx.now());
    },
  );
}
