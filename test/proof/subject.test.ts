import { describe, expect, it } from 'vitest';
import { nameMatcher, nearNameParagraphs, withoutLegalForm } from '../../src/proof/names.js';
import { readPage } from '../../src/proof/page.js';
import { subjectProfile } from '../../src/proof/subject.js';

const home = (name: string, text: string) =>
  subjectProfile(readPage(`<html><head><title>${name}</title></head><body><h1>${name}</h1><p>${text}</p></body></html>`, 'text/html'), nameMatcher(name), []);

describe('the organisations the entity’s own site ties it to', () => {
  it('are read without the legal form that closes their names, dotted or not', () => {
    expect(withoutLegalForm(['ubuntu', 'solar', 'pty', 'ltd'])).toEqual(['ubuntu', 'solar']);
    expect(withoutLegalForm(['sartori', 'bike', 's', 'r', 'l'])).toEqual(['sartori', 'bike']);
    expect(withoutLegalForm(['ltd'])).toEqual(['ltd']);
    expect(home('Camille Roussel', 'Camille Roussel is the founder of Verdane SAS, in France.').affiliations).toEqual(['verdane']);
    expect(home('Naledi Dlamini', 'Naledi Dlamini works in solar energy, with Ubuntu Solar (Pty) Ltd.').affiliations).toEqual(['ubuntusolar']);
  });

  it('keep apart those named for the entity, never the entity alone', () => {
    const brandt = home('Jonas Brandt', 'Jonas Brandt works in robotics software, with Brandt Robotik GmbH, in Germany. The firm was founded by Jonas Brandt.');
    expect(brandt.affiliations).toEqual([]);
    expect(brandt.namedForEntity).toEqual(['brandtrobotik']);
    const company = home('Fonderia Lucchesi', 'Fonderia Lucchesi casts bells, with Fonderia Lucchesi S.r.l. as its legal name.');
    expect(company.namedForEntity).toEqual([]);
  });
});

describe('a name written one letter off', () => {
  it('is read as the name for the namesake check, in one word of five letters or more, capitalised', () => {
    expect(nearNameParagraphs(['Austin-based Helio Robotics sells a kit.'], nameMatcher('Helios Robotics'))).toEqual([
      'Austin-based Helios Robotics sells a kit.',
    ]);
    expect(nearNameParagraphs(['Der Spieler Lucas Hoffmann wechselt.'], nameMatcher('Lukas Hoffmann'))).toEqual(['Der Spieler Lukas Hoffmann wechselt.']);
    expect(nearNameParagraphs(['Helio Robotix sells a kit.', 'helio robotics sells a kit.'], nameMatcher('Helios Robotics'))).toEqual([]);
    expect(nearNameParagraphs(['Jon Kin spoke.'], nameMatcher('Jon Kim'))).toEqual([]);
  });
});
