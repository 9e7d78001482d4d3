import { describe, expect, it } from 'vitest';
import { identifyLanguage } from '../../../src/travel/intent/language.js';
import { readMessage } from '../../../src/travel/intent/message.js';
import { gazetteer } from './read-request.js';

/** The role model's features of the mention written `name` in `text`, as the reader computes them. */
function featuresOf(text: string, name: string): string[] {
  const reading = readMessage(text, new Date('2026-01-14T12:00:00Z'), gazetteer, identifyLanguage(text));
  const x = reading.role_reviews.find((r) => r.mention.matched_text === name);
  if (!x) throw new Error(`${name} is not read in: ${text}`);
  return x.features;
}

/** [text, place, feature it must carry, text in which the same place must not carry it]. */
type Case = [string, string, string, string];

describe('constructions that set a place apart from the goal (role-constructions.ts), as the role model sees them', () => {
  it.each<Case>([
    [
      'I will stay with my aunt in Glasgow at Easter, so we could fly from there to Spain.',
      'Glasgow',
      'named_back_as_start',
      'I will stay with my aunt in Glasgow at Easter, so we could fly to Spain.',
    ],
    [
      'Nous serons chez ma tante à Lyon en avril, on pourrait partir de là vers la Grèce.',
      'Lyon',
      'named_back_as_start',
      'Nous serons chez ma tante à Lyon en avril, on pourrait partir vers la Grèce.',
    ],
    [
      'Estaremos en casa de mis tíos en Sevilla y podríamos salir desde allí a Marruecos.',
      'Sevilla',
      'named_back_as_start',
      'Estaremos en casa de mis tíos en Sevilla y podríamos salir a Marruecos.',
    ],
    [
      'Ostern sind wir bei Oma in Kassel, von dort aus könnten wir nach Prag fahren.',
      'Kassel',
      'named_back_as_start',
      'Ostern sind wir bei Oma in Kassel, dann könnten wir nach Prag fahren.',
    ],
    [
      'A Pasqua siamo dai nonni a Bari, da lì potremmo volare in Grecia.',
      'Bari',
      'named_back_as_start',
      'A Pasqua siamo dai nonni a Bari, poi potremmo volare in Grecia.',
    ],
    [
      'Na Páscoa ficamos com os avós em Braga e de lá podemos voar para Roma.',
      'Braga',
      'named_back_as_start',
      'Na Páscoa ficamos com os avós em Braga e depois podemos voar para Roma.',
    ],
    ['Our office in Leeds is planning a team trip to Berlin.', 'Leeds', 'seat_of_institution', 'From Leeds we are planning a team trip to Berlin.'],
    ['Somos un colegio de Zaragoza y queremos ir a Roma.', 'Zaragoza', 'seat_of_institution', 'Somos amigos de Zaragoza y queremos ir a Roma.'],
    ['Confirmation: AF 1234 CDG–FCO, lundi 12 mai.', 'CDG', 'flight_leg_start', 'Nous partons de CDG lundi 12 mai pour Rome.'],
    ['Reserva: IB 3170 MAD → LIS, 4 de junio.', 'LIS', 'flight_leg_end', 'Queremos ir de MAD a LIS el 4 de junio.'],
    [
      'Letztes Jahr haben wir in Antalya zu viel bezahlt, jetzt wollen wir nach Kreta.',
      'Antalya',
      'told_in_past',
      'Dieses Jahr wollen wir nach Antalya, dann nach Kreta.',
    ],
    ["L'anno scorso a Rimini abbiamo speso troppo, quest'anno vogliamo la Puglia.", 'Rimini', 'told_in_past', "Quest'anno vogliamo Rimini e la Puglia."],
    [
      'My cousin is driving over from Cork, and we fly from Bristol to Rome.',
      'Cork',
      'someones_start',
      'We are driving over from Cork, and then we fly to Rome.',
    ],
  ])('%s: %s carries %s', (text, place, feature, without) => {
    expect(featuresOf(text, place)).toContain(feature);
    expect(featuresOf(without, place)).not.toContain(feature);
  });

  it('"de la" and "da li" without the accent are no "from there"', () => {
    expect(featuresOf('Nous serons à Lyon en avril, on pourrait partir de la gare vers la Grèce.', 'Lyon')).not.toContain('named_back_as_start');
  });
});
