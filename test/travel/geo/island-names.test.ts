import { describe, expect, it } from 'vitest';
import { isCommonWord, isOrdinaryWord } from '../../../src/travel/geo/cues.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { islandForms } from '../../../src/travel/geo/island-names.js';

const word = (w: string) => isCommonWord(w, 'en') || isOrdinaryWord(w);

describe('the forms of an island name travellers write', () => {
  it('drops the island word, before or after the name, and gives South-East Asian islands their English form', () => {
    expect(islandForms('Pulau Tioman', word)).toEqual(['Tioman Island', 'Tioman']);
    expect(islandForms('Ko Lipe', word)).toEqual(['Lipe Island', 'Koh Lipe', 'Lipe']);
    expect(islandForms('Achill Island', word)).toEqual(['Achill']);
    expect(islandForms('Andaman Islands', word)).toEqual(['Andaman']);
  });
  it('gives no bare name that is a word, too short, or opened by a link word', () => {
    expect(islandForms('Ilha Grande', word)).toEqual([]);
    expect(islandForms('Ko Tao', word)).toEqual(['Tao Island', 'Koh Tao']);
    expect(islandForms('Ilha do Mel', word)).toEqual([]);
    expect(islandForms('Mallorca', word)).toEqual([]);
  });
  it('reads Wikivoyage and Natural Earth islands by those forms', () => {
    const g = loadGazetteer();
    const names = (text: string) => g.extract(text, { lang: 'en' }).map((m) => `${m.name}|${m.country}`);
    expect(names('Ferry from Mersing to Tioman Island in July')).toContain('Pulau Tioman|MY');
    expect(names('From Kolkata, maybe Andaman in October')).toContain('Andaman Islands|IN');
  });
});
