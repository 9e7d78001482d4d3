import { describe, expect, it } from 'vitest';
import { placesOf as read } from './read-request.js';

/** Places named in another person's belief about the trip, and the way home with no preposition of its own. */
describe('a place another person believes the party is going to is not where the trip goes', () => {
  it.each([
    ['It is a surprise: my husband thinks we are spending that weekend in Leeds, but I am taking him to Vienna. From Bristol.', 'Leeds', 'Vienna'],
    ["C'est une surprise : mon mari croit qu'on part en séminaire à Nantes, mais je l'emmène à Vienne. Départ de Paris.", 'Nantes', 'Vienna'],
    ['Es sorpresa: mi marido cree que pasamos el fin de semana en Cádiz, pero lo llevo a Viena. Salimos de Madrid.', 'Cadiz', 'Vienna'],
    ['Überraschung: mein Mann denkt, wir fahren zu einer Tagung nach Kassel, aber ich nehme ihn mit nach Wien. Ab München.', 'Kassel', 'Vienna'],
    ['È una sorpresa: mio marito pensa che andiamo a un convegno a Parma, invece lo porto a Vienna. Partenza da Roma.', 'Parma', 'Vienna'],
    ['É surpresa: o meu marido acha que vamos passar o fim de semana em Braga, mas vou levá-lo a Viena. Saída de Lisboa.', 'Braga District', 'Vienna'],
  ])('%s', (text, believed, goes) => {
    const r = read(text);
    expect(r.goes).toContain(goes);
    expect(r.goes).not.toContain(believed);
    expect(r.not).not.toContain(believed);
  });

  it.each([
    ['My husband thinks we should go to Lisbon; a week in May from Boston.', 'Lisbon'],
    ['Mi marido cree que deberíamos ir a Lisboa, una semana en mayo desde Madrid.', 'Lisbon'],
    ['Mio marito pensa che dovremmo andare a Lisbona, una settimana a maggio da Roma.', 'Lisbon'],
  ])('advice in the same words is a place to go: %s', (text, goes) => {
    expect(read(text).goes).toContain(goes);
  });
});

describe('a verb of going home governs a place with no cue of its own', () => {
  it.each([
    ['On voudrait 5 jours à Québec avant de rentrer sur Toulouse.', 'Toulouse', 'Québec'],
    ['Drei Tage in Graz, dann zurück Richtung Salzburg.', 'Salzburg', 'Graz'],
  ])('the home it goes to starts the trip, not a stop on it: %s', (text, home, goes) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).toContain(goes);
    expect(r.goes).not.toContain(home);
  });

  it('German "zurück" right after the place it leaves from makes it the last stop, not the start', () => {
    const r = read('Zehn Tage Sizilien, am Ende fliegen wir ab Palermo zurück nach Köln.');
    expect(r.origin).toBe('Köln');
    expect(r.goes).toContain('Palermo');
  });
});

describe('a cover story the party told, taken back by "actually", is not where the trip goes', () => {
  it.each([
    ["I told my colleagues we're off to Leeds, but actually we're flying to Vienna from Bristol.", 'Leeds', 'Vienna'],
    ["J'ai dit à ma sœur qu'on allait à Nantes, mais en fait on part à Vienne depuis Paris.", 'Nantes', 'Vienna'],
    ['A mis suegros les dije que vamos a Cádiz, pero en realidad vamos a Viena desde Madrid.', 'Cadiz', 'Vienna'],
    ['Ho detto ai miei che andiamo a Parma, ma in realtà andiamo a Vienna da Roma.', 'Parma', 'Vienna'],
  ])('%s', (text, told, goes) => {
    const r = read(text);
    expect(r.goes).toContain(goes);
    expect(r.goes).not.toContain(told);
  });

  it('what was told and not taken back is the plan', () => {
    expect(read('I told my boss we are going to Lisbon in May, from Boston.').goes).toContain('Lisbon');
  });

  it('French "ma" (my) inside the belief does not end it as Italian "ma" (but) would', () => {
    const r = read("Mon mari croit qu'on va chez ma mère à Nantes, mais je l'emmène à Vienne. Départ de Paris.");
    expect(r.goes).toContain('Vienna');
    expect(r.goes).not.toContain('Nantes');
  });
});
