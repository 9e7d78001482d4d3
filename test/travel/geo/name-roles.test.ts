import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { nameRoles } from '../../../src/travel/geo/name-roles.js';
import { tokenize } from '../../../src/travel/geo/normalize.js';

const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country ?? ''}`);
const roles = (text: string, lang: string) => {
  const toks = tokenize(text);
  const r = nameRoles(toks, text, lang, false);
  const raw = (set: ReadonlySet<number>) => [...set].map((i) => toks[i]?.raw);
  return { occasions: raw(r.occasions), people: raw(r.people), nouns: raw(r.nouns) };
};

describe('the phrase a name stands in says what it names', () => {
  it('reads a name a calendar head governs as an occasion, not a place', () => {
    expect(roles('Over the Anzac weekend we want Rotorua', 'en').occasions).toEqual(['Anzac']);
    expect(roles('Victoria Day trip to Banff', 'en').occasions).toEqual(['Victoria']);
    expect(roles('pour le pont de la Saint-Martin', 'fr').occasions).toEqual(['la', 'Saint', 'Martin']);
    expect(roles('no feriado de Nossa Senhora Aparecida', 'pt').occasions).toEqual(['Nossa', 'Senhora', 'Aparecida']);
    expect(names('Victoria Day weekend at Jasper, driving from Edmonton', 'en')).not.toContain('Victoria|CA');
    expect(names('Para el puente de San Juan, dos noches en Alicante', 'es')).toEqual(['Alicante|ES']);
    expect(names('no feriadao de tiradentes vamos pra paraty', 'pt')).toEqual(['Paraty|BR']);
    const shouted = 'PUENTE DE SAN JOSÉ EN VALENCIA';
    expect(nameRoles(tokenize(shouted), shouted, 'es', true).occasions.size).toBe(0);
  });

  it('leaves a weekend named for a place to the place ("a Lisbon weekend") and a feast noun before a town to its holder', () => {
    expect(roles('a Lisbon weekend in March', 'en').occasions).toEqual([]);
    expect(roles('le carnaval de Nice', 'fr').occasions).toEqual([]);
  });

  it('reads a name in a person slot as a person: kin noun, age, "and I", a birthday verb', () => {
    expect(roles('my niece Adelaide wants to come', 'en').people).toEqual(['Adelaide']);
    expect(roles('Orlando (3 yrs) loves trains', 'en').people).toEqual(['Orlando']);
    expect(roles('Paris and I want a week in Crete', 'en').people).toEqual(['Paris']);
    expect(roles('Lourdes cumple 60 en abril', 'es').people).toEqual(['Lourdes']);
    expect(names('Mi tía Mercedes y yo queremos ir a Montevideo', 'es')).toEqual(['Montevideo|UY']);
    expect(names('Adelaide turns 50 in May, so a week in Bali for her', 'en')).toEqual(['Bali|ID']);
  });

  it('reads a name said again as the person a slot named before, the article of an occasion with it', () => {
    expect(roles('My cousin Sydney turns 40; it will be me, Paul and Sydney', 'en').people).toEqual(['Sydney', 'Sydney']);
    expect(names('Nous irons à Lille pour le week-end de la Trinité', 'fr')).toEqual(['Lille|FR']);
  });

  it('reads a small town after an English "the" as a thing, and an exact given name as no misspelt place', () => {
    expect(names('We hope to finish the Camino in Santiago de Compostela', 'en')).toEqual(['Santiago de Compostela|ES']);
    expect(names('Une semaine en Crète avec Monique', 'fr')).toEqual(['Crete|GR']);
  });

  it('keeps the place where a place cue governs the name', () => {
    expect(roles('flying to Adelaide and I need a hotel', 'en').people).toEqual([]);
    expect(names('We fly to Jordan and I would like to see Petra', 'en')).toContain('Jordan|JO');
    expect(names('Quatro dias em Tiradentes no feriado de Corpus Christi', 'pt')).toContain('Tiradentes|BR');
  });

  it('reads the object of a verb of study as a school', () => {
    expect(roles('our daughter starts at Cornell in August', 'en').people).toEqual(['Cornell']);
  });

  it('reads a capitalised German word after an inflected adjective as a noun, unless a cue governs it', () => {
    expect(roles('wir suchen ruhige Hütten am See', 'de').nouns).toEqual(['Hütten']);
    expect(roles('eine Reise nach alten Mühlen', 'de').nouns).toEqual([]);
    expect(roles('wir besuchen Bamberg und Coburg', 'de').nouns).toEqual([]);
    expect(names('Wir möchten urige Hütten und kleine Buchten in Kroatien', 'de')).toEqual(['Croatia|HR']);
  });
});
