import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

const destinations = (text: string) => {
  const { hard_geography, soft_geography } = parseRequest(text).details;
  return [...hard_geography, ...soft_geography].map((p) => `${p.name}|${p.country ?? ''}`);
};
const unknownPlaces = (text: string) =>
  parseRequest(text)
    .understanding.unresolved.filter((u) => u.code === 'unknown_place' || u.code === 'unread_name')
    .map((u) => u.text);

/** A name the data lacks whose own words say it is a sight, named beside a place the trip goes to. */
describe('a sight named by its kind beside a trip place is a destination of its own', () => {
  it.each([
    ['Two of us from Halifax, a week in Lunenburg in July with a morning at Ovens Cliff Park.', 'Ovens Cliff Park|CA', 'Lunenburg|CA'],
    ['Vamos de Lima a Huaraz en junio para caminar hasta la Laguna Churup.', 'Laguna Churup|PE', 'Huaraz|PE'],
    ['Partiamo da Roma per Spoleto a maggio, con una visita alla Rocca Albornoziana.', 'Rocca Albornoziana|IT', 'Spoleto|IT'],
    ['Départ de Paris pour Annecy en juin, avec une balade à la Cascade d’Angon.', 'Cascade d’Angon|FR', 'Annecy|FR'],
    ['Saindo do Recife para Olinda em março, queremos ver o Mosteiro de São Bento.', 'Mosteiro de São Bento|BR', 'Olinda|BR'],
    ['Ab Wien fahren wir im August nach Innsbruck, vor allem wegen der Hofkirche.', 'Hofkirche|AT', 'Innsbruck|AT'],
  ])('%s', (text, sight, town) => {
    expect(destinations(text)).toEqual(expect.arrayContaining([sight, town]));
    expect(unknownPlaces(text)).toEqual([]);
  });

  it('is placed at the place it is named with, and says so', () => {
    const p = parseRequest('Family of three from Reno, four nights in Bend in August, keen on Tumalo Falls.');
    const d = [...p.details.hard_geography, ...p.details.soft_geography];
    const [town, sight] = [d.find((x) => x.name === 'Bend'), d.find((x) => x.name === 'Tumalo Falls')];
    expect(sight?.id).toBe(town?.id);
    const reading = p.hard_places.find((x) => x.name === 'Tumalo Falls');
    expect(reading?.reason).toMatch(/model_estimate/);
    expect(reading?.feature).toBe('river');
  });

  it('a place its name holds, in the trip country, is where it is; a namesake abroad is not', () => {
    expect(destinations('Da Milano a Torino in aprile, per il Castello di Rivoli.')).toEqual(['Turin|IT', 'Castello di Rivoli|IT']);
    expect(placesOf('From Perth to Sydney in May, we want a day at Manly Beach and Toronga Zoo.').goes).not.toContain('Toronto');
  });

  it('a name the gazetteer holds only far away is the sight beside the trip place, read whole', () => {
    expect(destinations('We want to hike around Monte Verde and see Arenal in Costa Rica.')).toContain('Monte Verde|CR');
  });
});

describe('a kind word alone, or a sight with no trip place, adds no place', () => {
  it('a kind word after an article is the named place’s sight', () => {
    const text = 'Saindo de Campinas para Foz do Iguaçu em outubro, só pelas Cataratas.';
    expect(destinations(text)).toEqual(['Foz do Iguaçu|BR']);
    expect(unknownPlaces(text)).toEqual([]);
  });
  it('a place its name holds that only names the country gives way to the trip’s place in it', () => {
    expect(destinations('Quero praia na Ilha de Moçambique, saindo de Maputo, e uns dias em Inhambane.')).toEqual(['Ilha de Moçambique|MZ', 'Inhambane|MZ']);
  });
  it('a kind word that names a building alone is the named place’s own', () => {
    const p = parseRequest('Wir lieben den Dom sehr, also vier Nächte in Köln ab Wien im Mai');
    expect(p.understanding.unresolved.map((u) => u.text)).not.toContain('Dom');
  });
  it('without a trip place the sight stays unknown', () => {
    expect(destinations('Is Tumalo Falls worth it in winter? Leaving from Reno.')).toEqual([]);
  });
  it('ordinary words after an article that name a town abroad are a part of the place named', () => {
    expect(destinations('Three nights in Tallinn from Riga in June, mostly to walk the Old Town.')).toEqual(['Tallinn|EE']);
  });
  it('a text in capitals says nothing of names', () => {
    expect(destinations('FAMILY OF FOUR FROM ATLANTA HEADING TO CHATTANOOGA IN OCTOBER TO SEE RUBY FALLS')).not.toContain('RUBY FALLS|US');
  });
  it('a venue’s or a team’s name is no sight', () => {
    expect(destinations('Two nights in Lisbon staying at the Tivoli Palace Hotel.')).toEqual(['Lisbon|PT']);
    expect(destinations('We want a week in London in May and tickets for Crystal Palace vs Norwich.')).toEqual(['London|GB']);
  });
  it('a title-cased message says nothing of names', () => {
    expect(destinations('Trip To Denver With Family Beach Fun In July')).not.toContain('Family Beach|US');
  });
});
