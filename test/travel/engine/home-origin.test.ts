import { describe, expect, it } from 'vitest';
import { analysis } from './engine.js';

/** The traveller's own city is no destination, unless they name it. */
describe("the origin's own area", () => {
  it('is left out of the candidates, and the answer says so', () => {
    const a = analysis({ user_request: 'City break in the UK from London in May for two' });
    expect(a.ranked.map((r) => r.candidate.name)).not.toContain('London');
    expect(a.ranked.length).toBeGreaterThan(2);
    expect(a.gate.notes.join(' ')).toMatch(/London left out: within 50 km of the origin airport LHR/);
  });

  it('is left out when the traveller names the state around it beside another place (Gauteng and Mpumalanga from Johannesburg)', () => {
    const a = analysis({ user_request: 'Two weeks in Gauteng and Mpumalanga in October', origin: 'JNB' });
    expect(a.ranked.map((r) => r.candidate.name)).not.toContain('Johannesburg');
    expect(a.ranked.length).toBeGreaterThan(0);
    expect(a.gate.notes.join(' ')).toMatch(/Johannesburg(, Pretoria)? left out: within 50 km of the origin airport JNB/);
  });

  it('stays when the traveller names it', () => {
    const a = analysis({ user_request: 'Staycation in London in May', origin: 'LHR' });
    expect(a.ranked[0]?.candidate.name).toBe('London');
  });
});
