import { describe, expect, it } from 'vitest';
import { onTheSea, seaTemperature, warmthComfort, WARMTH_MODEL } from '../../../src/travel/engine/climate-comfort.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';
import type { ClimateMonth } from '../../../src/travel/knowledge/types.js';
import { analysis } from './engine.js';

/** Twelve months of normals from the highs; lows 7 C below, a few dry days. */
const normals = (highs: readonly number[]): ClimateMonth[] =>
  highs.map((high_c, i) => ({ month: i + 1, high_c, low_c: high_c - 7, precip_mm: 30, rainy_days: 4 }) as ClimateMonth);
const subtropical = normals([21, 21, 22, 23, 24, 26, 28, 29, 28, 26, 24, 22]);
const temperate = normals([16, 17, 19, 21, 24, 28, 31, 31, 28, 23, 19, 17]);

const gazetteer = loadGazetteer();
const read = (user_request: string) => parseIntent({ user_request, reference_date: '2026-03-01' }, { now: () => new Date('2026-03-01'), gazetteer });
const wishedC = (text: string) => read(text).details.warmth_min_c;
const rank = (user_request: string) => analysis({ user_request }).ranked.map((r) => r.candidate.name);
const position = (names: readonly string[], part: string) => names.findIndex((n) => n.includes(part));

describe('warmth wishes', () => {
  it('reads a temperature wished for in the six languages, its scale, a range by its low end', () => {
    expect(wishedC('at least 25°C please')).toBe(25);
    expect(wishedC('du soleil et 26 degrés')).toBe(26);
    expect(wishedC('mindestens 24 Grad')).toBe(24);
    expect(wishedC('entre 27 y 30 grados')).toBe(27);
    expect(wishedC('Between 20 and 25 degrees in May')).toBe(20);
    expect(wishedC('almeno 23 gradi')).toBe(23);
    expect(wishedC('pelo menos 28 graus')).toBe(28);
    expect(wishedC('somewhere 80F or warmer')).toBe(27);
    expect(wishedC('over 80 degrees')).toBe(27);
  });

  it('reads no wish from a ceiling, an excess, a negation, the past or a temperature nobody asks for', () => {
    for (const text of [
      'below 30 degrees please',
      'Máximo por debajo de los 30 grados',
      'Massime sotto i 29 gradi',
      '3 nights for 25 people',
      'Last August it was 38 degrees in Athens, so Scotland this time',
      'Im Sommer hatten wir 39 Grad, diesmal lieber Skandinavien',
      '32 degrees is too hot for the kids',
      'Con 34 gradi non ce la facciamo',
      'Bei 33 Grad schlafen wir nicht',
      'Our office is kept at 21 degrees',
    ]) {
      expect(wishedC(text), text).toBeNull();
    }
  });

  it('accounts for the temperature it reads as wished for', () => {
    const codes = read('We want at least 26 degrees, Canaries in March').details.unresolved.map((u) => u.code);
    expect(codes).not.toContain('aside_number');
  });

  it('reads a wish for warmth or a swim as a construction of the request, not of one language', () => {
    for (const [text, swim] of [
      ['A week in December somewhere warm enough to swim, from London', true],
      ['Une semaine en décembre, du soleil et 25 degrés, depuis Paris', false],
      ['Quiero calor para bañarse en enero, desde Madrid', true],
      ['Badewetter im Dezember, eine Woche ab Frankfurt', true],
      ['Vorrei caldo per fare il bagno a febbraio, da Milano', true],
      ['Queremos calor para nadar em janeiro, saindo de Lisboa', true],
    ] as const) {
      const trip = analysis({ user_request: text }).trip;
      expect(trip.warmth?.swim, text).toBe(swim);
      expect(trip.unknown_required_themes, text).toEqual([]);
    }
    expect(analysis({ user_request: 'Une semaine en décembre, du soleil et 25 degrés' }).trip.warmth?.min_c).toBe(25);
    expect(analysis({ user_request: 'A city break in Rome in December, not too hot' }).trip.warmth).toBeNull();
    expect(analysis({ user_request: 'Somewhere not too hot in August for hiking' }).trip.warmth).toBeNull();
  });

  it('estimates a sea that lags the air and swings less', () => {
    const dec = seaTemperature(temperate, 12) ?? 0;
    const aug = seaTemperature(temperate, 8) ?? 0;
    expect(dec).toBeGreaterThan(16.5 - 7 / 2);
    expect(aug - dec).toBeLessThan(31 - 17);
    expect(seaTemperature(temperate.slice(0, 6), 3)).toBeNull();
  });

  it('falls off faster on the cold side for a swim wish, weighing the sea', () => {
    const swim = { swim: true, min_c: null };
    expect(warmthComfort(subtropical, 12, swim, true)).toBeGreaterThan(warmthComfort(temperate, 12, swim, true) + 0.2);
    expect(warmthComfort(temperate, 12, swim, true)).toBeLessThan(0.4);
    expect(warmthComfort(temperate, 7, swim, true)).toBeGreaterThan(0.85);
    // A stated temperature moves the threshold: 22 C highs are enough for a 21-degree wish, not for a 28-degree one.
    expect(warmthComfort(subtropical, 12, { swim: false, min_c: 21 }, true)).toBeGreaterThan(warmthComfort(subtropical, 12, { swim: false, min_c: 28 }, true));
    expect(WARMTH_MODEL.falloff_c).toBeLessThan(12);
  });

  it('weighs the sea only where the place is on it', () => {
    expect(onTheSea({ themes: null, lat: 28.12, lon: -15.43 })).toBe(true);
    expect(onTheSea({ themes: null, lat: 40.42, lon: -3.7 })).toBe(false);
    expect(onTheSea({ themes: { beach: 0.9 }, lat: 40.42, lon: -3.7 })).toBe(true);
    const inland = normals([10, 12, 16, 19, 24, 30, 33, 33, 28, 21, 14, 10]);
    const swim = { swim: true, min_c: null };
    // A hot June inland: the air is warm enough, and no cool sea estimated from it holds the month back.
    expect(warmthComfort(inland, 6, swim, false)).toBeGreaterThan(warmthComfort(inland, 6, swim, true));
  });

  it('ranks the Canaries above the Algarve for a December swim, and weighs the weather more', () => {
    const names = rank('Canaries or the Algarve in December? We want it warm enough to swim.');
    expect(position(names, 'Canary')).toBeGreaterThanOrEqual(0);
    expect(position(names, 'Canary')).toBeLessThan(position(names, 'Algarve'));
    const swim = analysis({ user_request: 'Beach week in December from London, warm enough to swim in the sea' });
    expect(swim.ranked[0]?.breakdown.weather_fit).toBeGreaterThan(0.75);
    expect(swim.ranked.findIndex((r) => r.candidate.name.includes('Algarve'))).not.toBe(0);
  });
});
