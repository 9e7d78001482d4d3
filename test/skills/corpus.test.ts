import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SKILL_SOURCES } from '../../src/contracts/skills.js';
import { DEFAULT_SKILL_DATA_DIR, readSkillCorpus } from '../../src/skills/corpus.js';

const corpus = readSkillCorpus();

const tempCorpus = (files: Record<string, unknown>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'skills-corpus-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(content));
  return dir;
};

const shippedFile = (name: string) => JSON.parse(readFileSync(join(DEFAULT_SKILL_DATA_DIR, name), 'utf8')) as { options: Array<Record<string, unknown>> };

describe('shipped skill corpus', () => {
  it('has at least 120 options across all three sources', () => {
    console.log('skill corpus size', corpus.length, Object.fromEntries(SKILL_SOURCES.map((s) => [s, corpus.filter((e) => e.option.source === s).length])));
    expect(corpus.length).toBeGreaterThanOrEqual(120);
    for (const source of SKILL_SOURCES) expect(corpus.filter((e) => e.option.source === source).length).toBeGreaterThanOrEqual(30);
  });

  it('gives every option its provenance with an as-of date', () => {
    for (const { option } of corpus) {
      expect(option.provenance.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(option.provenance.location.length).toBeGreaterThan(5);
    }
  });

  it('never claims a vendor package or search recipe was checked with the service', () => {
    for (const { option } of corpus.filter((e) => e.option.source !== 'svc_skill_library')) {
      expect(option.provenance.verification).not.toBe('maintained_with_service');
    }
  });

  it('keeps id prefix, source and provenance basis consistent', () => {
    const expected = {
      vendor_labs_skills: ['vendor.', 'vendor_public_package'],
      svc_skill_library: ['svc.', 'svc_procedure'],
      web_search_pattern: ['web.', 'search_recipe'],
    } as const;
    for (const { option } of corpus) {
      const [prefix, basis] = expected[option.source];
      expect(option.id.startsWith(prefix), option.id).toBe(true);
      expect(option.provenance.basis, option.id).toBe(basis);
    }
  });

  it('uses actionability that fits each source', () => {
    const recipes = corpus.filter((e) => e.option.source === 'web_search_pattern');
    expect(recipes.every((e) => e.option.actionability === 'run_search_then_verify')).toBe(true);
    const procedures = corpus.filter((e) => e.option.source === 'svc_skill_library');
    expect(procedures.every((e) => e.option.actionability === 'copy_or_adapt_skill')).toBe(true);
  });
});

describe('readSkillCorpus', () => {
  it('rejects a file with an option missing a required field', () => {
    const file = shippedFile('svc-skill-library.json');
    const [first] = file.options;
    delete first?.limitations;
    expect(() => readSkillCorpus(tempCorpus({ 'bad.json': file }))).toThrow(/invalid.*limitations/);
  });

  it('rejects an option using a task outside the vocabulary', () => {
    const file = shippedFile('svc-skill-library.json');
    if (file.options[0]) file.options[0].tasks = ['teleport'];
    expect(() => readSkillCorpus(tempCorpus({ 'bad.json': file }))).toThrow(/invalid/);
  });

  it('rejects the same id in two files', () => {
    const file = shippedFile('svc-skill-library.json');
    expect(() => readSkillCorpus(tempCorpus({ 'a.json': file, 'b.json': file }))).toThrow(/svc\.activation-first-key appears more than once/);
  });
});
