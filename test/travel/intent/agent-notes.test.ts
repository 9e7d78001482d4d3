import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

/** Requests as an assistant relays them to a tool: trade shorthand for the start, the party and the dates. */
describe('notes relayed by an assistant', () => {
  it.each<[string, string]>([
    ['Relay: 1 adult ex-LIS, wants Azores, 5 nights in May', 'Lisbon'],
    ['Client : couple, ex-BOD, cherche Crète en juin', 'Bordeaux'],
    ['Pedido: familia ex-MEX, quieren Cancún, julio', 'Mexico City'],
  ])('a hyphenated "ex-" names the airport the trip leaves from, in any language: %s', (text, origin) => {
    expect(placesOf(text).origin).toBe(origin);
  });

  it.each<[string, string]>([
    ['Nota del asistente: usuario en Málaga, 2 adultos, quiere Oporto en marzo', 'Málaga'],
    ["Note de l'assistant : utilisatrice à Genève, veut Lisbonne en avril", 'Geneva'],
    ['Hinweis: Nutzer in Graz, 2 Erwachsene, möchte nach Rom im Mai', 'Graz'],
  ])("the relayed person's place, named by the noun for a user in each language, is where the trip starts: %s", (text, origin) => {
    expect(placesOf(text).origin).toBe(origin);
  });

  it('"2A" joined to its count is two adults, and no day of the month', () => {
    const p = parseRequest('Booking: 2A, ex-DUB, Seville, 2026-04-10..2026-04-14');
    expect(p.details.party).toMatchObject({ adults: 2 });
    expect(p.effective_input.departure_window).toEqual(['2026-04-10', '2026-04-10']);
    expect(p.effective_input.trip_length_days).toBe(5);
  });

  it.each<[string, [string, string]]>([
    ['Seville 2026-04-10..2026-04-14, 2 adults', ['2026-04-10', '2026-04-14']],
    ['Seville 2026-04-10/2026-04-14, 2 adults', ['2026-04-10', '2026-04-14']],
    ['Seville from 2026-04-10 to 2026-04-14, 2 adults', ['2026-04-10', '2026-04-14']],
  ])("two full dates joined as an interval are the trip's days, every word read: %s", (text, [start, end]) => {
    const p = parseRequest(text);
    expect(p.understanding.understood.find((u) => u.field === 'dates')?.value).toBe(`${start} to ${end}`);
    expect(p.understanding.unresolved.filter((u) => u.field === 'departure_window')).toEqual([]);
  });

  it('ages set apart by slashes after the children are their ages, not a date', () => {
    const p = parseRequest('2 kids 9/13 and us two, Algarve in August');
    expect(p.details.party).toMatchObject({ children: 2, child_ages: [9, 13] });
    expect(p.effective_input.departure_window).toEqual(['2026-08-01', '2026-08-31']);
  });
});
