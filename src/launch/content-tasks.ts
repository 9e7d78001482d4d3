import { assessSite } from './assess.js';
import { draftPack } from './generate/pack.js';
import { planApiProbes, planProbes } from './probe-plan.js';
import type { LaunchProductTypeValue } from '../contracts/launch.js';
import type { SiteSnapshot } from './snapshot.js';

/** What a launch audit reads off the main thread (src/fetched/pool.ts runs these in workers). */
export const TASKS = {
  'launch.plan': (input: { site: SiteSnapshot; productType: LaunchProductTypeValue }) => planProbes(input.site, input.productType),
  'launch.plan_api': (input: { site: SiteSnapshot }) => planApiProbes(input.site),
  'launch.assess': assessSite,
  'launch.draft': draftPack,
};
