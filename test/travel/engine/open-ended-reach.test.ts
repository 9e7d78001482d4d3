import { describe, expect, it } from 'vitest';
import { keepsHome } from '../../../src/travel/intent/home-only.js';
import { analysis } from './engine.js';

/** The pool of an open-ended search bounded from the origin: the home lands without a passport, a day's reach without flying. */
describe('home only', () => {
  it('reads a domestic trip or one without a passport in six languages, not a question about one', () => {
    const yes = [
      'my passport expired last year',
      'we would rather keep it domestic',
      'on part sans passeport',
      'viaje nacional por favor',
      'wir haben keinen Reisepass',
      'senza uscire dall’Italia? no: senza passaporto',
      'sem sair do país',
    ];
    const no = ['do we need a passport for Mexico?', 'Parque Nacional Los Glaciares', 'a lift pass for six days', 'passports are ready'];
    expect(yes.filter((t) => !keepsHome(t))).toEqual([]);
    expect(no.filter(keepsHome)).toEqual([]);
  });

  it('keeps a no-passport search from the US to the US and its territories, and says so', () => {
    const request = 'Two of us from Houston want beach and sun for a week in February 2027';
    const abroad = analysis({ user_request: request }).ranked.slice(0, 8);
    expect(abroad.some((r) => r.candidate.country !== 'US')).toBe(true);
    const a = analysis({ user_request: `${request}, but we have no passports` });
    const countries = new Set(a.ranked.map((r) => r.candidate.country));
    expect([...countries].filter((c) => !['US', 'PR', 'VI', 'GU', 'MP', 'AS'].includes(c))).toEqual([]);
    expect(a.ranked.length).toBeGreaterThanOrEqual(3);
    expect(a.understanding.understood.some((p) => p.field === 'destination' && p.value.includes('Puerto Rico'))).toBe(true);
  });

  it('leaves a request that names a place as it is', () => {
    const a = analysis({ user_request: 'From Chicago to Cancun in March 2027 for a week, my passport expired so I will renew it' });
    expect(a.scope.places.map((p) => p.country)).toEqual(['MX']);
  });
});

describe('reach without flying', () => {
  it('adds places a day away by road to an open-ended ski trip by car, and every result goes by road', () => {
    const a = analysis({ user_request: 'Skiing by car from Munich in February 2027, a week for two, we will not fly' });
    expect(a.ranked.length).toBeGreaterThanOrEqual(3);
    expect(a.ranked.every((r) => r.flight.profile.mode === 'ground')).toBe(true);
    expect(a.ranked.some((r) => r.candidate.coverage_mode !== 'curated_ready')).toBe(true);
    expect(a.gate.notes.join(' ')).toMatch(/within about 1000 km of MUC/);
  });
});

describe('a wish to swim', () => {
  it('leaves out places off the sea or with a cold sea when enough others suit a swim, and names them', () => {
    const a = analysis({ user_request: 'From Birmingham, late May 2027, a week where the kids can swim in the sea, under 4.5 hours flight' });
    expect(a.ranked.length).toBeGreaterThanOrEqual(3);
    expect(a.ranked.map((r) => r.candidate.id)).not.toContain('split-dalmatia');
    expect(a.gate.notes.join(' ')).toMatch(/poor for swimming in May .*left out: .*Split/);
  });

  it('puts the few places that suit a swim first when too few do, and keeps a named place whatever its sea', () => {
    const open = analysis({ user_request: 'Couple from Toulouse, swimming in the sea in November 2026, at most 4 hours flying' });
    expect(open.ranked.length).toBeGreaterThanOrEqual(3);
    expect(open.ranked[0]?.candidate.id).toBe('malta');
    expect(open.gate.notes.join(' ')).toMatch(/Only 1 candidate\(s\) are on the sea/);
    const named = analysis({ user_request: 'Mallorca in November 2026 from Toulouse, we want to swim in the sea' });
    expect(named.ranked[0]?.candidate.id).toBe('mallorca');
  });
});
