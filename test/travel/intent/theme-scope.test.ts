import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

const gazetteer = loadGazetteer();
const themes = (user_request: string) => {
  const p = parseIntent({ user_request, reference_date: '2026-03-01' }, { now: () => new Date('2026-03-01'), gazetteer });
  return [...p.interpreted_constraints.required_themes, ...p.details.soft_themes];
};

describe('theme words that state no wish', () => {
  it('reads no warmth from avoiding, hating or having too much of it', () => {
    for (const text of [
      'Nous fuyons la chaleur, Bretagne en juillet',
      'Odiamo il caldo, Dolomiti ad agosto',
      'Queremos huir del calor en agosto',
      'Sol demais no Algarve, queremos o norte',
      'Way too much sun last time, Scotland in July',
      'Wir hassen Hitze, lieber Norwegen',
    ]) {
      expect(themes(text), text).not.toContain('warm_weather');
    }
    expect(themes('Du soleil et de la chaleur en février')).toContain('warm_weather');
    expect(themes('Queremos calor en febrero')).toContain('warm_weather');
  });

  it('reads fleeing as refusing the weather, not the place the flight goes to', () => {
    const p = parseIntent(
      { user_request: 'Wir fliehen vor der Hitze nach Schottland im Juli', reference_date: '2026-03-01' },
      { now: () => new Date('2026-03-01'), gazetteer },
    );
    expect(p.details.excluded).toEqual([]);
    expect(p.details.soft_themes).not.toContain('warm_weather');
  });

  it('reads no warmth from a name or a word describing one', () => {
    expect(themes('Tickets for a Phoenix Suns game in March')).not.toContain('warm_weather');
    expect(themes('Greetings from sunny Brisbane, thinking of Bali in May')).not.toContain('warm_weather');
    expect(themes('Saludos desde la soleada Málaga, pensamos en Oslo')).not.toContain('warm_weather');
    expect(themes('Somewhere sunny in February')).toContain('warm_weather');
  });

  it('reads a pool or a bath as no swim in the sea', () => {
    expect(themes('A hotel with a swimming pool in Crete')).not.toContain('swimming');
    expect(themes('Quero tomar banho de banheira no hotel em Lisboa')).not.toContain('swimming');
    expect(themes('Swimming in the sea in Crete in June')).toContain('swimming');
  });

  it('reads a luxury lodge product beside the theme it names, and camping as no lodge', () => {
    expect(themes('A safari lodge in Tanzania')).toEqual(expect.arrayContaining(['lodge_stay', 'wildlife']));
    expect(themes('Un lodge de safari au Botswana')).toEqual(expect.arrayContaining(['lodge_stay', 'wildlife']));
    expect(themes('Eine Estancia in Argentinien im März')).toContain('lodge_stay');
    expect(themes('Una estancia de una semana en Roma')).not.toContain('lodge_stay');
    for (const text of ['Bush camp in Namibia, backpacking', 'Zeltcamp an der Ostsee', 'Camp de toile en Ardèche', 'Una palafitta sul lago']) {
      expect(themes(text), text).not.toContain('lodge_stay');
    }
  });

  it('drops the theme wanted less in a comparison, in six languages', () => {
    expect(themes('We like hiking way more than beaches, 2 adults from Berlin in March')).toEqual(['hiking']);
    expect(themes('On préfère la montagne plutôt que la plage, en mars depuis Lyon')).toEqual(['mountains']);
    expect(themes('Lieber Berge als Strand, im März ab Berlin')).toEqual(['mountains']);
    expect(themes('più montagna che mare, a marzo da Milano')).toEqual(['mountains']);
    expect(themes('Beaches and hiking in March from Berlin')).toEqual(expect.arrayContaining(['beach', 'hiking']));
  });

  it('reads a swim in a pool as the pool of the lodging, not a wish for the sea', () => {
    expect(themes('Warm enough to sit out and swim in a pool, January, from Dublin')).not.toContain('swimming');
    expect(themes('We want to swim in the sea in January, from Dublin')).toContain('swimming');
  });
});
