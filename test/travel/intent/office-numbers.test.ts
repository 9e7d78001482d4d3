import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** Codes of the unread numbers a request reports. */
const unread = (text: string) =>
  parseRequest(text)
    .details.unresolved.filter((u) => u.code === 'unread_number')
    .map((u) => u.text);

describe('numbers that file or locate a trip, not facts of it', () => {
  it('accounts for reference codes under their label, with the parts joined to them', () => {
    expect(unread('Business trip London to Dublin 3-4 March, 1 traveller. Cost centre 7781-04, PO 55120.')).toEqual([]);
    expect(unread('Déplacement de Lyon à Nantes du 3 au 4 mars, une personne, matricule 20931, dossier 44/17.')).toEqual([]);
    expect(unread('Viaje de Bogotá a Lima del 3 al 5 de marzo, una persona. Centro de costos 3310-12.')).toEqual([]);
    expect(unread('Dienstreise Köln–Berlin 3. bis 5. März, 1 Person, Kostenstelle: 6120-330.')).toEqual([]);
    expect(unread('Trasferta da Torino a Bari dal 3 al 5 marzo, una persona, commessa 18/204.')).toEqual([]);
    expect(unread('Viagem de Lisboa ao Porto de 3 a 5 de março, uma pessoa, centro de custo 4402-7.')).toEqual([]);
  });

  it('accounts for house numbers and postcodes of an address', () => {
    expect(unread('Dienstreise von Hamburg nach Wien 3. bis 5. März, 1 Person, Termin in der Mariahilfer Straße 88, 1070 Wien.')).toEqual([]);
    expect(unread('Dienstreise von Hamburg nach Graz 3. bis 5. März, 1 Person, Termin am Opernring 12 oder Hauptstr. 7.')).toEqual([]);
    expect(unread('Viaje de Lima a Quito del 3 al 5 de marzo, una persona, oficina en Av. Amazonas 4120.')).toEqual([]);
    expect(unread('De Paris à Québec du 3 au 5 mars, seule, rendez-vous au 450, rue Saint-Jean.')).toEqual([]);
  });

  it('still reports a number a label does not name', () => {
    expect(unread('Business trip London to Dublin 3-4 March, 1 traveller, 3 stops.')).toEqual(['3 stops']);
  });
});

describe('flight codes and clock times written in their other forms', () => {
  it('accounts for a flight number after a designator of a letter and a digit', () => {
    expect(unread('Tenho um voo U2 8051 de Lisboa para Londres em 3 de março, sozinha, e preciso de hotel 2 noites.')).toEqual([]);
    expect(unread('Flying W6 2231 from Budapest to Rome on 3 March, alone, hotel for 2 nights.')).toEqual([]);
  });

  it('accounts for a clock time with "a.m." or "p.m." written with full stops', () => {
    expect(unread('Vuelo Lima–Cusco el 3 de marzo a las 6 a.m., vuelvo el 5 a las 7 p.m., viajo solo.')).toEqual([]);
    expect(unread('Flight Boston to Miami March 3, 6 a.m., back March 5, just me.')).toEqual([]);
  });
});
