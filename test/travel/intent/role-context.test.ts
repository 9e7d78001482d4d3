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

/** [text, place, feature it must carry, text in which the same place must not carry it]: brackets, alternatives, places holding others, the sentence. */
type Case = [string, string, string, string];

describe('the setting of a place mention (role-context.ts), as the role model sees it', () => {
  it.each<Case>([
    ['Andiamo a Ragusa (Sicilia) a maggio.', 'Sicilia', 'in_brackets', 'Andiamo a Ragusa e poi in Sicilia a maggio.'],
    ['Nous partons à Annecy (Haute-Savoie) en mai.', 'Haute-Savoie', 'in_brackets', 'Nous partons à Annecy, puis en Haute-Savoie en mai.'],
    [
      'Kroatien oder Portugal? Wir haben lange überlegt. Portugal ist es, zwei Wochen im Juni.',
      'Kroatien',
      'alternative_sibling_named_again',
      'Kroatien und Portugal, zwei Wochen im Juni.',
    ],
    ['¿Sevilla o Granada? Al final Granada, cinco días en abril.', 'Sevilla', 'alternative_sibling_named_again', 'Sevilla y Granada, cinco días en abril.'],
    ['Lisbonne ou Porto ? On garde Lisbonne, une semaine en mai.', 'Lisbonne', 'alternative_named_again', 'Lisbonne et Porto, une semaine en mai.'],
    ['Vorremmo andare a Ragusa, in Sicilia, a maggio.', 'Sicilia', 'holds_place_just_before', 'Vorremmo andare in Sicilia e poi a Vienna a maggio.'],
    ['We fly into Portugal and then spend a week in Lisbon.', 'Lisbon', 'inside_named_place', 'We fly into Greece and then spend a week in Lisbon.'],
    [
      'Em 2019 gastámos 3000 euros em Paris; agora queremos Roma em maio.',
      'Paris',
      'year_in_sentence',
      'Gastámos 3000 euros em Paris; agora queremos Roma em maio.',
    ],
    ['Ma sœur habite à Lyon, nous voulons aller à Rome en mai.', 'Lyon', 'person_before', 'Nous voulons aller à Lyon puis à Rome en mai.'],
    ['Minha mãe e eu queremos ir para Roma.', 'Roma', 'person_before', 'Minha mãe mora em Recife e nós queremos ir para Roma.'],
    ['Mi hermana vive en Bilbao. Queremos ir a Roma en mayo.', 'Bilbao', 'living_beside', 'Queremos ir a Bilbao. Y a Roma en mayo.'],
    [
      'Her usual flight is the BA 728 from Heathrow; she wants Rome in May.',
      'Heathrow',
      'flight_number_in_sentence',
      'She goes from Heathrow; she wants Rome in May.',
    ],
    ['Sie möchte keinen Flug über Istanbul, wir wollen nach Bangkok.', 'Istanbul', 'flight_in_sentence', 'Sie möchte nach Istanbul, wir wollen nach Bangkok.'],
    ['Es como Santiago pero más caro; queremos ir a Lima en marzo.', 'Santiago', 'compared', 'Es Santiago pero más caro; queremos ir a Lima en marzo.'],
  ])('%s: %s carries %s', (text, place, feature, without) => {
    expect(featuresOf(text, place)).toContain(feature);
    expect(featuresOf(without, place)).not.toContain(feature);
  });

  it('takes a flight number for one only when its code is written in capitals', () => {
    expect(featuresOf('Em 2019 fomos a Paris; agora queremos Roma em maio.', 'Paris')).not.toContain('flight_number_in_sentence');
    expect(featuresOf('Le vol AF 1234 part de Nice ; nous voulons Rome en mai.', 'Nice')).toContain('flight_number_in_sentence');
  });

  it('names the message part the place is read in', () => {
    const thread = 'On préfère aller à Lisbonne en juin.\n\nLe 3 mars, Paul a écrit :\n> Une semaine à Nice en juin ?';
    expect(featuresOf(thread, 'Nice')).toContain('part=quoted');
    expect(featuresOf(thread, 'Lisbonne')).toContain('part=newest');
  });
});
