import { describe, expect, it } from 'vitest';
import { placesOf as read } from './read-request.js';

describe('"from there" makes the place named just before it the origin', () => {
  it.each([
    ["I'll be at my parents' in Inverness that weekend, so could fly from there to somewhere sunny. Not Spain.", 'Inverness'],
    ['Ils habitent Strasbourg, on partirait de là en voiture. Idée : trois jours à Colmar.', 'Strasbourg'],
    ['Estaré en Sevilla por trabajo y saldría desde allí a Lisboa.', 'Sevilla'],
    ['Wir sind bei Freunden in Kassel und fahren von dort nach Prag.', 'Kassel'],
    ['Saremo dai nonni a Trento e partiamo da lì per Vienna.', 'Trento'],
    ['Vamos estar em casa dos meus pais em Évora e saímos de lá para Madrid.', 'Évora'],
  ])('%s', (text, start) => {
    const r = read(text);
    expect(r.origin).toBe(start);
    expect(r.goes).not.toContain(start);
  });

  it.each([
    ["We'll fly to Rome, and from there take the train to Florence", 'Rome'],
    ['Ich fliege nach Bangkok und von dort weiter nach Koh Samui', 'Bangkok'],
    ['Fly into Lisbon and from there drive to the Algarve', 'Lisbon'],
  ])('keeps a place the trip goes to a stop, and "from there" a leg on: %s', (text, stop) => {
    const r = read(text);
    expect(r.goes).toContain(stop);
    expect(r.origin).not.toBe(stop);
  });

  it('it outranks a home stated before it', () => {
    expect(read("We live in Leeds, but that week we'll be at my sister's in Bristol, so we'd fly from there to Lisbon.").origin).toBe('Bristol');
  });

  it.each([
    ['A month in Lisbon this winter, working remotely from there. Just me.', null, 'Lisbon'],
    ['Salimos de Valencia en coche, paramos en Zaragoza y de ahí subimos a Jaca.', 'Valencia', 'Zaragoza'],
    ['Queremos ver as luzes em Tromsø no inverno de lá, saindo de Lisboa.', 'Lisbon', 'Tromsø'],
  ])('working from there, a leg onward and a "de lá" saying whose leave the start alone: %s', (text, start, goes) => {
    const r = read(text);
    expect(r.origin).toBe(start);
    expect(r.goes).toContain(goes);
  });

  it('a place in an earlier sentence than the one before is too far back', () => {
    expect(read('We loved Bath. The kids are grown now. We will leave from there? No: a week in Rome from Leeds.').origin).toBe('Leeds');
  });
});
