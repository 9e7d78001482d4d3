import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

const windowOf = (text: string) => {
  const w = parseRequest(text).details.date_window;
  return [w.start, w.end];
};

describe('a self-repair replaces the nearest constituent of its kind and leaves no trace of it', () => {
  it.each<[string, string[]]>([
    ['we fancy two weeks in Rome uh no sorry Naples next summer, from Leeds', ['Naples']],
    ['on aimerait aller à Lyon euh non excusez-moi à Bordeaux avec les enfants', ['Bordeaux']],
    ['queremos ir a Valencia no perdona a Málaga con mi hermana', ['Málaga']],
    ['wir wollen nach Hamburg nee sorry nach Bremen fahren', ['Bremen']],
    ['vorremmo andare a Torino no scusa a Genova per un weekend', ['Genoa']],
    ['queremos ir ao Porto não desculpa a Lisboa no verão', ['Lisbon']],
  ])('a place: %s', (text, goes) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['Oslo in September sorry I mean October, two of us from Leeds', '2026-10-01', '2026-10-31'],
    ['Marseille en mars euh non excusez-moi en avril, depuis Lille', '2026-04-01', '2026-04-30'],
    ['Bilbao en agosto no perdón en septiembre, desde Madrid', '2026-09-01', '2026-09-30'],
    ['im Juni quatsch im Juli nach Wien, ab München', '2026-07-01', '2026-07-31'],
    ['a Bari a luglio no scusa ad agosto, da Milano', '2026-08-01', '2026-08-31'],
    ['Faro em maio não desculpe em junho, saindo de Lisboa', '2026-06-01', '2026-06-30'],
  ])('a month: %s', (text, start, end) => {
    expect(windowOf(text)).toEqual([start, end]);
  });

  it.each<[string, string, string]>([
    ['Roma del 3 al 9 de mayo no perdona de junio, desde Sevilla', '2026-06-03', '2026-06-09'],
    ['Nantes du 3 au 9 mai euh non pardon de juin, depuis Paris', '2026-06-03', '2026-06-09'],
  ])('a bare month repairs only the month of a fuller date: %s', (text, start, end) => {
    expect(windowOf(text)).toEqual([start, end]);
  });

  it.each<[string, number]>([
    ['We are four no sorry five, to Rome in May from Leeds', 5],
    ['Wir sind vier quatsch fünf Personen, nach Wien im Mai ab Köln', 5],
    ['Siamo in quattro no scusa cinque, a Roma a maggio da Milano', 5],
    ['Somos cuatro no perdona cinco, a Roma en mayo desde Bilbao', 5],
    ['Somos quatro ou melhor cinco, para Roma em maio saindo de Faro', 5],
  ])('a number of people: %s', (text, travellers) => {
    expect(parseRequest(text).details.party.travellers).toBe(travellers);
  });

  it.each<[string, number]>([
    ['2 adults, actually 3 adults, a week in Rome in May from Leeds', 3],
    ['2 Erwachsene, nein sorry 3 Erwachsene, eine Woche Rom im Mai ab Köln', 3],
    ['2 adultos, no perdón 3 adultos, una semana en Roma en mayo desde Bilbao', 3],
    ['2 adulti, anzi 3 adulti, una settimana a Roma a maggio da Milano', 3],
  ])('a number whose head noun the repair repeats: %s', (text, adults) => {
    expect(parseRequest(text).details.party.adults).toBe(adults);
  });

  it('an amount, with its own words: "3000 euros no wait 2500 euros"', () => {
    expect(parseRequest('Budget 3000 euros no wait 2500 euros, Rome in May from Leeds').details.budget.amount).toBe(2500);
  });

  it('a number with other words between it and the marker is not the one repaired', () => {
    expect(parseRequest('Roma em maio, somos quatro adultos e uma criança, não espere, são duas, saindo de Faro').details.party.adults).toBe(4);
  });

  it.each<[string, string]>([
    ['en mai on part à Lyon euh non pardon à Trucmuchville, depuis Lille', 'Lyon'],
    ['wir wollen nach Dresden nee sorry nach Irgendwoheim im Mai', 'Dresden'],
  ])('a firm marker withdraws what it follows even when the repair is no known place: %s', (text, withdrawn) => {
    const p = placesOf(text);
    expect(p.goes).not.toContain(withdrawn);
    expect(p.not).not.toContain(withdrawn);
  });
});

describe('a marker with nothing of the same kind to replace repairs nothing', () => {
  it.each<[string, string[]]>([
    ['We want Portugal, I mean Lisbon, in May', ['Portugal', 'Lisbon']],
    ['o sea queremos ir a Roma en mayo', ['Rome']],
    ['We actually want Seville in May', ['Sevilla']],
    ['cioè vorremmo andare a Napoli a maggio', ['Naples']],
  ])('%s', (text, goes) => {
    expect(placesOf(text).goes).toEqual(goes);
  });
});

describe('a withdrawn place the writer also refuses stays refused', () => {
  it.each<[string, string, string]>([
    ["We'd like Rome no sorry Naples because Rome is too expensive, in May", 'Naples', 'Rome'],
    ['Queremos ir a Valencia no perdona a Málaga porque Valencia es muy cara', 'Málaga', 'Valencia'],
    ['Vorremmo andare a Torino no scusa a Genova perché Torino costa troppo', 'Genoa', 'Turin'],
    ['Wir wollen nach Hamburg nee sorry nach Bremen, weil Hamburg zu teuer ist', 'Bremen', 'Hamburg'],
  ])('named again in the reason for the repair: %s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual([goes]);
    expect(p.not).toEqual([not]);
  });

  it.each<[string, string, string]>([
    ['Not Paris, rather Lyon in May', 'Lyon', 'Paris'],
    ['Pas Nice, plutôt Antibes en mai', 'Antibes', 'Nice'],
    ['Nicht Hamburg, eher Bremen im Mai', 'Bremen', 'Hamburg'],
    ['No Valencia, mejor Málaga en mayo', 'Málaga', 'Valencia'],
  ])('refused before the marker: %s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual([goes]);
    expect(p.not).toEqual([not]);
  });
});

describe('an apology followed by a negation about something else withdraws nothing', () => {
  it.each<[string, string[]]>([
    ['Lisbon in May, sorry, no idea about the budget yet', ['Lisbon']],
    ['Vamos a Sevilla, perdona, no tenemos fechas aún', ['Sevilla']],
    ['Andiamo a Napoli, scusate, non abbiamo ancora le date', ['Naples']],
    ['Vamos para o Porto, desculpa, não temos datas', ['Porto']],
    ['Wir wollen nach Wien, sorry, nein, Termine haben wir noch keine', ['Vienna']],
    ['On va à Nice, pardon, non, pas encore de dates', ['Nice']],
  ])('%s', (text, goes) => {
    expect(placesOf(text).goes).toEqual(goes);
  });

  it('nor the place of departure before it', () => {
    expect(parseRequest('Departing from Leeds - sorry, no early flights - to Porto in May').details.origin.name).toBe('Leeds');
  });
});

describe('a preference or comparison after a place of departure is where to go, not a repair of it', () => {
  it.each<[string, string, string[]]>([
    ['From Leeds, rather Porto than Lisbon, in May', 'Leeds', ['Porto']],
    ['Depuis Lyon, plutôt Porto que Lisbonne, en mai', 'Lyon', ['Porto']],
    ['Desde Bilbao, mejor Roma que Milán, en mayo', 'Bilbao', ['Rome']],
    ['Ab Köln, eher Wien als Prag, im Mai', 'Köln', ['Vienna']],
    ['Ab Stuttgart, eher Sizilien, im Mai', 'Stuttgart', ['Sicily']],
    ['Depuis Nantes, plutôt la Sardaigne, en mai', 'Nantes', ['Sardinia']],
  ])('%s', (text, origin, goes) => {
    expect(parseRequest(text).details.origin.name).toBe(origin);
    expect(placesOf(text).goes).toEqual(goes);
  });

  it.each<[string, string]>([
    ['From Leeds, sorry, from Manchester, to Rome in May', 'Manchester'],
    ['Partiamo da Bologna, anzi da Firenze, per Lisbona a maggio', 'Florence'],
    ['Flying from Dallas, actually Fort Worth is nearer, to Denver in May', 'Fort Worth'],
  ])('a place of departure is still repaired by one, or by a place near it: %s', (text, origin) => {
    expect(parseRequest(text).details.origin.name).toBe(origin);
  });
});

describe('an addition, a list closed by "finally" or a place inside the first one replaces nothing', () => {
  it.each<[string, string[]]>([
    ['Rome in May, actually Naples too', ['Rome', 'Naples']],
    ['Wien im Mai, eher auch Salzburg', ['Vienna', 'Salzburg']],
    ['Viena en mayo, o sea, Praga también', ['Vienna', 'Prague']],
    ['Lyon, Nice et enfin Marseille en mai', ['Lyon', 'Nice', 'Marseille']],
    ['Les Canaries, plutôt Tenerife, en juin', ['Canary Islands', 'Tenerife']],
    ['Die Kanaren, vielmehr Teneriffa, im Mai', ['Canary Islands', 'Tenerife']],
    ['O Algarve, ou seja, Faro e Tavira, em julho', ['Algarve', 'Faro', 'Tavira']],
  ])('%s', (text, goes) => {
    expect(placesOf(text).goes).toEqual(goes);
  });
});
