import { describe, expect, it } from 'vitest';
import { differsByFrameOnly } from '../../../scripts/reading-doubt/convention.js';
import { GoldPlaces, type ViewPlace } from '../../../scripts/eval-intent/score.js';
import { gazetteer } from './read-request.js';

const places = new GoldPlaces(gazetteer);
/** A place as the scorer sees a reading of it: the gazetteer's first reading of the name. */
function seen(name: string, country: string): ViewPlace {
  const r = gazetteer.resolve(name, { countryHint: country }).find((x) => x.country === country);
  if (!r) throw new Error(`no ${name}`);
  return { id: r.id, name: r.name, country: r.country, lat: r.lat, lon: r.lon };
}

describe('a destination list scored wrong only by the frame one writer lists', () => {
  it('is told from one that misses, adds or swaps a place of its own', () => {
    const brazil = seen('Brazil', 'BR');
    const floripa = seen('Florianópolis', 'BR');
    const buzios = seen('Búzios', 'BR');
    const towns = ['Florianópolis|BR', 'Búzios|BR'];
    // A country named beside its towns, listed by the reading and not by the gold, or the other way round.
    expect(differsByFrameOnly(towns, [brazil, floripa, buzios], gazetteer, places)).toBe(true);
    expect(differsByFrameOnly(['Brazil|BR', ...towns], [floripa, buzios], gazetteer, places)).toBe(true);
    // A region by its outline.
    expect(differsByFrameOnly(['Lagos|PT', 'Faro|PT'], [seen('Algarve', 'PT'), seen('Lagos', 'PT'), seen('Faro', 'PT')], gazetteer, places)).toBe(true);
    // A town missed, a town too many, and a frame with a town swapped are wrong whatever the frame.
    expect(differsByFrameOnly(towns, [brazil, floripa], gazetteer, places)).toBe(false);
    expect(differsByFrameOnly(['Florianópolis|BR'], [floripa, seen('Recife', 'BR')], gazetteer, places)).toBe(false);
    expect(differsByFrameOnly(towns, [brazil, floripa, seen('Recife', 'BR')], gazetteer, places)).toBe(false);
  });
});
