import { describe, expect, it } from 'vitest';
import { validateDeal } from '../../src/goods/validate.js';
import { depsWith } from './support.js';

const NOW = '2026-11-27T12:00:00Z';
const judge = (title: string, description: string, priceUsd: number) =>
  validateDeal({ title, description, price_usd: priceUsd, condition: 'used' }, depsWith([], { now: NOW }));

describe('tickets and rentals are not goods with a resale value', () => {
  it('a ticket in any of the languages gets no model price, and the reason says why', async () => {
    for (const [title, description] of [
      ['2 Eintrittskarten Konzert Hamburg, Stehplätze Innenraum', 'Wir können leider nicht. Weitergabe über Eventim fanSALE zum Originalpreis.'],
      ['2 billets concert Stade de France, catégorie 1', 'Revente officielle au prix coûtant, billets nominatifs.'],
      ['Biglietti concerto San Siro, 2 posti numerati', 'Cedo due biglietti al prezzo di acquisto tramite il rivenditore ufficiale.'],
      ['Dos entradas concierto WiZink Center, pista', 'Las vendo al precio original por la reventa oficial.'],
    ]) {
      const out = await judge(title as string, description as string, 180);
      expect(out.interpreted_request.category).toBe('tickets');
      expect(out.price_vs_market.verdict).toBe('insufficient_comps');
      expect(out.price_vs_market.model_identity).toMatchObject({ strong: false, record_id: null });
      expect(out.price_vs_market.model_identity.reason).toMatch(/not a used item/);
    }
  });

  it('a rental gets no model price and says it is a rent, and a rental scam is still caught', async () => {
    const honest = await judge('Ferienwohnung an der Ostsee, 2 Zimmer, 4 Personen', 'Besichtigung jederzeit möglich, Mietvertrag vor Ort.', 900);
    expect(honest.interpreted_request.category).toBe('rentals');
    expect(honest.price_vs_market.model_identity.reason).toMatch(/price is a rent/);
    const scam = await judge(
      'Appartamento in affitto a Bologna, bilocale arredato',
      'Sono il proprietario ma vivo a Londra, non posso mostrarlo. Per bloccarlo inviate la caparra con bonifico, poi vi spedisco le chiavi per posta.',
      700,
    );
    expect(scam.price_vs_market.model_identity.reason).toMatch(/price is a rent/);
    expect(scam.deal_validation.risk_level).toBe('high');
  });
});
