import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The party a request is read with: travellers, adults, children. */
const party = (text: string) => {
  const p = parseRequest(text).details.party;
  return [p.travellers, p.adults, p.children];
};

describe('party companions and counts that are not travellers', () => {
  it('never reads the writer as alone when a companion is named but not counted', () => {
    const unknown = [null, null, null];
    expect(party('Sofia and I would like a week in Lisbon in October')).toEqual(unknown);
    expect(party('I need a hotel in Vienna in March, bringing Oliver along')).toEqual(unknown);
    expect(party('Je voudrais partir à Nice en septembre avec Camille')).toEqual(unknown);
    expect(party('Quiero viajar a Sevilla en abril con Mateo')).toEqual(unknown);
    expect(party('Ich möchte Jonas im August nach Wien mitnehmen')).toEqual(unknown);
    expect(party('Vorrei portare Chiara a Napoli a ottobre')).toEqual(unknown);
    expect(party('Quero levar a Beatriz ao Porto em novembro')).toEqual(unknown);
    expect(party('I want to fly to Lisbon in October')).toEqual([1, 1, null]);
  });

  it('says the writer speaks as "we" when no count is read, in the six languages, and not when they speak for another', () => {
    const plural = (text: string) => parseRequest(text).details.party.writer_plural;
    for (const text of [
      'We are after a quiet week in Madeira in October',
      'Nous aimerions passer dix jours en Sicile en mai',
      'on part en Crète fin juin, des idées ?',
      'Salimos de Bilbao hacia Oporto el puente de mayo',
      'Wir suchen eine Hütte in Tirol für Februar',
      'Partiamo da Torino per la Provenza a luglio',
      'Queremos passar o Carnaval em Olinda',
    ])
      expect(plural(text), text).toBe(true);
    expect(plural('I want to spend a week in Madeira in October')).toBe(false);
    expect(plural('I want to travel around the US for 10 days in September')).toBe(false);
    expect(plural('Quero ir nos Alpes em fevereiro, cinco dias')).toBe(false);
    expect(plural('Quiero ir a Madrid los últimos días de julio')).toBe(false);
    expect(plural('Vou ao Porto com uns colegas em maio')).toBe(false);
    expect(plural('We are two, a week in Madeira in October')).toBe(false);
    expect(plural('My boss wants a hotel in Vienna in March, we need options by Friday')).toBe(false);
  });

  it('counts no one when the writer travels with people of an unknown number, in the six languages', () => {
    const unknown = [null, null, null];
    expect(party("We're going to Rome in April with friends")).toEqual(unknown);
    expect(party('Je pars à Rome en avril avec des amis')).toEqual(unknown);
    expect(party('Me voy a Roma en abril con unos amigos')).toEqual(unknown);
    expect(party('Ich fahre im April mit Freunden nach Rom')).toEqual(unknown);
    expect(party('Vou a Roma em abril com uns amigos')).toEqual(unknown);
    // Children of an unknown number beside the writer: one adult is known, the party is not.
    expect(party("I'm taking my kids to Rome in April")).toEqual([null, 1, null]);
  });

  it('does not count the diners of a restaurant table as travellers', () => {
    expect(party('Dinner table for 6 on Friday, and a hotel in Lyon 3-5 May for 2 adults')).toEqual([2, 2, null]);
    expect(party('Una mesa para 10 el sábado y hotel en Bilbao del 3 al 5 de mayo para 3 adultos')).toEqual([3, 3, null]);
    expect(party('Ein Tisch für 7 am Samstag und ein Hotel in Graz vom 3. bis 5. Mai für 2 Erwachsene')).toEqual([2, 2, null]);
  });

  it('reads a counted "we" heading a list as the adults beside the others', () => {
    expect(party('nous 2 et nos 2 enfants, Annecy en août')).toEqual([4, 2, 2]);
    expect(party('nosotros 2 y nuestros 3 hijos, Cádiz en agosto')).toEqual([5, 2, 3]);
    expect(party('noi 2 e i nostri 4 figli, Rimini ad agosto')).toEqual([6, 2, 4]);
    expect(party('nós 2 e os nossos 2 filhos, Algarve em agosto')).toEqual([4, 2, 2]);
  });

  it('leaves out a relative staying home in a progressive or an infinitive of staying', () => {
    expect(party('My dad is staying home with the cat; it is me and my wife, Porto in June')).toEqual([2, 2, null]);
    expect(party('Mi padre se está quedando en casa; vamos mi mujer y yo a Oporto en junio')).toEqual([2, 2, null]);
    expect(party('O meu pai está ficando em casa, vamos eu e a minha mulher ao Porto em junho')).toEqual([2, 2, null]);
    expect(party("I'm staying three nights in Porto with my wife in June")).toEqual([2, 2, null]);
    expect(party('Estoy quedando tres noches en Oporto con mi mujer en junio')).toEqual([2, 2, null]);
  });
});
