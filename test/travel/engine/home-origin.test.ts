import { describe, expect, it } from 'vitest';
import { MIN_RESULTS } from '../../../src/travel/engine/gate/gate.js';
import { analysis } from './engine.js';

/** The traveller's own city is no destination, unless they name it. */
describe("the origin's own area", () => {
  it('is left out of the candidates, and the answer says so', () => {
    const a = analysis({ user_request: 'City break in the UK from London in May for two' });
    expect(a.ranked.map((r) => r.candidate.name)).not.toContain('London');
    const europe = analysis({ user_request: 'City break in Europe in October from LHR for two' });
    expect(europe.ranked.map((r) => r.candidate.name)).not.toContain('London');
    expect(a.ranked.length).toBeGreaterThan(2);
    expect(a.gate.notes.join(' ')).toMatch(/London left out: within 50 km of the origin airport LHR/);
  });

  it('is left out when the traveller names the state around it beside another place (Gauteng and Mpumalanga from Johannesburg)', () => {
    const a = analysis({ user_request: 'Two weeks in Gauteng and Mpumalanga in October', origin: 'JNB' });
    expect(a.ranked.map((r) => r.candidate.name)).not.toContain('Johannesburg');
    expect(a.ranked.length).toBeGreaterThanOrEqual(MIN_RESULTS);
    expect(a.gate.notes.join(' ')).toMatch(/Johannesburg(, [A-Z][a-z]+)* left out: within 50 km of the origin airport JNB/);
  });

  it('stays when every place named is the region around it (a week in Catalonia from Barcelona, a staycation)', () => {
    for (const input of [
      { user_request: 'Staycation somewhere in Catalonia in May', origin: 'BCN' },
      { user_request: 'Una semana en Cataluña en mayo desde Barcelona' },
      { user_request: 'Ten days in Tuscany in May', origin: 'FLR' },
    ]) {
      const a = analysis(input);
      expect(a.ranked.map((r) => r.candidate.name)).toContain(a.trip.origin === 'FLR' ? 'Florence' : 'Barcelona');
      expect(a.ranked.length).toBeGreaterThanOrEqual(MIN_RESULTS);
    }
  });

  it('stays for a day trip, which goes out and back from home', () => {
    for (const user_request of ['Day trip to the Reef from Cairns', 'Tagesausflug ab Cairns zum Riff']) {
      const a = analysis({ user_request });
      expect(a.ranked.map((r) => r.candidate.name)).toContain('Cairns and the Great Barrier Reef');
      expect(a.gate.notes.join(' ')).not.toMatch(/left out: within 50 km/);
    }
  });

  it('stays when the traveller names it', () => {
    const a = analysis({ user_request: 'Staycation in London in May', origin: 'LHR' });
    expect(a.ranked[0]?.candidate.name).toBe('London');
  });
});
