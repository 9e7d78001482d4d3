import type { SkillMatch, SkillOption, SkillSourceName } from '../contracts/skills.js';
import { SKILL_SOURCES } from '../contracts/skills.js';

const VERIFICATION_NOTE: Record<SkillOption['provenance']['verification'], string> = {
  as_recalled_verify: 'that location is recalled, not checked: confirm it exists before relying on it',
  seen_in_archived_copy_verify: 'that location was seen in an archived copy and may have moved: confirm it first',
  maintained_with_service: 'it is maintained with this service',
};

const firstStep = (top: SkillOption): string => {
  const where = `${top.provenance.location} (${VERIFICATION_NOTE[top.provenance.verification]})`;
  switch (top.actionability) {
    case 'load_existing_skill':
      return `Load the existing skill "${top.title}" from ${where}.`;
    case 'copy_or_adapt_skill':
      return `Copy or adapt the procedure "${top.title}", using ${where}.`;
    case 'run_search_then_verify':
      return `Run the searches of "${top.title}" yourself and verify what you find; this service ran no web search.`;
  }
};

const noMatchSteps = (closest: readonly SkillOption[], filtered: readonly SkillSourceName[]): string[] => [
  'No curated option matched. Rephrase with the task and the thing it acts on, for example "fill in a PDF form" or "poll a travel research job".',
  ...(closest.length > 0
    ? ['The options listed are only the closest ones (match_strength weak): do not use them as an answer without checking that they fit.']
    : []),
  ...(filtered.length < SKILL_SOURCES.length
    ? [`Only these sources were searched: ${filtered.join(', ')}. Drop the sources filter to search all of them.`]
    : []),
  'If you need a capability this service lacks, describe it with POST /api/v1/api-requests.',
];

/** What the agent should do next with the ranked options; plain sentences it can follow. */
export const nextSteps = (options: readonly SkillOption[], match: SkillMatch, sources: readonly SkillSourceName[], requestId: string): string[] => {
  const [top] = options;
  if (top === undefined || match.status === 'no_curated_option_matched') return noMatchSteps(options, sources);
  const steps = [firstStep(top)];
  const [firstCondition] = top.branch_on;
  if (firstCondition !== undefined) steps.push(`Before acting, check the option's branch_on conditions, starting with: ${firstCondition}`);
  if (options.length > 1) steps.push('If the first option does not fit, read the best_for and limitations of the next ones before choosing.');
  steps.push(`Say whether an option worked with POST /api/v1/feedback, quoting request_id ${requestId}.`);
  return steps;
};
