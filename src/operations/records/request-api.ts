import { ApiRequestRequest, ApiRequestResponse } from '../../contracts/accounts.js';
import { submitApiRequest } from '../../records/api-request.js';
import { defineOperation } from '../types.js';

export const requestApi = defineOperation({
  id: 'requestApi',
  method: 'POST',
  path: '/api/v1/api-requests',
  input: ApiRequestRequest,
  output: ApiRequestResponse,
  auth: 'bearer',
  quota: 'consume',
  idempotent: true,
  writes: true,
  tag: 'records',
  summary: 'Ask for an API the service does not have yet',
  description: 'Stored durably. Accepted requests are eligible for 100 USD of usage credit if the requested API is built; not a guarantee it will be.',
  cli: { command: 'api-request', argument: 'json' },
  handler: (body, { services, caller }) => submitApiRequest(body, { records: services.store.records, now: services.now, accountId: caller!.accountId }),
});
