import { Type } from '@sinclair/typebox';
import { Closed } from './common.js';

/** Input of an operation that takes none (a GET without parameters): nothing may be sent. */
export const NoInput = Closed({}, { description: 'This operation takes no input.' });

/** Path parameter of GET /api/v1/travel/research/jobs/{id}. */
export const ResearchJobParams = Closed({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'research job identifier (job_id / poll_url of research_status)' }),
});
