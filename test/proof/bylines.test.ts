import { describe, expect, it } from 'vitest';
import { creditOf } from '../../src/proof/bylines.js';
import { nameMatcher } from '../../src/proof/names.js';
import { readPage } from '../../src/proof/page.js';
import { writtenBySubject } from '../../src/proof/signals.js';

const creditedNames = (line: string) => creditOf(line)?.names ?? [];

const article = (byline: string) =>
  readPage(
    `<html><head><title>Wie Dornwerk wächst</title></head><body><h1>Wie Dornwerk wächst</h1><p>${byline}</p><p>Dornwerk baut Werkzeuge für Tischler, und die Nachfrage steigt seit zwei Jahren ohne Pause in ganz Europa.</p></body></html>`,
    'text/html',
  );

describe('bylines in the languages svc reads', () => {
  it('credits the name after a preposition, a longer credit or a field label, with particles and a second author', () => {
    expect(creditedNames('Von Jana Dorn | 3. März 2026')).toEqual(['Jana Dorn']);
    expect(creditedNames('Par Émilie van der Berg, fondatrice de Bergmaille')).toEqual(['Émilie van der Berg']);
    expect(creditedNames('Testo di Giulia Rossi e Marco Neri')).toEqual(['Giulia Rossi', 'Marco Neri']);
    expect(creditedNames('Autora: Ana Lima · 12/03/2026')).toEqual(['Ana Lima']);
    expect(creditedNames('By Jane Doe for the Courier')).toEqual(['Jane Doe']);
  });

  it('reads no byline in a sentence opening with the same word', () => {
    expect(creditedNames('De nombreux clients attendent.')).toEqual([]);
    expect(creditedNames('Da quando ha fondato la rivista, tutto è cambiato.')).toEqual([]);
    expect(creditedNames('Par ailleurs, Jean Dupont a refusé.')).toEqual([]);
    expect(creditedNames('De Nederlandse Bank verhoogt de rente')).toEqual([]);
    expect(creditedNames('Von Jana Dorn gegründet, wächst Dornwerk weiter')).toEqual([]);
  });

  it("finds the subject's own byline in German, Italian and Portuguese openings", () => {
    const matcher = nameMatcher('Jana Dorn');
    expect(writtenBySubject(article('Von Jana Dorn, Gründerin und Geschäftsführerin von Dornwerk'), matcher)).toMatch(/Jana Dorn/);
    expect(writtenBySubject(article('Di Jana Dorn, fondatrice di Dornwerk'), matcher)).toMatch(/Jana Dorn/);
    expect(writtenBySubject(article('Texto de Jana Dorn, fundadora da Dornwerk'), matcher)).toMatch(/Jana Dorn/);
    expect(writtenBySubject(article('Von Lena Weiß, Redakteurin'), matcher)).toBeNull();
  });

  it("reads the credit's role: a byline naming the subject company as the writer's employer is the company writing", () => {
    const company = nameMatcher('Dornwerk');
    expect(writtenBySubject(article('Par Jana Dorn, PDG de Dornwerk'), company)).toMatch(/Dornwerk/);
    expect(writtenBySubject(article('By Jana Dorn, CEO of Dornwerk | March 3'), company)).toMatch(/Dornwerk/);
    expect(writtenBySubject(article('Par Lena Weiß, journaliste'), company)).toBeNull();
  });

  it('reads no byline in an opening sentence or heading that starts with a one-word marker', () => {
    const matcher = nameMatcher('Jana Dorn');
    expect(writtenBySubject(article('Von Jana Dorn, der Gründerin von Dornwerk, stammt die Idee.'), matcher)).toBeNull();
    expect(writtenBySubject(article('Di Jana Dorn, fondatrice di Dornwerk, si parla molto.'), matcher)).toBeNull();
    expect(writtenBySubject(article('De Jana Dorn, on sait peu de choses.'), matcher)).toBeNull();
    expect(writtenBySubject(article('Da Vinci Code'), nameMatcher('Vinci Code'))).toBeNull();
    expect(writtenBySubject(article('Von Braun: Raketenpionier'), nameMatcher('Braun'))).toBeNull();
    expect(writtenBySubject(article("De Gaulle, l'homme du 18 juin"), nameMatcher('Gaulle'))).toBeNull();
    expect(writtenBySubject(article('Von Jana Dorn | 3. März 2026'), matcher)).toMatch(/Jana Dorn/);
  });

  it('ties the writer to the subject company only through a role naming it, not a clause or beat after the name', () => {
    const company = nameMatcher('Dornwerk');
    expect(writtenBySubject(article('By Maria Lopez, who has covered Dornwerk since 2019'), company)).toBeNull();
    expect(writtenBySubject(article('Autora: Ana Lima · Dornwerk correspondent'), company)).toBeNull();
    expect(writtenBySubject(article('Von Jana Dorn, der Gründerin von Dornwerk'), company)).toMatch(/Dornwerk/);
  });
});

describe('writers naming themselves in their own text', () => {
  const dorn = nameMatcher('Jana Dorn');
  const text = (paragraph: string) =>
    readPage(`<html><head><title>Werkstatt</title></head><body><p>${paragraph}</p><p>Die Werkstatt liegt am Fluss.</p></body></html>`, 'text/html');

  it('reads "I, <name>" and its forms in the six languages', () => {
    for (const opening of [
      'I, Jana Dorn, write this',
      'Ich bin Jana Dorn und baue Werkzeuge',
      'Je m’appelle Jana Dorn et',
      'Me llamo Jana Dorn y',
      'Mi chiamo Jana Dorn e',
      'O meu nome é Jana Dorn e',
    ])
      expect(writtenBySubject(text(`${opening} seit zwanzig Jahren.`), dorn), opening).toMatch(/names themself/);
  });

  it('not inside a quote, nor a word that is also another person ("sono": "they are") or a place ("EU")', () => {
    expect(writtenBySubject(text('“My name is Jana Dorn,” she told the audience, and sat down.'), dorn)).toBeNull();
    expect(writtenBySubject(text('Sono Jana Dorn e Paolo Neri i vincitori del premio.'), dorn)).toBeNull();
    expect(writtenBySubject(text('Laut EU, Jana Dorn und anderen ist das Werkzeug sicher.'), dorn)).toBeNull();
  });
});

describe('author metadata in its common forms', () => {
  it('reads the writer from Dublin Core, Parse.ly, Sailthru, Highwire and "byl" fields as from meta author', () => {
    const dorn = nameMatcher('Jana Dorn');
    for (const key of ['author', 'DC.creator', 'parsely-author', 'sailthru.author', 'citation_author', 'byl']) {
      const page = readPage(
        `<html><head><title>Werkstatt</title><meta name="${key}" content="By Jana Dorn"></head><body><p>Die Werkstatt liegt am Fluss.</p></body></html>`,
        'text/html',
      );
      expect(writtenBySubject(page, dorn), key).toMatch(/written by the subject/);
    }
  });
});
