import { describe, expect, it } from 'vitest';
import { paragraphCreditOf } from '../../src/proof/bylines.js';
import { sponsored, submittedBy } from '../../src/proof/disclosure.js';
import { nameMatcher } from '../../src/proof/names.js';
import { readPage } from '../../src/proof/page.js';
import { creditedToSubject } from '../../src/proof/posters.js';
import { independentWriter, publishedUnderOwnName, releaseEvidence, writtenBySubject } from '../../src/proof/signals.js';
import { withoutAsides } from '../../src/proof/asides.js';
import { runNeutralProof } from './neutral.js';

const page = (paragraphs: readonly string[], links = '') =>
  readPage(`<html><head><title>Story | Paper</title></head><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}${links}</body></html>`, 'text/html');
const URL_ = new URL('https://www.regional-paper.example/business/story');
const orsa = nameMatcher('Orsa Textiles');
const BODY = [
  'Orsa Textiles will double its weaving hall in Biella, the company said on Monday.',
  'The mill employs 80 people and sells recycled wool to fashion houses in Milan and Paris.',
];

describe('what a sponsorship marker proves depends on where it stands', () => {
  it('a strong relation in the body discloses the piece only in a sentence about the piece', () => {
    const study = page(['By Lena Fontana', ...BODY, 'A study commissioned by Orsa Textiles found that recycled wool saves water.']);
    expect(sponsored(study, URL_, orsa, [])).toBeNull();
    const disclosed = page([
      'By Lena Fontana',
      ...BODY,
      'Note: this article was commissioned by Orsa Textiles and reviewed by its press office before publication.',
    ]);
    expect(sponsored(disclosed, URL_, orsa, [])?.scope).toBe('piece');
    const opened = page([
      ...BODY,
      'Sponsored by Orsa Textiles. The mill sells to fashion houses in Milan, Paris and London and plans a shop in Turin next spring.',
    ]);
    expect(sponsored(opened, URL_, orsa, [])?.scope).toBe('piece');
  });

  it('a credit relation counts in a short line at the top or foot, not inside a long closing paragraph of the story', () => {
    expect(sponsored(page([...BODY, 'In partnership with Orsa Textiles']), URL_, orsa, [])?.scope).toBe('piece');
    const story = page([
      ...BODY,
      'Next month the town holds its wool fair, organised in partnership with Orsa Textiles and two other mills of the valley, with stalls along the river and a parade of looms through the old town.',
    ]);
    expect(sponsored(story, URL_, orsa, [])).toBeNull();
  });

  it('a negated label disclaims payment; an affirmed one declares it', () => {
    expect(sponsored(page(['Not sponsored: we bought the scarf ourselves.', ...BODY]), URL_, orsa, [])).toBeNull();
    expect(sponsored(page(['Keine Werbung', ...BODY]), URL_, orsa, [])).toBeNull();
    expect(sponsored(page(['Sponsored', ...BODY]), URL_, orsa, [])?.scope).toBe('piece');
  });

  it('a label inside a relation labels the piece only where the relation opens its line or the line names the piece', () => {
    expect(sponsored(page(['Sponsored by Brightgate', ...BODY]), URL_, orsa, [])?.scope).toBe('piece');
    expect(sponsored(page(['This post is sponsored by Brightgate', ...BODY]), URL_, orsa, [])?.scope).toBe('piece');
    expect(sponsored(page(['10:45 Coffee, sponsored by Brightgate', ...BODY]), URL_, orsa, [])).toBeNull();
    expect(sponsored(page(['Mittagspause und Kaffee – gesponsert von Nordbau', ...BODY]), URL_, orsa, [])).toBeNull();
  });

  it('a rel="sponsored" link proves a paid link, and none under the page’s own affiliate notice', () => {
    const link = '<p><a rel="sponsored" href="https://orsa.example/shop">Buy from Orsa Textiles</a></p>';
    expect(sponsored(page(BODY, link), URL_, orsa, [])?.scope).toBe('link');
    expect(sponsored(page(['Questo articolo contiene link di affiliazione.', ...BODY], link), URL_, orsa, [])).toBeNull();
  });
});

describe('who wrote the page', () => {
  it('an independent writer is a credited name that is neither the subject nor tied to its organisations', () => {
    expect(independentWriter(page(['By Lena Fontana, staff writer', ...BODY]), orsa, [])).toBe('Lena Fontana');
    expect(independentWriter(page(['By Lena Fontana, head of marketing at Orsa Textiles', ...BODY]), orsa, [])).toBeNull();
    expect(independentWriter(page(['Von Lena Fontana | 3. März', ...BODY]), orsa, ['fontanaconsulting'])).toBe('Lena Fontana');
    expect(independentWriter(page(BODY), orsa, [])).toBeNull();
  });

  it('boilerplate and a contact block are the shape of a release; an issuer line or a genre label say who issued it', () => {
    const shaped = page(['By Lena Fontana', 'Orsa Textiles today announced a second weaving hall.', ...BODY, 'Source: Orsa Textiles']);
    expect(releaseEvidence(shaped, URL_, orsa, [])).toMatchObject({ issued: false });
    const labelled = page(['Press release', 'Orsa Textiles today announced a second weaving hall.', ...BODY, 'Source: Orsa Textiles']);
    expect(releaseEvidence(labelled, URL_, orsa, [])).toMatchObject({ issued: true });
  });

  it('bylines with capitalised marker nouns and a footnote mark credit the writer', () => {
    expect(paragraphCreditOf('Ein Gastbeitrag von Jonas Brandt, Gründer von Brandt Robotik')?.names).toEqual(['Jonas Brandt']);
    expect(paragraphCreditOf('di Giulia Conti*')?.names).toEqual(['Giulia Conti']);
    expect(paragraphCreditOf('Ein Beitrag, den Jonas Brandt lobt.')).toBeNull();
  });

  it('a note closing a text in the first person names its writer; over a text in the third person it does not', () => {
    const conti = nameMatcher('Giulia Conti');
    const firstPerson = [
      'Quando abbiamo aperto il nostro laboratorio a Prato, io pensavo che trovare fibre riciclate fosse il problema.',
      'Nel nostro lavoro di ogni giorno la distanza tra chi raccoglie e chi tesse conta molto di più.',
      'Giulia Conti è designer tessile e fondatrice di Filo Verde.',
    ];
    expect(creditedToSubject(page(firstPerson), URL_, conti)).toMatch(/note closing a text in the first person/);
    const thirdPerson = [
      'Il laboratorio di Prato lavora con cernitori che stanno a meno di cento chilometri dalla città.',
      'I tessuti costano di più, ma sono tracciabili dal cernitore fino al telaio, dice la fondatrice.',
      'Giulia Conti è designer tessile e fondatrice di Filo Verde.',
    ];
    expect(creditedToSubject(page(thirdPerson), URL_, conti)).toBeNull();
  });
});

describe('own proof cases written for this change (test/fixtures/verdict-cases/proof.s35*.jsonl)', () => {
  it('keeps independent pieces that quote the subject, rewrite its announcement, carry affiliate links or share its first word, and reads sponsored, self-authored and namesake pages in six languages', async () => {
    const outcomes = await runNeutralProof(new URL('../fixtures/verdict-cases/proof.s35.jsonl', import.meta.url).pathname);
    for (const outcome of outcomes) expect(outcome.got, outcome.id).toBe(outcome.expected);
    const held = await runNeutralProof(new URL('../fixtures/verdict-cases/proof.s35.heldout.jsonl', import.meta.url).pathname);
    expect(held.filter((o) => o.got === o.expected).length / held.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('what structured data and asides say of the person', () => {
  it('an author’s structured data ties them to the subject through an organisation or a role, not through a beat', () => {
    const halden = nameMatcher('Halden Systems');
    const authored = (author: object) =>
      readPage(
        `<html><head><script type="application/ld+json">${JSON.stringify({ '@type': 'NewsArticle', author })}</script></head><body><p>Halden Systems won an order.</p></body></html>`,
        'text/html',
      );
    expect(writtenBySubject(authored({ name: 'Rosa Delgado', description: 'Rosa Delgado covers Halden Systems and logistics.' }), halden)).toBeNull();
    expect(writtenBySubject(authored({ name: 'Paul Wexler', jobTitle: 'Chief executive of Halden Systems' }), halden)).toMatch(/ties to the subject/);
    expect(writtenBySubject(authored({ name: 'Paul Wexler', worksFor: { name: 'Halden Systems' } }), halden)).toMatch(/ties to the subject/);
  });

  it('a clause telling the person from a namesake is left out of what the page says about the person', () => {
    expect(withoutAsides('Priya Raman (not to be confused with the Olympic rower Priya Raman) builds sodium cells.')).toBe(
      'Priya Raman   builds sodium cells.',
    );
    expect(withoutAsides('Raman studied chemistry. She shares her name with a cricketer from Surrey. Her cells last.')).toBe(
      'Raman studied chemistry. Her cells last.',
    );
    expect(withoutAsides('Jonas Brandt, der gleichnamige Bobfahrer, siegte.')).toBe('');
    expect(withoutAsides('Priya Raman, the rower, won gold.')).toBe('Priya Raman, the rower, won gold.');
  });
});

describe('own proof cases of pages written by others (test/fixtures/verdict-cases/proof.s40.jsonl)', () => {
  it('reads partnership credits to a company written with or without its legal form, releases on their distribution site, sponsors of a schedule’s rows, own profiles, register entries and namesakes one letter off in six languages', async () => {
    const outcomes = await runNeutralProof(new URL('../fixtures/verdict-cases/proof.s40.jsonl', import.meta.url).pathname);
    for (const outcome of outcomes) expect(outcome.got, outcome.id).toBe(outcome.expected);
    const held = await runNeutralProof(new URL('../fixtures/verdict-cases/proof.s40-held.jsonl', import.meta.url).pathname);
    expect(held.filter((o) => o.got === o.expected).length / held.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the subject’s own voice and its notices', () => {
  it('a notice at the top or foot that the subject sent the piece makes it the subject’s writing; one about photos or data does not', () => {
    expect(submittedBy(page([...BODY, 'This content was submitted by Orsa Textiles.']), orsa, [])).toMatch(/submitted by Orsa/);
    expect(submittedBy(page(['Texte transmis par Orsa Textiles.', ...BODY]), orsa, [])).toMatch(/transmis par/);
    expect(submittedBy(page([...BODY, 'Photos provided by Orsa Textiles.']), orsa, [])).toBeNull();
    expect(submittedBy(page([...BODY, 'This content was not submitted by Orsa Textiles.']), orsa, [])).toBeNull();
  });

  it('a site named for the subject speaking in the first person plural, in any of the six languages, is its own publication', () => {
    const site = (paragraphs: readonly string[]) =>
      readPage(
        `<html><head><title>Neuigkeiten</title><meta property="og:site_name" content="Orsa Textiles"></head><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`,
        'text/html',
      );
    expect(publishedUnderOwnName(site(['Seit 1952 weben wir in Biella Wolle aus zweiter Hand.']), 'orsa-textiles.it', orsa)?.wholeName).toBe(true);
    expect(publishedUnderOwnName(site(['Dal 1952 la nostra filanda tesse lana riciclata a Biella.']), 'orsa-textiles.it', orsa)?.wholeName).toBe(true);
    expect(publishedUnderOwnName(site(['Orsa Textiles sells recycled wool to fashion houses in the US.']), 'orsa-textiles.it', orsa)).toBeNull();
  });
});

describe('the open half of fresh proof cases written by someone else (test/fixtures/verdict-cases/proof.s43.jsonl)', () => {
  it('tells namesakes by two contradictions, fields of care and mining, a middle name and a quarter’s name, and keeps every other kind', async () => {
    const outcomes = await runNeutralProof(new URL('../fixtures/verdict-cases/proof.s43.jsonl', import.meta.url).pathname);
    for (const outcome of outcomes) expect(outcome.got, outcome.id).toBe(outcome.expected);
  });
});
