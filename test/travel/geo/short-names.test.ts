import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

/**
 * Towns written by the distinctive part of their official name (data/geo/short-names.tsv): the head before a connector
 * ("a Mare", "de Mar", "ob der Tauber", "-sur-Mer"), the head before a qualifying word ("Terme"), or the word after a head
 * that only says what kind of place it is ("Puerto", "Bad"), in Austria's German and a prominent town's Arabic too
 * ("Sharm" of Sharm el-Sheikh), or, in any country, the part of its name GeoNames lists among its alternate names ("Noosa").
 */
const g = loadGazetteer();
const names = (text: string) => g.extract(text).map((m) => m.name);

describe('a town named by part of its official name', () => {
  it.each([
    ['Vorremmo passare una settimana a Polignano e poi a Lecce.', 'Polignano a Mare'],
    ['Nous voulons aller à Lloret en juillet avec des amis.', 'Lloret de Mar'],
    ['Wir möchten im Dezember nach Nürnberg und Rothenburg fahren.', 'Rothenburg ob der Tauber'],
    ['Two weeks of spa in Abano, near Padua, in May.', 'Abano Terme'],
    ['Queremos pasar la Navidad en Vallarta con los niños.', 'Puerto Vallarta'],
    ['Gostaríamos de ir a Kissingen em setembro para as termas.', 'Bad Kissingen'],
    ['Flying from Sydney for a lazy week in Noosa in July.', 'Noosa Heads'],
    ['Eine Woche in Spittal und am Millstätter See im August.', 'Spittal an der Drau'],
    ['Une semaine de plongée à Sharm en novembre.', 'Sharm el-Sheikh'],
    ['Wandern rund um Aussee und Hallstatt im Juni.', 'Bad Aussee'],
  ])('%s -> %s', (text, name) => {
    expect(names(text)).toContain(name);
  });

  it('leaves a town of the short name to itself when the request is about it', () => {
    // Rothenburg in Upper Lusatia, beside Görlitz: the town that bears the name, not Rothenburg ob der Tauber.
    expect(names('Ein Wochenende in Görlitz und Rothenburg an der Neiße')).not.toContain('Rothenburg ob der Tauber');
  });

  it('gives no short form that is an ordinary word ("Limone" of Limone sul Garda is a lemon)', () => {
    expect(names('Ich hätte gern eine Limone, bitte.')).toEqual([]);
    expect(names('Vorrei un gelato al limone.')).toEqual([]);
  });
});
