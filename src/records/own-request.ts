import { notFound } from '../errors.js';
import type { RecordsStore } from '../store/records-store.js';

export interface RecordDeps {
  records: RecordsStore;
  now: () => Date;
  accountId: string;
}

/**
 * A request made with this account's keys, for records that refer to one. Another account's
 * request id and an unknown one answer alike (404), so ids cannot be probed across accounts.
 */
export async function ownRequest(requestId: string, deps: RecordDeps, hint: string) {
  const request = await deps.records.findRequest(requestId);
  if (!request || request.account_id !== deps.accountId) {
    throw notFound(`request_id ${requestId} is not a request made with this account's keys; ${hint}`);
  }
  return request;
}
