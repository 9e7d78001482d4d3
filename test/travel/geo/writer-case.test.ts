import { describe, expect, it } from 'vitest';
import { writerCase } from '../../../src/travel/geo/casing.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { tokenize } from '../../../src/travel/geo/normalize.js';

const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);
const casing = (text: string, lang = 'en') => writerCase(tokenize(text), text, lang);

describe("the writer's use of capitals, estimated from the message", () => {
  it('takes a text in lower case for caseless, whatever words it shouts, tags or abbreviates', () => {
    expect(casing('honestly we want crete but NOT heraklion, too busy').caseless).toBe(true);
    expect(casing('quiero ir a la playa #VeranoTotal con @Marta').caseless).toBe(true);
    expect(casing('fly out of LHR, i think, then a week somewhere warm').caseless).toBe(true);
    expect(casing('on part de NANTES en juillet').caseless).toBe(true);
  });

  it('takes a text with a name written as one mid-sentence for a writer who capitalises names', () => {
    const c = casing('We would like a week in Lisbon, NOT in August');
    expect(c).toEqual({ caseless: false, shouting: false, namesCapitalised: true });
  });

  it('takes no word after a colon for evidence, nor sentences that open with a capital for names', () => {
    expect(casing('Dates : juillet\nDurée : une semaine\nBudget : serré', 'fr').caseless).toBe(false);
    expect(casing('We want to see the sea. Something quiet please.')).toEqual({ caseless: false, shouting: false, namesCapitalised: false });
  });

  it('takes a text all in capitals for caseless, where a short word in capitals is no code', () => {
    expect(casing('FLIGHTS TO ROME FOR TWO')).toEqual({ caseless: true, shouting: true, namesCapitalised: false });
  });

  it('counts a lower-case "i" as lower case only in English (an Italian article is no pronoun)', () => {
    expect(casing('Andiamo al mare con i bambini.', 'it').caseless).toBe(false);
    expect(casing('Going to the sea, i guess.', 'en').caseless).toBe(true);
  });
});

describe('places written in lower case beside words shouted in capitals', () => {
  it('reads every place of a lower-case request with an emphatic word, in the six languages', () => {
    expect(names('thinking crete or rhodes, NOT corfu this time', 'en')).toEqual(['Crete|GR', 'Rhodes|GR', 'Corfu|GR']);
    expect(names('on hésite entre lisbonne et porto, SURTOUT pas madrid', 'fr')).toEqual(['Lisbon|PT', 'Porto|PT', 'Madrid|ES']);
    expect(names('vamos a sevilla o granada, NADA de madrid', 'es')).toEqual(['Sevilla|ES', 'Granada|ES', 'Madrid|ES']);
    expect(names('wir fahren nach wien oder prag, AUF KEINEN FALL berlin', 'de')).toEqual(['Vienna|AT', 'Prague|CZ', 'Berlin|DE']);
    expect(names('pensavamo a napoli o bari MA NON palermo', 'it')).toEqual(['Naples|IT', 'Bari|IT', 'Palermo|IT']);
    expect(names('queremos ir pra lisboa ou faro, NUNCA porto', 'pt')).toEqual(['Lisbon|PT', 'Faro|PT', 'Porto|PT']);
  });

  it('reads a lower-case text opened by a hashtag or an emoji as one in lower case', () => {
    expect(names('#GirlsTrip 💃 wanna do nice and monaco in june', 'en')).toEqual(['Nice|FR', 'Monaco|MC']);
    expect(names('Urlaub 🌴 wollen nach Split und Hvar', 'de')).toEqual(['Split|HR', 'Hvar|HR']);
  });

  it('still reads a code in capitals inside such a text as the airport, though no place word comes before it', () => {
    expect(names('honestly BCN works best for us, cheap flights', 'en')).toEqual(['Barcelona|ES']);
    expect(names('honestly bcn works best for us, cheap flights', 'en')).toEqual([]);
  });

  it('keeps ordinary words out of a lower-case text that shouts', () => {
    expect(names('we want sun and good food, NOT a big city, nice beaches pls', 'en')).toEqual([]);
    expect(names('on veut du soleil et PAS trop cher, une belle plage', 'fr')).toEqual([]);
    expect(names('queremos playa y sol, NADA caro, la mejor comida', 'es')).toEqual([]);
  });
});

describe('a name of several words written in lower case', () => {
  it("is the place after a place word when a word that opens places' names heads it", () => {
    expect(names('vorremmo andare a san vito per una settimana', 'it')).toEqual(['San Vito|IT']);
    expect(names('queremos ir pra porto seguro no verão', 'pt')).toEqual(['Porto Seguro|BR']);
  });
});

describe('a refused alternative set against a list of places', () => {
  it('is read with the list, in several languages', () => {
    expect(names('ibiza o mykonos ma no gallipoli', 'it')).toEqual(['Ibiza|ES', 'Mykonos|GR', 'Gallipoli|IT']);
    expect(names('mallorca oder ibiza, aber nicht rimini', 'de')).toEqual(['Mallorca|ES', 'Ibiza|ES', 'Rimini|IT']);
  });
});

describe('a phrase of ordinary words right after a Romance preposition of going, without an article', () => {
  it('is a name, where a common noun would have taken the article', () => {
    expect(names('queremos ir a ouro preto em julho', 'pt')).toEqual(['Ouro Preto|BR']);
    expect(names('quiero llevar a mi mama a la playa en diciembre', 'es')).toEqual([]);
    expect(names('vamos pra casa nova em julho', 'pt')).toEqual([]);
  });
});
