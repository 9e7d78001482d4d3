import { describe, expect, it } from 'vitest';
import { loadEventPlaces } from '../../../src/travel/geo/event-places.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

describe('events that stand for their place (travel calendar)', () => {
  it('reads an event held in one place as that place, in every language', () => {
    expect(names('Five of us want to go to San Fermin in July', 'en')).toEqual(['Pamplona|ES']);
    expect(names('Queremos ir a los Sanfermines este año', 'es')).toEqual(['Pamplona|ES']);
    expect(names('On voudrait aller aux Fallas en mars', 'fr')).toEqual(['Valencia|ES']);
    expect(names('Wir wollen zum Oktoberfest', 'de')).toEqual(['Munich|DE']);
    expect(names('Vorremmo andare alla Tomatina', 'it')).toEqual(['Buñol|ES']);
    expect(names('Queria passar o Hogmanay com amigos', 'pt')).toEqual(['Edinburgh|GB']);
  });

  it("reads an event named with another place as that place's edition, not the usual home", () => {
    expect(names('bora pra oktoberfest de Blumenau em outubro', 'pt')).toEqual(['Blumenau|BR']);
    expect(names('We want to see the Oktoberfest in Cincinnati', 'en')).toEqual(['Cincinnati|US']);
    expect(names('Oktoberfest in München', 'de')).toEqual(['Munich|DE']);
  });

  it('says why: the reading names the event', () => {
    expect(g.extract('tickets for Wimbledon', { lang: 'en' })[0]?.reason).toMatch(/"wimbledon" is held in London/);
  });

  it('lets an event held in several comparable places stand for none (Carnival, Songkran, the Christmas markets)', () => {
    const events = new Set(loadEventPlaces().map((e) => e.event));
    expect(events.has('oktoberfest')).toBe(true);
    for (const id of ['carnival', 'songkran', 'christmas_markets', 'world_cup', 'day_of_the_dead']) expect(events.has(id)).toBe(false);
    expect(names('Carnaval em Olinda', 'pt')).toEqual(['Olinda|BR']);
  });

  it('lets a holiday held across a whole country name a time, not a town of that name (Ferragosto, Golden Week)', () => {
    const events = new Set(loadEventPlaces().map((e) => e.event));
    for (const id of ['ferragosto', 'golden_week_japan', 'obon']) expect(events.has(id)).toBe(false);
    expect(names('Vorremmo partire a Ferragosto per una settimana in Puglia', 'it')).toEqual(['Apulia|IT']);
    expect(names('Wir fliegen zur Golden Week nach Osaka', 'de')).toEqual(['Osaka|JP']);
    expect(names('On part à Ferragosto, direction Naples', 'fr')).toEqual(['Naples|IT']);
  });
});
