import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { kindOf, knownAs, parkHead, sameTownName, subjectName, titleParts } from '../../../src/travel/geo/scripts/build-areas.js';

/** How a Wikivoyage page's title and first sentence make an area or another name of a town (build-areas.ts, data/geo/areas.tsv). */
const g = loadGazetteer();
const read = (text: string) => g.extract(text).map((m) => `${m.name}|${m.country}`);

describe('the kind a page states', () => {
  it('is read after a possessive, or with the article left out, not only after "a" or "the"', () => {
    expect(kindOf('Funen', "Funen (Danish: Fyn) is Denmark's second largest island, between Jutland and Zealand.")).toBe('island');
    expect(kindOf('Amroth', 'Amroth is village and holiday resort in Pembrokeshire.')).toBe('village');
  });

  it('skips an aside in brackets after the verb and ends at a participle', () => {
    expect(kindOf('Brac', 'Brac is a 14-square-mile (36 km²) island in the Caribbean.')).toBe('island');
    expect(kindOf('Babel', 'Babel is one of the islands making up Palau.')).toBe('island');
  });

  it("is the title's kind word, its qualifier left aside", () => {
    expect(kindOf('Isle of Portland', 'Portland lies off the coast of Dorset.')).toBe('island');
    expect(kindOf('Angeles National Forest (California)', 'It covers the mountains above the city.')).toBe('park');
    expect(kindOf('Ben Nevis', 'Ben Nevis is the highest mountain in the United Kingdom.')).toBe('mountains');
  });
});

describe("a page's other names", () => {
  it("are the first sentence's own name for its subject, when a proper name", () => {
    expect(subjectName('Lesvos', 'Lesbos (Λέσβος), or Lesvos, is the northernmost of the East Aegean Islands.')).toBe('Lesbos');
    expect(subjectName('Ani', 'Once upon a time, Ani was the capital of an empire.')).toBeUndefined();
  });

  it('are the names the first sentence says its subject is known by, not a translation or an aside', () => {
    expect(knownAs('Kerkira', 'The port of Kerkira, also known as Corfu Town, is on the east coast.')).toEqual(['Corfu Town']);
    expect(knownAs('Pueblo Viejo', 'Pueblo Viejo (often shortened to just Viejo) is a fishing village.')).toEqual(['Viejo']);
    expect(knownAs('Novaya', 'Novaya, formerly Staraya or Srednyaya, is a town.')).toEqual(['Staraya', 'Srednyaya']);
    expect(knownAs('Kalamar', 'Kalamar (City of many winds) is a town, also known as the windy city of the north.')).toEqual([]);
  });

  it("are a park's own name without the words that say it is one", () => {
    expect(parkHead('Grampians National Park')).toBe('Grampians');
    expect(parkHead('Bazaruto Archipelago National Park')).toBe('Bazaruto');
    expect(parkHead('Mount Field National Park')).toBe('Mount Field');
    expect(parkHead('Lake District')).toBeUndefined();
  });

  it('are each place of a title naming two', () => {
    expect(titleParts('Abisko and Björkliden')).toEqual(['Abisko', 'Björkliden']);
    expect(titleParts('Culturally significant landscapes in Almería')).toEqual([]);
  });
});

describe("another spelling of a town's name", () => {
  it('is the same letters but for an edit or two, spaces, hyphens and administrative words left out', () => {
    expect(sameTownName('Aizuwakamatsu', 'Aizu-Wakamatsu')).toBe(true);
    expect(sameTownName('Pasig', 'Pasig City')).toBe(true);
    expect(sameTownName('Bamiyan', 'Bāmyān')).toBe(true);
    expect(sameTownName('Keylong', 'Kyelang')).toBe(true);
    expect(sameTownName('Ahangama', 'Koggala')).toBe(false);
    expect(sameTownName('Barisal', 'Barishal')).toBe(true);
    // Under five letters a name is one spelling only.
    expect(sameTownName('Kullu', 'Kulu')).toBe(false);
  });
});

describe('a town known by another name its page gives', () => {
  it('is read by that name, or by the head of its name the page is titled by', () => {
    expect(read('Two nights on a houseboat in Alleppey, then Munnar')).toEqual(['Alappuzha|IN', 'Munnar|IN']);
    expect(read('New Year in Búzios, leaving from Rio')).toContain('Armação dos Búzios|BR');
    expect(read('A weekend in Almere in May')).toEqual(['Almere Stad|NL']);
  });

  it('is not read from a lower-case word of that name in running text', () => {
    expect(read('Em Salvador queremos ver o jogo de búzios na Bahia')).not.toContain('Armação dos Búzios|BR');
  });
});

describe('Wikivoyage destinations in a request', () => {
  it('are read by their own name, in the country the page places them in', () => {
    expect(read('Abisko for the aurora in January')).toEqual(['Abisko and Björkliden|SE']);
    expect(read('Two weeks on Lesbos in May')).toEqual(['Lesbos|GR']);
    expect(read('A week in Aizuwakamatsu')).toEqual(['Aizu-Wakamatsu|JP']);
    expect(read('Hiking up Ben Nevis in June')).toEqual(['Ben Nevis|GB']);
  });
});
