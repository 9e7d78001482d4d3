import { describe, expect, it } from 'vitest';
import { fieldWords } from '../../src/proof/fields.js';
import { placesIn, placesOfName } from '../../src/proof/countries.js';

describe('field words', () => {
  it('places a text in a field by two-word terms whose words alone are ordinary', () => {
    const ordinary = fieldWords('Une femme de tête : cet homme de terrain travaille au labor de la société et en disco.');
    expect([...ordinary.keys()]).toEqual([]);
    expect(fieldWords('Le chef d’orchestre, homme politique et conseiller municipal').get('music')).toEqual(['orchestre', "chef d'orchestre"]);
    expect(fieldWords('Le chef d’orchestre, homme politique et conseiller municipal').get('politics')).toEqual(['homme politique', 'conseiller municipal']);
  });

  it('reads a German compound by the listed word it opens with as well as the one it ends in, never by a short syllable', () => {
    expect(fieldWords('Sie fuhr 14 Weltcuprennen und startete bei Weltmeisterschaften.').get('sport')).toEqual(['weltcup', 'weltmeister']);
    expect(fieldWords('Er gründete den Fußballverein.').get('sport')).toEqual(['fußball']);
    expect(fieldWords('Nach der Operation blieb sie im Operationssaal.').get('music')).toBeUndefined();
    expect(fieldWords('Weltcuprennen').size).toBe(0);
  });
});

describe('places', () => {
  it('reads an alternative name that is an ordinary word of a language as the word, unless it is that language’s name for the country', () => {
    expect(placesIn('Die Pension führt sie mit ihrem Mann.')).toEqual([]);
    expect(placesIn('Elle vit en Suisse depuis dix ans.')).toEqual(['CH']);
    expect(placesIn('Elle a grandi en Belgique.')).toEqual(['BE']);
  });

  it('reads an adjective of nationality in lower case where the language writes it so, a capitalised word there being a name', () => {
    const text = (words: string) => `Lo escribe ${words} Marta Ibáñez, que hace juegos desde hace diez años con dos amigos.`;
    expect(placesOfName(text('la chilena'), 'Marta Ibáñez').placed).toEqual(['CL']);
    expect(placesOfName(text('en el foro Comunidad Indie'), 'Marta Ibáñez').placed).toEqual([]);
  });
});
