import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unsettledPairs } from '../../../scripts/travel/build-entry-unsettled.js';
import { VISA_INPUT, visaRules } from '../../../scripts/travel/build-visa-rules.js';
import { readPinnedAt } from '../../../scripts/travel/pinned-input.js';
import { readAsks } from '../../../src/travel/intent/asks.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import {
  hasMedicalRule,
  idCardRule,
  medicalAskWords,
  medicalRules,
  namesIdCard,
  permitRules,
  railPassRule,
  schengenVisaRule,
} from '../../../src/travel/knowledge/models/travel-rules.js';
import { entryRequirement, passportOf } from '../../../src/travel/knowledge/models/visa-rules.js';
import { readTravelJson } from '../../../src/travel/knowledge/data-files.js';

describe('entry requirements from the Passport Index data', () => {
  it('answers real rows of the dataset', () => {
    expect(entryRequirement('IN', 'FR').requirement).toBe('visa_required');
    expect(entryRequirement('IN', 'GB').requirement).toBe('visa_required');
    expect(entryRequirement('GB', 'IN').requirement).toBe('e_visa');
    expect(entryRequirement('US', 'GB').requirement).toBe('eta');
    expect(entryRequirement('AU', 'US').requirement).toBe('eta');
    expect(entryRequirement('IL', 'IR').requirement).toBe('no_admission');
    expect(entryRequirement('DE', 'TH')).toMatchObject({ requirement: 'visa_free', days: 60 });
    expect(entryRequirement('US', 'CA')).toMatchObject({ requirement: 'visa_free', days: 180 });
  });

  it('gives free movement inside the EU as visa-free without a day limit', () => {
    const rule = entryRequirement('FR', 'ES');
    expect(rule.requirement).toBe('visa_free');
    expect(rule.days).toBeUndefined();
  });

  it('cites the dataset and its date on every answer', () => {
    const rule = entryRequirement('IN', 'FR');
    expect(rule.source).toMatch(/Passport Index/);
    expect(rule.source).toMatch(/a46dbc872002/);
    expect(rule.as_of).toBe('2025-01-12');
  });

  it('lays the rules changed after the dataset over it, citing the change, and leaves the other passports alone', () => {
    const brazil = entryRequirement('US', 'BR');
    expect(brazil.requirement).toBe('e_visa');
    expect(brazil.source).toMatch(/Brazil, Ministry of Foreign Affairs/);
    expect(brazil.as_of).toBe('2025-04-10');
    expect(entryRequirement('FR', 'GB')).toMatchObject({ requirement: 'eta', as_of: '2025-04-02' });
    expect(entryRequirement('IE', 'GB').requirement).toBe('visa_free');
    expect(entryRequirement('GB', 'BR')).toMatchObject({ requirement: 'visa_free', days: 90, as_of: '2025-01-12' });
  });

  it('says unknown for a passport or destination outside the data, and own country for a domestic trip', () => {
    expect(entryRequirement('US', 'PR').requirement).toBe('unknown');
    expect(entryRequirement('ZZ', 'FR').requirement).toBe('unknown');
    expect(entryRequirement('JP', 'JP').requirement).toBe('own_country');
  });

  it("gives a territory's people the sovereign's passport, and leaves countries with their own", () => {
    expect(passportOf('PR')).toBe('US');
    expect(passportOf('RE')).toBe('FR');
    expect(passportOf('HK')).toBe('HK');
    expect(passportOf('IN')).toBe('IN');
  });
});

describe('build-visa-rules', () => {
  const csv = [
    'Passport,Destination,Requirement',
    'AA,AA,-1',
    'AA,BB,90',
    'AA,CC,90',
    'AA,DD,e-visa',
    'BB,AA,visa required',
    'BB,BB,-1',
    'BB,CC,visa required',
    'BB,DD,eta',
  ].join('\n');

  it('keeps each passport default and lists the other destinations by requirement', () => {
    expect(visaRules(csv)).toEqual({
      destinations: 'AA BB CC DD',
      passports: { AA: { default: '90', 'e-visa': 'DD' }, BB: { default: 'visa required', eta: 'DD' } },
    });
  });

  it('refuses a requirement value it does not know', () => {
    expect(() => visaRules(`${csv}\nAA,EE,maybe`)).toThrow(/unknown requirement/);
  });

  it("rejects an input that differs from the pinned file's SHA-256", () => {
    const dir = mkdtempSync(join(tmpdir(), 'visa-rules-'));
    try {
      const git = (...args: string[]) => execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { encoding: 'utf8' });
      git('init', '-q');
      writeFileSync(join(dir, VISA_INPUT.path), csv);
      git('add', VISA_INPUT.path);
      git('commit', '-q', '-m', 'changed input');
      const head = git('rev-parse', 'HEAD').trim();
      expect(() => readPinnedAt(dir, head, VISA_INPUT.path, VISA_INPUT.sha256)).toThrow(/SHA-256/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('travel rules beside the entry data (travel-rules.json)', () => {
  it('says whether an identity card is enough from the agreement or the refusal that names the pair', () => {
    expect(idCardRule('IT', 'ES', 'Italy', 'Spain')?.text).toMatch(/accepted instead of a passport.*EU free movement/);
    expect(idCardRule('BR', 'CL', 'Brazil', 'Chile')?.text).toMatch(/Mercosur/);
    expect(idCardRule('BE', 'GB', 'Belgium', 'United Kingdom')?.text).toMatch(/not enough.*passport/);
    expect(idCardRule('IT', 'BA', 'Italy', 'Bosnia')?.text).toMatch(/accepted/);
    expect(idCardRule('BR', 'ES', 'Brazil', 'Spain')).toBeNull();
    expect(idCardRule('IN', 'AE', 'India', 'UAE')).toBeNull();
  });

  it('answers dialysis by the European health insurance card area, and pregnancy and powered chairs by the airline rules', () => {
    expect(
      medicalRules(['dialysis'], '', 'ES', 'Tenerife')
        .map((r) => r.text)
        .join(' '),
    ).toMatch(/GHIC/);
    expect(
      medicalRules(['dialysis'], '', 'ID', 'Bali')
        .map((r) => r.text)
        .join(' '),
    ).toMatch(/outside the EHIC area/);
    expect(medicalRules(['pregnancy'], '', 'AE', 'Dubai')[0]?.text).toMatch(/36 weeks/);
    expect(medicalRules(['reduced_mobility'], 'power wheelchair', 'AT', 'Vienna')[0]?.text).toMatch(/300 Wh/);
    expect(medicalRules(['reduced_mobility'], 'walking stick', 'AT', 'Vienna')).toEqual([]);
    expect(hasMedicalRule(['heart_or_lung'])).toBe(false);
  });

  it('calls for the dialysis rules by the words health-conditions.json gives dialysis, the list the reader states the condition by', () => {
    const conditions = readTravelJson<{ conditions: Array<{ id: string; words: string }> }>('health-conditions.json').conditions;
    const words = conditions.find((c) => c.id === 'dialysis')?.words.split('|') ?? [];
    expect(words.length).toBeGreaterThan(8);
    const asked = (text: string) => readAsks(tokenize(text)).map((a) => a.topic);
    for (const word of words) {
      expect(
        medicalRules([], `is ${word} possible there?`, 'PT', 'Lisbon').map((r) => r.text),
        word,
      ).toEqual([expect.stringMatching(/GHIC/)]);
      expect(
        medicalRules([], word, 'ID', 'Bali').map((r) => r.text),
        word,
      ).toEqual([expect.stringMatching(/outside the EHIC area/)]);
      expect(asked(`Can my father get ${word} there?`), word).toContain('medical');
    }
    expect(medicalAskWords()).toEqual(expect.arrayContaining(words));
    // The words of a condition no rule is asked by call for none.
    expect(medicalRules([], 'insulin', 'PT', 'Lisbon')).toEqual([]);
    expect(medicalRules([], 'pregnant', 'PT', 'Lisbon')).toEqual([]);
  });

  it('tells which countries the rail pass covers and offers one Schengen visa only in the Schengen area', () => {
    expect(railPassRule('HR', 'Croatia').text).toMatch(/is covered/);
    expect(railPassRule('AL', 'Albania').text).toMatch(/is not covered/);
    expect(railPassRule('MT', 'Malta').text).toMatch(/no passenger railway/);
    expect(schengenVisaRule('CH')?.text).toMatch(/main destination/);
    expect(schengenVisaRule('GB')).toBeNull();
  });

  it('names the permits and government fees of a protected trek or park, and none elsewhere', () => {
    const at = (id: string, country: string, lat: number, lon: number) => permitRules({ id, country, admin1: null, lat, lon }).map((r) => r.text);
    expect(at('gz:khumbu', 'NP', 27.99, 86.83).join(' ')).toMatch(/Sagarmatha National Park entry permit/);
    expect(at('cusco-machu-picchu', 'PE', -13.53, -71.97).join(' ')).toMatch(/licensed operators/);
    expect(at('gz:galapagos', 'EC', -0.9, -89.6).join(' ')).toMatch(/Galapagos National Park entrance fee/);
    expect(at('lisbon', 'PT', 38.72, -9.14)).toEqual([]);
  });

  it('reads an identity card as the documents question, over an earlier passport mention', () => {
    const asked = (text: string) => readAsks(tokenize(text)).map((a) => a.topic);
    const toks = tokenize("Niente passaporto, ho solo la carta d'identità: basta?");
    const docs = readAsks(toks).find((a) => a.topic === 'documents');
    expect(
      namesIdCard(
        toks
          .slice(docs?.start, docs?.end)
          .map((t) => t.raw)
          .join(' '),
      ),
    ).toBe(true);
    expect(asked('Flying with a power wheelchair to Vienna')).toContain('medical');
    expect(asked('Is Croatia on the Eurail pass?')).toContain('rail');
  });
});

describe('entry rules the dataset has not settled', () => {
  const csv = (rows: string[]) => ['Passport,Destination,Requirement', ...rows].join('\n');

  it('are the pairs that went from a lax rule to visa required and back, not a one-way change', () => {
    const pairs = unsettledPairs([
      csv(['GB,GH,visa required', 'FR,CN,visa required', 'US,TR,visa on arrival']),
      csv(['GB,GH,visa on arrival', 'FR,CN,visa required', 'US,TR,visa required']),
      csv(['GB,GH,visa required', 'FR,CN,15', 'US,TR,visa required']),
      csv(['GB,GH,visa on arrival', 'FR,CN,15', 'US,TR,90']),
    ]);
    expect(Object.fromEntries(pairs)).toEqual({ GH: ['GB'], TR: ['US'] });
  });

  it('are unknown, citing the dataset updates that disagree, while settled rows keep their answer', () => {
    expect(entryRequirement('GB', 'GH')).toMatchObject({ requirement: 'unknown', unsettled: true, source: expect.stringMatching(/23 updates/) });
    expect(entryRequirement('FR', 'CN').requirement).toBe('visa_free');
  });
});
