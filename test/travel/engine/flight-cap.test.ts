import { describe, expect, it } from 'vitest';
import { analysis } from './engine.js';

/** A cap on the flying time stated as "no flight over N hours", in several languages, is applied; a number of hours with no flight word before it is not a cap. */
describe('a flying-time cap after a flight word', () => {
  it.each([
    ['Zwei Wochen Thailand im Januar ab Frankfurt, kein Flug länger als 12 Stunden', 12],
    ['Deux semaines au soleil en février depuis Paris, pas de vol de plus de 6 heures', 6],
    ['Two weeks somewhere warm in February from London, flights under 6 hours please', 6],
    ['Due settimane al mare a luglio da Milano, nessun volo più lungo di 3 ore', 3],
    ['Duas semanas de praia em julho saindo de Londres, sem voos com mais de 4 horas', 4],
  ])('leaves out places over the cap (%s)', (text, hours) => {
    const a = analysis({ user_request: text });
    expect(a.ranked.length).toBeGreaterThan(0);
    for (const r of a.ranked) expect(r.flight.profile.typical_hours).toBeLessThanOrEqual(hours + 0.25);
    expect(a.gate.notes.join(' ')).toMatch(new RegExp(`Over the stated ${hours} h of travel`));
    expect(a.parsed.details.unresolved.some((u) => u.code === 'unread_number')).toBe(false);
  });

  it.each([
    ['A week in Tokyo in May from London, we have a 10 hours layover in Doha', 10],
    ['A week somewhere warm in June from London, flights with a layover under 2 hours', 2],
    ['A week by the sea in June from London, we fly and then 3 hours by train to the coast', 3],
    ['Une semaine en juin depuis Paris, le vol puis 2 heures de route max', 2],
  ])('takes no cap from hours that are not bound to a flight (%s)', (text, hours) => {
    const a = analysis({ user_request: text });
    expect(a.ranked.length).toBeGreaterThan(0);
    expect(a.gate.notes.join(' ')).not.toMatch(new RegExp(`stated ${hours} h`));
  });
});
