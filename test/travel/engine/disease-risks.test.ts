import { describe, expect, it } from 'vitest';
import { atLevel } from '../../../src/operations/travel/detail.js';
import { diseaseWarnings } from '../../../src/travel/knowledge/disease-risks.js';
import { context, testEngine } from './engine.js';

interface Warning {
  code: string;
  message: string;
}
interface Item {
  name: string;
  warnings: Warning[];
}

/** Each result's yellow-fever and malaria warnings at the full, standard and summary levels. */
async function diseaseWarningsAt(user_request: string) {
  const full = JSON.parse(JSON.stringify(await testEngine().search({ user_request }, context())));
  const levels = [full, JSON.parse(atLevel('standard', full).text), JSON.parse(atLevel('summary', full).text)];
  return levels.map((l: { results: Item[] }) =>
    l.results.map((r) => ({ name: r.name, warnings: r.warnings.filter((w) => w.code === 'yellow_fever' || w.code === 'malaria') })),
  );
}

const answerOf = async (user_request: string) => {
  const res = await testEngine().search({ user_request }, context());
  return res.results[0]?.answers.find((a) => a.topic === 'health_risks');
};

describe('yellow fever and malaria warnings', () => {
  it('warns every result in a country with both, at every detail level, with the certificate rule', async () => {
    for (const results of await diseaseWarningsAt('Two weeks in Ghana in January from Paris')) {
      expect(results.length).toBeGreaterThan(1);
      for (const r of results) {
        const fever = r.warnings.find((w) => w.code === 'yellow_fever')?.message;
        expect(fever).toMatch(/^Yellow fever \(WHO, CDC\): risk throughout Ghana; vaccine advised from 9 months\./);
        expect(fever).toMatch(/Ghana demands the certificate of every arrival; the certificate is valid from 10 days after the vaccine\.$/);
        expect(r.warnings.find((w) => w.code === 'malaria')?.message).toBe(
          'Malaria (CDC): in all areas of Ghana, high risk; antimalarial tablets advised. See a travel clinic 4-6 weeks ahead.',
        );
      }
    }
  });

  it('names the areas where the risk is only in parts of the country', async () => {
    for (const results of await diseaseWarningsAt('Ten days in Peru in August from Madrid')) {
      for (const r of results) {
        expect(r.warnings.find((w) => w.code === 'yellow_fever')?.message).toMatch(/risk in parts of Peru \(the Amazon east of the Andes below 2,300 m/);
        expect(r.warnings.find((w) => w.code === 'malaria')?.message).toMatch(
          /^Malaria \(CDC\): (in parts of Peru: "All departments <2,000 m|none in .+, the CDC says "None in the following areas: Lima province)/,
        );
      }
    }
  });

  it('quotes first what the source says of the place itself when it names it', async () => {
    const [results] = await diseaseWarningsAt('Two weeks in Brazil in July from Frankfurt, beaches and the Amazon');
    const rio = results!.find((r) => r.name === 'Rio de Janeiro')!.warnings.find((w) => w.code === 'malaria')?.message;
    expect(rio).toMatch(/^Malaria \(CDC\): none in Rio de Janeiro, the CDC says "No malaria in the cities of Brasilia, Rio de Janeiro/);
    expect(rio).toMatch(/no tablets for Rio de Janeiro itself\./);
    const nairobi = (await diseaseWarningsAt('Safari in Kenya in August from Paris'))[0]!
      .find((r) => r.name === 'Nairobi')!
      .warnings.find((w) => w.code === 'malaria')?.message;
    expect(nairobi).toMatch(
      /^Malaria \(CDC\): in parts of Kenya; of Nairobi it says "Present in all areas \(including game parks\) at altitudes below 2,500 m\. including the city of Nairo.*", moderate risk/,
    );
  });

  it('judges the place itself: none where the source says none of it, bites alone where it has rare cases, the areas alone where it is not named', async () => {
    const malariaOf = async (request: string, name: string) =>
      (await testEngine().search({ user_request: request }, context())).results.find((r) => r.name === name)?.warnings.find((w) => w.code === 'malaria');
    const bogota = await malariaOf('Five days in Bogotá in March from Madrid', 'Bogotá');
    expect(bogota?.severity).toBe('info');
    expect(bogota?.message).toMatch(
      /^Malaria \(CDC\): none in Bogotá, the CDC says "None in Bogota, Cartagena, and Medellin"; elsewhere in Colombia: "All areas at altitudes below 1,700 m"; no tablets for Bogotá itself\./,
    );
    const samui = await malariaOf('A week on Koh Samui in February from London', 'Koh Samui');
    expect(samui?.message).toMatch(/^Malaria \(CDC\): rare at Koh Samui, the CDC says "Rare to few cases/);
    expect(samui?.message).toMatch(/; bite avoidance only, no tablets\./);
    const cancun = await malariaOf('A week in Cancun in January from Chicago', 'Cancun');
    expect(cancun?.severity).toBe('info');
    expect(cancun?.message).toMatch(/^Malaria \(CDC\): in parts of Mexico, which the CDC names without Cancun: "Present in Campeche/);
    expect(cancun?.message).toMatch(/antimalarial tablets advised only in those areas\./);
  });

  it('reads an exception as the source scopes it: a place named before "except none in" has malaria, one named only after it has none', () => {
    const at = (name: string, country: string, country_name: string) =>
      diseaseWarnings({ name, country, country_name, arrives_from: 'GB', from_route_stop: false }).find((w) => w.code === 'malaria')?.message;
    expect(at('Kourou', 'GF', 'French Guiana')).toMatch(/antimalarial tablets advised\./);
    expect(at('Addis Ababa', 'ET', 'Ethiopia')).toMatch(/^Malaria \(CDC\): none in Addis Ababa/);
    expect(at('Lalibela', 'ET', 'Ethiopia')).toMatch(
      /"All areas below 2,500 m except none in the city of Addis Ababa", moderate risk; antimalarial tablets advised\./,
    );
    expect(at('Vang Vieng', 'LA', 'Laos')).toMatch(/antimalarial tablets advised\./);
    // A statement naming the place where the malaria is outweighs one naming it among places without.
    expect(at('Lombok', 'ID', 'Indonesia')).toMatch(/of Lombok it says "Rural areas of Kalimantan/);
  });

  it('gives no warning where the data lists neither', async () => {
    for (const results of await diseaseWarningsAt('A week in Lisbon in May for two adults')) for (const r of results) expect(r.warnings).toEqual([]);
  });

  it('tells a country without risk that demands a certificate only to a trip starting in a country with risk', async () => {
    const fever = async (request: string) => (await diseaseWarningsAt(request))[0]!.flatMap((r) => r.warnings).find((w) => w.code === 'yellow_fever')?.message;
    expect(await fever('Two weeks in Goa in January from Nairobi')).toMatch(
      /^Yellow fever \(WHO, CDC\): India demands the certificate of arrivals from a country with risk \(this trip starts in one\)/,
    );
    expect(await fever('Two weeks in Goa in January from London')).toBeUndefined();
  });

  it('on a route across borders, judges the certificate by the stop before, not by where the trip starts', async () => {
    const res = await testEngine().search(
      { user_request: 'From London in August: 5 nights in Nairobi, then 5 nights in Zanzibar. Which vaccines do we need?' },
      context(),
    );
    expect(res.route?.stops.map((s) => s.country)).toEqual(['KE', 'TZ']);
    const zanzibar = res.results.find((r) => r.id === 'zanzibar')!;
    const fever = zanzibar.warnings.find((w) => w.code === 'yellow_fever');
    expect(fever?.severity).toBe('caution');
    expect(fever?.message).toMatch(
      /Tanzania demands the certificate of arrivals from a country with risk \(you arrive from one, the stop before on your route\)/,
    );
    expect(zanzibar.answers.find((a) => a.topic === 'health_risks')?.answer).toMatch(/Tanzania demands the certificate of arrivals from a country with risk/);
    // The first stop is judged by the origin: London is no country with risk.
    const nairobi = res.results.find((r) => r.name === 'Nairobi')!;
    expect(nairobi.warnings.find((w) => w.code === 'yellow_fever')?.message).not.toMatch(/you arrive from one|this trip starts in one/);
  });
});

describe('questions about vaccinations and malaria', () => {
  it.each([
    ['Two weeks in Ghana in January from Paris. Do we need shots?'],
    ['Deux semaines au Ghana en janvier depuis Paris, faut-il des vaccins ?'],
    ['Dos semanas en Ghana en enero desde Madrid, ¿hace falta vacuna?'],
    ['Zwei Wochen Ghana im Januar ab Frankfurt, brauchen wir Impfungen?'],
    ['Due settimane in Ghana a gennaio da Roma, servono vaccini?'],
    ['Duas semanas no Gana em janeiro saindo de Lisboa, precisa de vacina?'],
  ])('"%s" is answered from the data, with its source', async (request) => {
    const a = await answerOf(request);
    expect(a?.known).toBe(true);
    expect(a?.answer).toMatch(
      /^Yellow fever: risk throughout Ghana; vaccine advised from 9 months; Ghana demands the certificate of every arrival\. Malaria: in all areas of Ghana; antimalarial tablets advised\./,
    );
    expect(a?.source).toMatch(/WHO.*CDC, "Malaria Information and Prophylaxis, by Country"/);
  });

  it('says a country the WHO has certified malaria-free since the table has none', async () => {
    const a = await answerOf('A week in Cairo in March from London, do we need malaria tablets?');
    expect(a?.answer).toMatch(/Malaria: none in Egypt \(WHO-certified malaria-free in 2024\)/);
  });

  it('keeps the answer at summary level', async () => {
    const full = JSON.parse(
      JSON.stringify(await testEngine().search({ user_request: 'Ten days in Peru in August from Madrid, what vaccinations do we need?' }, context())),
    );
    const summary = JSON.stringify(JSON.parse(atLevel('summary', full).text));
    expect(summary).toMatch(/Yellow fever: risk in parts of Peru \(areas in the warning\); vaccine advised there from 9 months/);
  });
});

describe('what asks about tropical disease', () => {
  it('answers dengue with what the data holds and what it does not', async () => {
    const a = await answerOf('Two weeks in Bali in August from London. Is there dengue?');
    expect(a?.known).toBe(true);
    // Bali itself is the first result: its malaria line is the place's, not the country's.
    expect(a?.answer).toMatch(
      /Malaria: none in Bali \(Ubud and the south coast\), only in other parts of Indonesia \(areas in the warning\); no tablets for Bali \(Ubud and the south coast\) itself\./,
    );
    expect(a?.answer).toMatch(/Dengue, Zika, other vaccines: not in the data\.$/);
  });

  it('does not read the shots of a photograph as jabs', async () => {
    expect(await answerOf('Three nights in Tromsø in January from Oslo. Where can we get good shots of the aurora?')).toBeUndefined();
    expect(await answerOf('Three nights in Tromsø in January from Oslo. Any tips for great shots?')).toBeUndefined();
    expect(await answerOf('Three nights in Tromsø in January from Oslo. Do we need any shots?')).toBeDefined();
  });
});
