import { describe, expect, it } from 'vitest';
import type { TravelSearchRequest } from '../../../src/contracts/travel.js';
import { context, testEngine } from './engine.js';

/** The documents answer to "is an identity card enough?" judges the nationality the request states, never the origin's. */
async function documents(input: TravelSearchRequest): Promise<string> {
  const res = await testEngine().search(input, context());
  const answer = res.results[0]?.answers?.find((a) => a.topic === 'documents');
  return answer?.answer ?? '';
}

describe('the identity-card answer', () => {
  it('does not take the origin country for the nationality when none is stated', async () => {
    const text = await documents({ user_request: 'A week in Lisbon in May from Paris for two. Can we travel with just our ID cards?' });
    expect(text).not.toMatch(/identity card of France/);
    expect(text).toMatch(/depends on the nationality.*does not state.*EU free movement/);
  });

  it('judges the nationality stated in words', async () => {
    const text = await documents({ user_request: 'Somos argentinos, una semana en Santiago de Chile en marzo desde Buenos Aires. ¿Alcanza con el DNI?' });
    expect(text).toMatch(/identity card of Argentina is accepted.*Mercosur/);
  });

  it('judges the passport sent in the structured field, not the origin', async () => {
    const text = await documents({ user_request: 'A week in Buenos Aires in May from Madrid, is my identity card enough?', passports: ['BR'] });
    expect(text).not.toMatch(/Spain/);
    expect(text).toMatch(/identity card of Brazil is accepted instead of a passport in Argentina/);
  });

  it('judges the card of every stated passport', async () => {
    const text = await documents({ user_request: 'A week in Tirana in June from New York. Is my ID card enough?', passports: ['US', 'IT'] });
    expect(text).toMatch(/identity card of Italy is accepted instead of a passport in Albania/);
  });

  it('says it is not known from the data, never a no, when no stated card is covered', async () => {
    const text = await documents({ user_request: 'A week in Tirana in June from New York. Is my ID card enough?', passports: ['US'] });
    expect(text).toMatch(/identity card of United States is enough in Albania is not known from the data.*check with the embassy of Albania/);
    expect(text).not.toMatch(/plan on a passport/);
  });

  it('says it is not known from the data where no agreement in the data covers the country', async () => {
    const text = await documents({ user_request: "Une semaine à Marrakech en avril depuis Lyon, la carte d'identité suffit-elle ?" });
    expect(text).toMatch(/no identity-card agreement covering Morocco, so it is not known from the data: check with the embassy of Morocco/);
    expect(text).not.toMatch(/plan on a passport/);
  });
});

describe('the documents answer for a connection the request names', () => {
  const answers = async (input: TravelSearchRequest) =>
    (await testEngine().search(input, context())).results[0]?.answers.filter((a) => a.topic === 'documents') ?? [];

  it('adds the entry rule of the connecting country for the stated passport, and says airside transit is not in the data', async () => {
    const [place, transit] = await answers({
      user_request: 'Ten days in Japan in April from Manila on a Philippine passport. Do I need a visa? And a transit visa if I connect through Seoul?',
    });
    expect(place?.answer).toMatch(/^Japan: Philippines passport holders/);
    expect(transit?.known).toBe(true);
    expect(transit?.answer).toMatch(/^Connecting in South Korea: leaving the airport there is entering it: Philippines passport holders need/);
    expect(transit?.answer).toMatch(/Airside transit rules are not in the data/);
  });

  it("reads the origin's passport as a condition when none is stated, and adds nothing without a connection", async () => {
    const [, transit] = await answers({ user_request: 'From London to Sydney via Dubai in November: do I need a visa?' });
    expect(transit?.known).toBe(false);
    expect(transit?.answer).toMatch(/Connecting in United Arab Emirates: .*United Kingdom passport holders .* if that is your passport\./);
    expect(await answers({ user_request: 'From London to Sydney in November: do I need a visa?' })).toHaveLength(1);
  });

  it("says the destination's Schengen visa covers a Schengen connection", async () => {
    const [, transit] = await answers({ user_request: 'Lisbon via Madrid in May from Paris: do I need a visa? Nigerian passport' });
    expect(transit?.answer).toMatch(/^Spain and Portugal are both in the Schengen area: what Portugal asks of your passport .* covers Spain too\./);
    expect(transit?.answer).not.toMatch(/obtained before travel/);
  });

  it('words a stop on a road or rail trip as a border crossed, not an airport', async () => {
    for (const user_request of [
      'By train from Paris to Istanbul via Sofia, Indian passport: do I need a visa?',
      'Road trip from Vienna to Belgrade via Budapest in May, Indian passport: do I need a visa?',
    ]) {
      const [, transit] = await answers({ user_request });
      expect(transit?.answer).toMatch(/^Crossing (Bulgaria|Hungary) overland: entering it at the border: India passport holders need a visa/);
      expect(transit?.answer).not.toMatch(/airport|airline/);
    }
  });
});
