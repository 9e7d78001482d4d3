import { describe, expect, it } from 'vitest';
import {
  chooseThresholds,
  everyRole,
  figures,
  outOfFold,
  outOfGroup,
  predict,
  RULES_ONLY,
  train,
  type CaseFacts,
  type Example,
} from '../../../scripts/place-roles/learn.js';
import { ROLE_CLASSES, type RoleClass } from '../../../src/travel/intent/role-features.js';
import { decideRole, placeRoleModel, roleProbabilities } from '../../../src/travel/intent/role-model.js';
import { examplesOf } from '../../../scripts/place-roles/dev-cases.js';
import { gazetteer, parseRequest } from './read-request.js';

/**
 * A tiny synthetic set: the governing word decides the role, the rules agree except where the word says a place is only
 * mentioned (they read those as destinations), and one word says nothing of the role.
 */
const CUES: Array<[string, RoleClass, RoleClass]> = [
  ['cue=from', 'origin', 'origin'],
  ['cue=to', 'destination', 'destination'],
  ['cue=not', 'excluded', 'excluded'],
  ['cue=lives', 'other', 'destination'],
];
function synthetic(n: number, prefix: string): Example[] {
  return Array.from({ length: n }, (_, i) => {
    const [cue, label, rule] = CUES[i % CUES.length] as [string, RoleClass, RoleClass];
    return { caseId: `${prefix}${i}`, features: ['bias', cue, `r=${rule}`, `w=${i % 7}`], rule, label };
  });
}
const factsOf = (ex: readonly Example[]) => new Map<string, CaseFacts>(ex.map((e) => [e.caseId, { id: e.caseId, partialAnyway: false, missing: false }]));

describe('the place-role trainer (scripts/place-roles/learn.ts)', () => {
  const trainSet = synthetic(80, 't');
  const heldOut = synthetic(20, 'h');
  const weights = train(trainSet, 0.001, 256, 60);

  it('learns when to overrule the rules and gives the same weights and held-out figure on every run', () => {
    const probs = heldOut.map((e) => predict(weights, e, 256));
    const t = everyRole(0.7, 0.3);
    const f = figures(heldOut, probs, factsOf(heldOut), t);
    expect(f.accuracy).toBe(1);
    expect(f.perClass.other).toEqual({ right: 5, n: 5 });
    expect(f.completeRight).toBe(20);
    expect(f.silent).toBe(0);
    expect(figures(heldOut, probs, factsOf(heldOut), RULES_ONLY).silent).toBe(5);
    expect(train(trainSet, 0.001, 256, 60)).toEqual(weights);
  });

  it('abstains where the features say nothing of the role, and picks thresholds on out-of-fold probabilities', () => {
    const blank: Example = { caseId: 'x', features: ['bias'], rule: 'destination', label: 'destination' };
    const p = predict(weights, blank, 256);
    expect(Math.max(...p)).toBeLessThan(0.5);
    expect(decideRole(p, 'destination', everyRole(0.7, 0.3), false).abstained).toBe(true);
    const probs = outOfFold(trainSet, 0.001, 4, 256, 60);
    const t = chooseThresholds(trainSet, probs, factsOf(trainSet));
    expect(t.override.destination).toBeLessThanOrEqual(0.95);
  });
});

describe("thresholds per rules' role (scripts/place-roles/learn.ts)", () => {
  it('doubts a role only where the doubt pays: not a right "other" the model is unsure of, but a wrong destination', () => {
    // [rule, label, probabilities in ROLE_CLASSES order (origin, destination, excluded, other)], 20 requests of each.
    const kinds: Array<[RoleClass, RoleClass, number[]]> = [
      ['other', 'other', [0.1, 0.45, 0.05, 0.4]],
      ['destination', 'excluded', [0.02, 0.45, 0.5, 0.03]],
      ['destination', 'destination', [0.02, 0.9, 0.05, 0.03]],
    ];
    const examples: Example[] = kinds.flatMap(([rule, label], k) => Array.from({ length: 20 }, (_, i) => ({ caseId: `${k}-${i}`, features: [], rule, label })));
    const probs = kinds.flatMap(([, , p]) => Array.from({ length: 20 }, () => p));
    const t = chooseThresholds(examples, probs, factsOf(examples));
    expect(t.abstain.other).toBeLessThanOrEqual(0.4);
    expect(t.abstain.destination).toBeGreaterThan(0.45);
    const f = figures(examples, probs, factsOf(examples), t);
    expect(f.silent).toBe(0);
    expect(f.completeRight).toBe(40);
  });
});

describe('cross-validation by set (scripts/place-roles/learn.ts)', () => {
  it('reads each set with a model that never saw it, trains on the ungrouped examples always and never predicts them', () => {
    // Set 1 alone teaches that its cue marks a place only mentioned; left out, that lesson is unknown to the model reading it.
    const seen = synthetic(40, 'a');
    const only: Example[] = Array.from({ length: 12 }, (_, i) => ({
      caseId: `b${i}`,
      features: ['bias', 'cue=aside', 'r=destination'],
      rule: 'destination',
      label: 'other',
    }));
    const always: Example[] = [{ caseId: 'sgd', features: ['bias', 'cue=to', 'r=destination'], rule: 'destination', label: 'destination' }];
    const all = [...seen, ...only, ...always];
    const groupOf = (e: Example) => (e.caseId.startsWith('a') ? 0 : e.caseId.startsWith('b') ? 1 : null);
    const probs = outOfGroup(all, groupOf, 2, 0.001, 256, 60);
    const other = ROLE_CLASSES.indexOf('other');
    expect(probs[seen.length]?.[other]).toBeLessThan(0.5);
    expect(predict(train(all, 0.001, 256, 60), only[0] as Example, 256)[other]).toBeGreaterThan(0.5);
    expect(probs.at(-1)).toEqual([]);
  });
});

describe('training labels aligned with the gold (scripts/place-roles/dev-cases.ts)', () => {
  const row = (text: string, origin: string[], destination: string[]) => ({
    id: text,
    text,
    reference_date: '2026-03-01',
    gold: { origin, destination, excluded: [] },
    stated: [],
  });

  it('gives a mention the role of the gold place its words name, even where the resolver chose another reading', () => {
    // "Québec" alone is read as the province; the gold names the city: the role (origin) is what is learnt.
    const { examples } = examplesOf([row('On part de Québec en voiture le vendredi matin pour New York.', ['Quebec City|CA'], ['New York|US'])], gazetteer);
    expect(examples.map((e) => e.label)).toEqual(['origin', 'destination']);
  });

  it('labels a mention no gold place aligns with as only mentioned', () => {
    const { examples } = examplesOf([row('Nous habitons à Lyon et voulons une semaine à Lisbonne en mai.', [], ['Lisbon|PT'])], gazetteer);
    expect(examples.map((e) => e.label)).toEqual(['other', 'destination']);
  });
});

describe('the shipped place-role model (data/travel/place-roles.json)', () => {
  const model = placeRoleModel();
  const doubted = (text: string) =>
    parseRequest(text)
      .understanding.unresolved.filter((u) => u.code === 'place_role_uncertain')
      .map((u) => u.text);

  it.each([
    ['We live in Leeds and would like ten days in Lisbon in May, two adults.', 'Leeds', ['Lisbon'], []],
    ['Wir wohnen in Köln und möchten im August zwei Wochen nach Split, aber nicht nach Dubrovnik.', 'Köln', ['Split'], ['Dubrovnik']],
    ['Salimos de Sevilla y queremos ir a Roma en octubre, dos adultos.', 'Sevilla', ['Rome'], []],
    ['Partiamo da Torino e vorremmo andare a Lisbona a settembre.', 'Turin', ['Lisbon'], []],
  ])('agrees with the rules where they are plain, and says nothing: %s', (text, origin, goes, not) => {
    const p = parseRequest(text);
    expect(p.details.origin.name).toBe(origin);
    expect(p.hard_places.map((x) => x.name)).toEqual(goes);
    expect(p.excluded_places.map((x) => x.name)).toEqual(not);
    expect(doubted(text)).toEqual([]);
  });

  it('a place where someone lives is neither origin nor destination, and a role it is unsure of is asked about', () => {
    const text = 'Minha mãe mora em Recife e nós queremos ir para Roma em abril.';
    const p = parseRequest(text);
    expect(p.details.origin.name).toBe(null);
    expect(p.hard_places.map((x) => x.name)).toEqual(['Rome']);
    expect(doubted(text)).toEqual(['Recife']);
  });

  it('a wish after a refusal it is not sure enough to overrule is asked about, never answered complete', () => {
    const text = 'summer holiday from leeds not majorca we did majorca twice already maybe menorca or ibiza in july';
    const p = parseRequest(text);
    expect(p.understanding.status).toBe('partial');
    expect(doubted(text)).toContain('menorca');
  });

  it('reports a role it doubts instead of answering complete, keeping the rules reading and asking', () => {
    const text = 'vacaciones desde sevilla no mallorca que ya fuimos dos veces quizás menorca o ibiza en julio';
    const p = parseRequest(text);
    expect(doubted(text)).toContain('menorca');
    expect(p.understanding.status).toBe('partial');
    expect(p.excluded_places.map((x) => x.name)).toContain('Menorca');
    expect(p.understanding.clarifying_questions.some((q) => q.question.includes('"menorca"'))).toBe(true);
  });

  it('records what it was trained on and its held-out figures apart from the training figures', () => {
    const about = (model as unknown as { about: { training_files: Array<{ file: string }>; held_out: { file: string; model: { accuracy: number } } } }).about;
    expect(about.training_files.map((f) => f.file)).not.toContain(about.held_out.file);
    expect(about.held_out.model.accuracy).toBeGreaterThan(0.5);
    expect(roleProbabilities(model, ['bias']).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });
});
