import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/**
 * Reading party lists, lengths in words, place names in other languages, famous small places and
 * theme or tier synonyms, through the pure reader (parseIntent) with a fixed reference date.
 */
const gazetteer = loadGazetteer();
const NOW = new Date('2026-01-14T12:00:00Z');
const read = (text: string) => parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => NOW, gazetteer }).details;
const places = (text: string) => {
  const d = read(text);
  return [...d.hard_geography, ...d.soft_geography].map((p) => `${p.name}|${p.country ?? ''}`);
};

describe('party', () => {
  it('counts children from the ages listed after a child noun, in six languages', () => {
    for (const [text, ages] of [
      ['me, my husband and the boys (5, 7 and 12) to Lisbon', [5, 7, 12]],
      ['en Bretagne avec nos enfants de 3 et 8 ans', [3, 8]],
      ['a Mallorca con mis hijos de 6 y 11 años', [6, 11]],
      ['mit unseren Kindern (2 und 9) an den Gardasee', [2, 9]],
      ['con i figli di 7 e 10 anni in Puglia', [7, 10]],
      ['para o Algarve com os filhos de 4 e 12 anos', [4, 12]],
      ['mit Kindern im Alter von 4, 8 und 11 Jahren nach Kärnten', [4, 8, 11]],
    ] as const) {
      const p = read(text).party;
      expect(p.child_ages, text).toEqual(ages);
      expect(p.children, text).toBe(ages.length);
    }
  });

  it('takes the adults as the rest of a stated family total, and a couple with children as two adults', () => {
    expect(read('a family of 5 with 3 kids to Orlando').party).toMatchObject({ travellers: 5, adults: 2, children: 3 });
    expect(read('somos una pareja con tres niños, Cancún').party).toMatchObject({ adults: 2, children: 3, travellers: 5 });
    expect(read('wir sind zwei Erwachsene und ein Kind (6)').party).toMatchObject({ adults: 2, children: 1, travellers: 3, child_ages: [6] });
  });

  it('reads a family named by its size as a family of untold adults and children, and a group of that size as a group', () => {
    for (const text of ['a family of five, Rome in May', 'famille de 4 à Nice', 'somos una familia de 6, Cancún', 'una famiglia di 4 in Puglia']) {
      expect(read(text).party, text).toMatchObject({ kind: 'family', adults: null, children: null });
    }
    expect(read('a group of five, Rome in May').party).toMatchObject({ kind: 'group', travellers: 5 });
  });

  it('reads group counts without a noun ("zu dritt", "in quattro") and does not count a family by its children', () => {
    expect(read('zu dritt nach Wien').party.travellers).toBe(3);
    expect(read('Firenze a maggio, in quattro').party.travellers).toBe(4);
    expect(read('Familie mit drei Kindern nach Dänemark').party).toMatchObject({ children: 3, travellers: null });
  });
});

describe('trip length in words', () => {
  it('reads Italian "per N giorni" and "per una settimana", and a ski week as seven days that keeps the skiing theme', () => {
    expect(read('in Sicilia per 9 giorni').trip_length.days).toBe(9);
    expect(read('a Parigi per una settimana').trip_length.days).toBe(7);
    expect(read('in Portogallo per tre settimane').trip_length.days).toBe(21);
    const ski = read('a ski week in Utah');
    expect(ski.trip_length.days).toBe(7);
    expect([...ski.required_themes, ...ski.soft_themes]).toContain('skiing');
  });

  it('reads a week a theme names as seven days ("a beach week", "a relaxing beach week"), keeping the themes, and no other word before the unit', () => {
    for (const text of ['a beach week in Crete in June', 'one surf week in Portugal', 'a relaxing beach week on Naxos']) {
      const d = read(text);
      expect(d.trip_length.days, text).toBe(7);
      expect([...d.required_themes, ...d.soft_themes].length, text).toBeGreaterThan(0);
    }
    expect(read('after a busy week at work, a weekend in Rome').trip_length.days).toBe(2);
    expect(read('a beach day in Nice').trip_length.days).not.toBe(7);
  });
});

describe('places', () => {
  it('reads region and country names of the other five languages', () => {
    expect(places('tres semanas por Europa del Este')).toEqual(['Eastern Europe|']);
    expect(places('eine Rundreise durch Osteuropa')).toEqual(['Eastern Europe|']);
    expect(places('um mês no Leste Europeu')).toEqual(['Eastern Europe|']);
    expect(places('deux semaines en Écosse')).toEqual(['Scotland|GB']);
    expect(places('wir fliegen nach Island')).toEqual(['Iceland|IS']);
  });

  it('reads famous small places and names that hold a common word', () => {
    expect(places('a week in chefchaouen')).toEqual(['Chefchaouen|MA']);
    expect(places('three nights in oia')).toEqual(['Oía|GR']);
    expect(places('snorkeling off Fernando de Noronha')).toEqual(['Fernando de Noronha|BR']);
    expect(places('the Everest base camp trek')).toEqual(['Sagarmatha National Park|NP']);
    expect(places('Chiang Mai in May')).toEqual(['Chiang Mai|TH']);
  });

  it('keeps the place an event phrase names and the English exonyms of German and Belgian cities', () => {
    expect(places('le carnaval de Rio en famille')).toEqual(['Rio de Janeiro|BR']);
    expect(read('from Cologne to Rome').origin.iata).toBe('CGN');
    expect(places('a weekend in Bruges')).toEqual(['Brugge|BE']);
  });

  it('never reads an article or a frequent lower-case word as a place', () => {
    expect(places('in Giappone per la fioritura dei ciliegi')).toEqual(['Japan|JP']);
    expect(places('fünf Tage in den Alpen')).toEqual(['The Alps|']);
    expect(places('au Kenya pour la traversée de la rivière')).toEqual(['Kenya|KE']);
  });

  it('reads a clause opened by "de X" as the origin and an arrival gateway as a stop', () => {
    expect(read('dix jours au Japon en mai, de Bordeaux').origin.name).toBe('Bordeaux');
    const d = read('Vietnam for three weeks, flying into Hanoi');
    expect(d.hard_geography.map((p) => p.name)).toEqual(['Vietnam']);
    expect(d.via.map((p) => p.name)).toEqual(['Hanoi']);
  });
});

describe('themes and tiers', () => {
  it('reads calving season and river crossings as wildlife migration, in several languages', () => {
    for (const text of [
      'Tanzania for the calving season',
      'Kenya to watch the river crossings',
      'Tansania zur Kalbungszeit',
      'Quênia na época dos nascimentos',
    ]) {
      const d = read(text);
      expect([...d.required_themes, ...d.soft_themes], text).toContain('wildlife_migration');
    }
  });

  it('does not read a theme word that names another sport with the word beside it as the theme', () => {
    const themes = (text: string) => {
      const d = read(text);
      return [...d.required_themes, ...d.soft_themes];
    };
    for (const text of [
      'sky diving in Dubai in December',
      'cliff diving in Croatia',
      'stage de plongée libre à Nice',
      'curso de buceo libre en Tenerife',
      'mergulho livre em Fernando de Noronha',
    ])
      expect(themes(text), text).not.toContain('diving');
    for (const text of ['scuba diving in Dahab', 'plongée à Marsa Alam', 'buceo en Cozumel', 'mergulho em Fernando de Noronha'])
      expect(themes(text), text).toContain('diving');
  });

  it('reads price words of the six languages as the budget tier', () => {
    for (const text of ['Viaggio economico in Grecia', 'voyage peu cher en Grèce', 'günstiges Hotel in Prag', 'Lisboa gastando pouco']) {
      expect(read(text).budget.tier, text).toBe('budget');
    }
  });
});

describe('a holiday that is also an event', () => {
  it('reads the dates of Semana Santa / Karwoche and keeps the event', () => {
    const es = parseIntent({ user_request: 'Málaga en Semana Santa', reference_date: '2026-01-14' }, { now: () => NOW, gazetteer });
    expect(es.details.date_window).toMatchObject({ start: '2026-03-29', end: '2026-04-05' });
    expect(es.details.event.id).toBe('semana_santa');
    expect(read('in der Karwoche nach Rom').date_window.start).toBe('2026-03-29');
  });
});
