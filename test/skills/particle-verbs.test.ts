import { describe, expect, it } from 'vitest';
import { findAsk } from '../../src/skills/ask.js';
import { searchSkills } from '../../src/skills/search.js';

const search = (query: string) => searchSkills({ query }, { requestId: 'particle-verbs' });

describe('a verb whose particle closes its object asks for the verb the pair means', () => {
  it('reads "get my money back" as recover, in English and as read from the other languages', () => {
    expect(findAsk('How do I get my money back?').actions).toEqual([['recover']]);
    expect(findAsk('Can I claw the deposit back from the landlord?').actions).toEqual([['recover']]);
    expect(findAsk('How do I get the listing reviewed?').actions).toEqual([[]]);
  });

  it('reads a particle verb of finding as find ("pin down the cause", "figure out why"), and a question whether to act as asking for none', () => {
    expect(findAsk('I need a careful way to pin down the real cause').actions).toEqual([['find']]);
    expect(findAsk('how do I figure out why it breaks?').actions).toEqual([['find']]);
    expect(findAsk('how do I hammer the endpoint?').actions).toEqual([['hammer']]);
    expect(findAsk('do I just hammer the endpoint in a loop?').actions).toEqual([[]]);
    expect(findAsk('can you hammer the endpoint for me?').actions).toEqual([['hammer']]);
  });

  it('a fraud victim asking to get the money back finds no deal-checking option, in English, French, Spanish, German and Portuguese', () => {
    const victims = [
      'I paid a seller on Facebook Marketplace by Zelle and never got the phone. How do I get my money back and report the scammer?',
      "J'ai été arnaqué sur Leboncoin après un virement : comment récupérer mon argent et porter plainte ?",
      'Me estafaron en Wallapop, pagué por Bizum y el vendedor desapareció. ¿Cómo recupero el dinero y denuncio?',
      'Ich bin auf einen Fake-Verkäufer reingefallen und habe per Überweisung bezahlt. Wie bekomme ich mein Geld zurück?',
      'Fui vítima de golpe na OLX depois de pagar por Pix. Como recupero o dinheiro e denuncio o vendedor?',
    ];
    for (const query of victims) expect(search(query).match.status, query).toBe('no_curated_option_matched');
  });

  it('checking a deal before paying still finds the deal skills', () => {
    const response = search('Before I pay, how do I check if this used iPhone listing at 300 € is a scam?');
    expect(response.match.status).toBe('matched');
    expect(response.options[0]?.id).toMatch(/^svc\.goods-|^web\.marketplace-seller-check$/);
  });
});
