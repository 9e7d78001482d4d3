import { describe, expect, it } from 'vitest';
import { SkillSearchRequest } from '../../src/contracts/skills.js';
import { compileSchema } from '../helpers/schema.js';

const validate = compileSchema(SkillSearchRequest);

describe('SkillSearchRequest schema', () => {
  it('accepts a query alone and a query with every field', () => {
    expect(validate({ query: 'fill in a pdf form for my user' })).toBe(true);
    expect(validate({ query: 'fill in a pdf form for my user', max_results: 10, sources: ['vendor_labs_skills', 'web_search_pattern'] })).toBe(true);
  });

  it.each([
    ['missing query', {}],
    ['query shorter than 12 characters', { query: 'pdf form' }],
    ['query of the wrong type', { query: 42 }],
    ['unknown field', { query: 'fill in a pdf form for my user', limit: 3 }],
    ['max_results below 1', { query: 'fill in a pdf form for my user', max_results: 0 }],
    ['max_results above 10', { query: 'fill in a pdf form for my user', max_results: 11 }],
    ['fractional max_results', { query: 'fill in a pdf form for my user', max_results: 2.5 }],
    ['unknown source', { query: 'fill in a pdf form for my user', sources: ['github'] }],
    ['empty sources', { query: 'fill in a pdf form for my user', sources: [] }],
    ['repeated source', { query: 'fill in a pdf form for my user', sources: ['svc_skill_library', 'svc_skill_library'] }],
    ['oversized query', { query: 'x'.repeat(2001) }],
  ])('rejects %s', (_label, body) => {
    expect(validate(body)).toBe(false);
  });

  it('declares the documented default of max_results', () => {
    expect(SkillSearchRequest.properties.max_results.default).toBe(5);
  });
});
