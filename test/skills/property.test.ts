import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SKILL_SOURCES, SkillSearchResponse } from '../../src/contracts/skills.js';
import { searchSkills } from '../../src/skills/search.js';
import { compileSchema } from '../helpers/schema.js';

const validate = compileSchema(SkillSearchResponse);

const words = fc.constantFrom('pdf', 'form', 'offline', 'svc', 'poll', 'check', 'the', 'skill', 'deal', 'vs', '429', 'ünïcode', '(.*)', '\\', '"', 'travel');
const query = fc.oneof(
  fc.string({ minLength: 12, maxLength: 300 }),
  fc
    .array(words, { minLength: 3, maxLength: 200 })
    .map((parts) => parts.join(' '))
    .filter((text) => text.length >= 12 && text.length <= 2000),
);

describe('searchSkills on arbitrary valid input', () => {
  it('never throws, stays within max_results and the sources filter, and always validates', () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 10 }), fc.subarray([...SKILL_SOURCES], { minLength: 1 }), (text, maxResults, sources) => {
        const response = searchSkills({ query: text, max_results: maxResults, sources }, { requestId: 'prop' });
        expect(validate(response), JSON.stringify(validate.errors)).toBe(true);
        expect(response.options.length).toBeLessThanOrEqual(maxResults);
        expect(response.options.every((option) => sources.includes(option.source))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('answers a maximal 2000-character query of repeated words like the short one', () => {
    const text = Array.from({ length: 400 }, (_, i) => ['check', 'pdf', 'travel', 'deal', 'skill'][i % 5])
      .join(' ')
      .slice(0, 2000);
    const long = searchSkills({ query: text }, { requestId: 'long' });
    const short = searchSkills({ query: 'check pdf travel deal skill' }, { requestId: 'long' });
    expect(long.options.map((o) => o.id)).toEqual(short.options.map((o) => o.id));
  });
});
