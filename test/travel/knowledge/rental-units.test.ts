import { describe, expect, it } from 'vitest';
import { RENTAL_UNIT_MODEL, rentalAsked, rentalStay } from '../../../src/travel/knowledge/models/rental-units.js';
import { analysis } from '../engine/engine.js';

/** rental_unit_model_v1: a party that rents a whole unit is priced as units sized for it. */
describe('rental_unit_model_v1', () => {
  it('reads the unit the request rents in six languages, with the word as written', () => {
    expect(rentalAsked('Looking for a beach house on the Outer Banks for the family')).toEqual({ kind: 'house', word: 'beach house' });
    expect(rentalAsked('Eine Ferienwohnung an der Ostsee für uns vier')?.kind).toBe('apartment');
    expect(rentalAsked('On cherche un gîte dans le Lot pour dix')?.kind).toBe('house');
    expect(rentalAsked('Alquilamos un apartamento en Valencia')?.kind).toBe('apartment');
    expect(rentalAsked('Una baita in Val di Fassa per Natale')?.kind).toBe('house');
    expect(rentalAsked('Chalé em Campos do Jordão no inverno')?.kind).toBe('villa');
    expect(rentalAsked('Chalet in the Alps for eight')?.kind).toBe('villa');
  });

  it('does not take a place name, a denied unit, a word meant otherwise or a hotel word for a rental', () => {
    expect(rentalAsked('Four nights in Villa de Leyva in March')).toBeNull();
    expect(rentalAsked('Golf week in Casa Grande, Arizona')).toBeNull();
    expect(rentalAsked('A good hotel, not an apartment, in Rome')).toBeNull();
    expect(rentalAsked('A cheap guest house in Hoi An, flat rate taxis')).toBeNull();
    expect(rentalAsked('Voltamos para casa no domingo')).toBeNull();
    expect(rentalAsked('Only a cabin bag each, and a flat rate transfer')).toBeNull();
    expect(rentalAsked('Dos semanas en Cuba durmiendo en una casa particular')).toBeNull();
    expect(rentalAsked('Vi leier en hytte i Lofoten')?.kind).toBe('house');
  });

  it('sizes the units from the party: two adults or teenagers, or two younger children, to a bedroom', () => {
    const villa = { kind: 'villa' as const, word: 'villa' };
    const couples = rentalStay(villa, { adult_beds: 6, young_children: 0 }, 200);
    expect(couples).toMatchObject({ units: 1, unit: '3-bedroom villa' });
    // 1.35 x (0.4 + 0.5 x 3) = 2.565, the factor said to two decimals
    expect(couples.per_unit_night_usd).toBe(200 * 2.57);
    expect(couples.note).toContain(RENTAL_UNIT_MODEL);
    const flat = { kind: 'apartment' as const, word: 'apartment' };
    expect(rentalStay(flat, { adult_beds: 2, young_children: 0 }, 150).per_unit_night_usd).toBe(135);
    expect(rentalStay(flat, { adult_beds: 2, young_children: 3 }, 150).unit).toBe('3-bedroom apartment');
    const friends = rentalStay(flat, { adult_beds: 8, young_children: 0 }, 150);
    expect(friends).toMatchObject({ units: 2, unit: '2-bedroom apartment' });
  });

  it('prices a whole-party rental in the answer as one unit for the party, naming the word and the model', () => {
    const a = analysis({ user_request: 'Chalet in Chamonix for two families, four adults and four children, a week in February 2027 from Paris' });
    const cham = a.ranked.find((r) => r.candidate.name.startsWith('Chamonix'));
    expect(cham?.cost.stay_units).toBe('1 4-bedroom villa(s)');
    expect(cham?.cost.adjustments.join(' ')).toContain('"Chalet" in the request');
    const hotel = analysis({ user_request: 'Hotel in Chamonix for two families, four adults and four children, a week in February 2027 from Paris' });
    const rooms = hotel.ranked.find((r) => r.candidate.name.startsWith('Chamonix'));
    expect(rooms?.cost.stay_unit).toBe('room');
    expect(cham?.cost.nightly_usd).toBeGreaterThan(2 * (rooms?.cost.nightly_usd ?? Infinity));
  });
});
