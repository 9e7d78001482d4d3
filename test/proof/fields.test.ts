import { describe, expect, it } from 'vitest';
import { fieldWords } from '../../src/proof/fields.js';

describe('field words', () => {
  it('places a text in a field by two-word terms whose words alone are ordinary', () => {
    const ordinary = fieldWords('Une femme de tête : cet homme de terrain travaille au labor de la société et en disco.');
    expect([...ordinary.keys()]).toEqual([]);
    expect(fieldWords('Le chef d’orchestre, homme politique et conseiller municipal').get('music')).toEqual(['orchestre', "chef d'orchestre"]);
    expect(fieldWords('Le chef d’orchestre, homme politique et conseiller municipal').get('politics')).toEqual(['homme politique', 'conseiller municipal']);
  });
});
