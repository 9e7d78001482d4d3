import { assessSite } from '../launch/assess.js';
import { draftPack } from '../launch/generate/pack.js';
import { planProbes } from '../launch/probe-plan.js';
import type { SiteSnapshot } from '../launch/snapshot.js';
import { classifyPage, type PageInput } from '../proof/classify.js';
import { nameMatcher } from '../proof/names.js';
import { readPage } from '../proof/page.js';
import { subjectProfile } from '../proof/subject.js';

/**
 * Everything that reads fetched content, as tasks the worker pool runs. Each task is a pure
 * function of plain data (structured-clone safe in and out).
 */
export const TASKS = {
  /** Loads the modules in a fresh thread. */
  warm: (_input: null) => true,
  'proof.subject': (input: { body: string; contentType: string; entityName: string; claims: string[] }) =>
    subjectProfile(readPage(input.body, input.contentType), nameMatcher(input.entityName), input.claims),
  'proof.page': (input: PageInput) => classifyPage(input),
  'launch.plan': (input: { site: SiteSnapshot }) => planProbes(input.site),
  'launch.assess': assessSite,
  'launch.draft': draftPack,
};

export type TaskName = keyof typeof TASKS;
export type TaskInput<N extends TaskName> = Parameters<(typeof TASKS)[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<(typeof TASKS)[N]>>;
