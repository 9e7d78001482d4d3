import { bodyText } from '../net/body.js';
import type { FetchSuccess } from '../net/types.js';
import { classifyPage, type PageInput } from './classify.js';
import { prepareTownReader } from './countries.js';
import { nameMatcher } from './names.js';
import { readPage } from './page.js';
import { subjectProfile } from './subject.js';

prepareTownReader();

/** What a proof preflight reads off the main thread (src/fetched/pool.ts runs these in workers). */
export const TASKS = {
  'proof.subject': (input: { home: FetchSuccess; entityName: string; claims: string[] }) =>
    subjectProfile(readPage(bodyText(input.home), input.home.contentType), nameMatcher(input.entityName), input.claims),
  'proof.page': (input: PageInput) => classifyPage(input),
};
