import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The airport the trip leaves from: which namesake of the origin was read. */
const leaves = (text: string) => parseRequest(text).details.origin.iata;

describe("the origin's namesake is chosen by the money the request counts in", () => {
  // Titles without the request: a "$" in one would be read as a placeholder of the test's name.
  it.each([
    ['Couple from Perth, £2,000, Rome for 5 days in May.', 'EDI'],
    ['Family from Perth, AUD 9000, Bali in July.', 'PER'],
    ['Couple from Birmingham, $4,000 for a week in Cancun in March.', 'BHM'],
    ['Two of us from Birmingham, £1,500 for Lisbon.', 'BHX'],
    ['Couple from Cambridge, $5,000 budget, a week in Paris in June.', 'BOS'],
  ])('request %# leaves from the namesake its money says', (text, iata) => {
    expect(leaves(text)).toBe(iata);
  });
  it('a sign several currencies share does not move the origin to a namesake far less likely', () => {
    expect(leaves('Couple from Paris, $2,000 for a week in Rome.')).toBe('CDG');
  });
  it('a currency word needs its amount right before it: "we won" names no won, "8/1. Eu" no euro', () => {
    expect(leaves('We won a trip from Birmingham to Rome in May!')).toBe('BHX');
    expect(leaves('Vamos a Orlando a partir de 8/1. Eu e minha esposa saímos de Campinas.')).toBe('VCP');
  });
  it('the money of the country the trip goes to says nothing of home', () => {
    expect(leaves('Saindo de Campinas, 12 dias em Orlando, orçamento US$ 10 mil.')).toBe('VCP');
  });
});
