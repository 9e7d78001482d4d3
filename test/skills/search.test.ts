import { describe, expect, it } from 'vitest';
import { SKILL_SOURCES, SkillSearchResponse } from '../../src/contracts/skills.js';
import { searchSkills } from '../../src/skills/search.js';
import { compileSchema } from '../helpers/schema.js';

const validate = compileSchema(SkillSearchResponse);
const deps = { requestId: 'req_test_1' };

const QUERIES = [
  'fill in a fillable pdf form with the customer details',
  'how do I poll the travel research job after research_pending',
  'verify a statistic from a news article against its primary source',
  'zxqv blorp frobnicate quux',
];

describe('searchSkills', () => {
  it.each(QUERIES)('returns a response that validates against SkillSearchResponse: %s', (query) => {
    const response = searchSkills({ query }, deps);
    expect(validate(response), JSON.stringify(validate.errors)).toBe(true);
    expect(response.product).toBe('skill_search_v0');
    expect(response.request_id).toBe('req_test_1');
    expect(response.truth_boundaries).toEqual({
      executes_skill: false,
      installs_dependencies: false,
      guarantees_best_option: false,
      live_web_search: false,
    });
  });

  it('returns five options by default and honours max_results', () => {
    const query = 'edit a word document with tracked changes';
    expect(searchSkills({ query }, deps).options).toHaveLength(5);
    expect(searchSkills({ query, max_results: 1 }, deps).options).toHaveLength(1);
    expect(searchSkills({ query, max_results: 10 }, deps).options).toHaveLength(10);
    expect(searchSkills({ query, max_results: 2 }, deps).query.max_results).toBe(2);
  });

  it('reports the interpretation it ranked with', () => {
    const { query } = searchSkills({ query: 'offline: extract the tables from this PDF with official sources' }, deps);
    expect(query).toEqual({
      text: 'offline: extract the tables from this PDF with official sources',
      task: 'extract',
      artifacts: ['pdf'],
      constraints: ['offline_only', 'official_sources_only'],
      expanded_terms: ['pdf'],
      sources_considered: [...SKILL_SOURCES],
      max_results: 5,
    });
  });

  it('filters by source and says which sources it considered', () => {
    const response = searchSkills({ query: 'check a used bike listing price before buying', sources: ['web_search_pattern'], max_results: 10 }, deps);
    expect(response.options.length).toBeGreaterThan(0);
    expect(response.options.every((option) => option.source === 'web_search_pattern')).toBe(true);
    expect(response.query.sources_considered).toEqual(['web_search_pattern']);
  });

  it('ranks the option that does the asked task on the asked artifact first, with reasons', () => {
    const [top] = searchSkills({ query: 'user sent a fillable pdf, put their address into the form fields' }, deps).options;
    expect(top?.id).toBe('vendor.pdf');
    expect(top?.match_reasons).toContain('does the task: fill_form');
    expect(top?.match_reasons).toContain('about: pdf');
  });

  it('drops options that need a web search when the agent says it is offline', () => {
    const query = 'check the opening hours of the museum for the plan';
    const online = searchSkills({ query, max_results: 10 }, deps).options.map((o) => o.actionability);
    const offline = searchSkills({ query: `${query}, we are offline with no internet`, max_results: 10 }, deps).options.map((o) => o.actionability);
    expect(online[0]).toBe('run_search_then_verify');
    expect(offline.length).toBeGreaterThan(0);
    expect(offline).not.toContain('run_search_then_verify');
  });

  it('is deterministic', () => {
    const input = { query: 'write a status update for the team and put it in slides', max_results: 10 };
    expect(searchSkills(input, deps)).toEqual(searchSkills(input, deps));
  });

  it('gives next steps that name the top option and the request id', () => {
    const response = searchSkills({ query: 'pull the tables out of a pdf report' }, deps);
    const [top] = response.options;
    expect(response.next_steps[0]).toContain(top?.title);
    expect(response.next_steps.at(-1)).toContain('req_test_1');
  });

  it('says how to rephrase when nothing matches, and mentions a sources filter', () => {
    const response = searchSkills({ query: 'zxqv blorp frobnicate quux', sources: ['svc_skill_library'] }, deps);
    expect(response.match.status).toBe('no_curated_option_matched');
    expect(response.options.length).toBeLessThanOrEqual(3);
    expect(response.options.every((o) => o.match_strength === 'weak' && o.relevance < response.match.match_threshold)).toBe(true);
    expect(response.next_steps[0]).toMatch(/No curated option matched/);
    expect(response.next_steps.join(' ')).toContain('Only these sources were searched: svc_skill_library');
  });
});
