import { describe, expect, it } from 'vitest';
import { nameMatcher } from '../../src/proof/names.js';
import { readPage } from '../../src/proof/page.js';
import { distributedRelease, pressRelease, publishedUnderOwnName } from '../../src/proof/signals.js';
import { publisherDisclaimer, sponsored } from '../../src/proof/disclosure.js';

const page = (title: string, paragraphs: readonly string[]) =>
  readPage(`<html><head><title>${title}</title></head><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`, 'text/html');

const NEWS = new URL('https://www.nouvelles-du-port.example/economie/verrerie-alcor-ouvre-un-atelier');
const alcor = nameMatcher('Verrerie Alcor');

describe('press releases in the languages svc reads', () => {
  it('a release labelled in French, signed by its press office and closed by an "À propos" paragraph is one', () => {
    const release = page('Verrerie Alcor ouvre un deuxième atelier à Lorient', [
      'Communiqué de presse',
      'Lorient, le 4 novembre 2026 – Verrerie Alcor, fabricant de verre soufflé pour la table, annonce l’ouverture d’un deuxième atelier et le recrutement de douze souffleurs.',
      'À propos de Verrerie Alcor : fondée en 2011, l’entreprise emploie trente personnes.',
      'Contact presse : Jeanne Le Goff, 02 97 00 00 00',
    ]);
    expect(pressRelease(release, NEWS, alcor, [])).toMatch(/communiqué de presse/);
  });

  it("a line naming the subject or its company as the issuer is one sign of a release; in a review's fact box alone it is not", () => {
    const issued = page('Nueva planta en Burgos', [
      'Nota de prensa',
      'Emisor: Laboratorios Brezo S.A. · 3 de octubre de 2026',
      'Laboratorios Brezo inaugura una planta de envasado en Burgos que dará empleo a cuarenta personas a partir de la primavera.',
    ]);
    const url = new URL('https://www.noticias-castilla.example/empresas/brezo-burgos');
    expect(pressRelease(issued, url, nameMatcher('Laboratorios Brezo'), [])).toMatch(/issued by the subject/);
    expect(pressRelease(issued, url, nameMatcher('Inés Brezo'), ['laboratoriosbrezo'])).toMatch(/issued by the subject/);
    expect(pressRelease(issued, url, nameMatcher('Bodegas Páramo'), [])).toBeNull();
    const review = page('Tidewalker review: a slow, generous sailing game', [
      'Publisher: Saltmarsh Games · Platforms: PC, Switch',
      'Tidewalker asks you to read the wind and the tide, and rewards patience more than any sailing game this year; its last act drags.',
    ]);
    expect(pressRelease(review, new URL('https://www.playreview.example/reviews/tidewalker'), nameMatcher('Saltmarsh Games'), [])).toBeNull();
  });

  it('an announcement a paper prints as the company sent it, under a label and signed by its press office, is one; the press office in a sentence is no sign', () => {
    const mirto = nameMatcher('Cantina Mirto');
    const url = new URL('https://www.gazzetta-del-lago.example/economia/cantina-mirto-premiata');
    const sent = page('Un bianco del lago premiato a Bolzano', [
      'Riceviamo e pubblichiamo.',
      'Siamo lieti di annunciare che il nostro bianco ha vinto il primo premio al concorso di Bolzano.',
      'Ufficio stampa Cantina Mirto',
    ]);
    expect(pressRelease(sent, url, mirto, [])).toMatch(/issued by the subject \("Ufficio stampa Cantina Mirto"\).*riceviamo e pubblichiamo/);
    const signed = page('Neue Halle in Passau', ['Eingesandt', 'Die neue Halle öffnet im März.', 'Die Pressestelle der Cantina Mirto']);
    expect(pressRelease(signed, url, mirto, [])).toMatch(/issued by the subject/);
    const dutch = page('Nieuwe vestiging in Zwolle', ['Persbericht', 'De vestiging opent in maart.', 'Uitgever: De Vries Installatietechniek']);
    expect(pressRelease(dutch, url, nameMatcher('De Vries Installatietechniek'), [])).toMatch(/issued by the subject/);
    const reported = page('Cantina Mirto premiata', [
      'La Cantina Mirto ha vinto il primo premio a Bolzano, ma i conti restano in rosso.',
      "L'ufficio stampa Cantina Mirto non ha risposto alle domande sul bilancio.",
    ]);
    expect(pressRelease(reported, url, mirto, [])).toBeNull();
    expect(pressRelease(page(reported.title ?? '', ['Riceviamo e pubblichiamo.', ...reported.paragraphs]), url, mirto, [])).toBeNull();
  });

  it("reads a publisher's notice at the foot that a piece is not its own, not a site's general disclaimer nor a sentence of the story", () => {
    const release = (foot: string[]) =>
      page('Acme Pumps opens a plant', ['Acme Pumps today announced a plant in Leeds.', 'Several outlets have not edited their coverage since.', ...foot]);
    expect(publisherDisclaimer(release(['The Daily Ledger has not edited this content and is not responsible for its accuracy.']))).toMatch(/has not edited/);
    expect(publisherDisclaimer(release(['Für den Inhalt ist allein das herausgebende Unternehmen verantwortlich.']))).not.toBeNull();
    expect(publisherDisclaimer(release(['Ce texte n’engage pas la rédaction.']))).not.toBeNull();
    expect(publisherDisclaimer(release(['Für die Inhalte externer Links übernehmen wir keine Haftung.', '© Daily Ledger']))).toBeNull();
    expect(
      publisherDisclaimer(
        page('Acme Pumps', ['Several outlets have not edited their coverage since.', 'Acme Pumps opened a plant.', 'Analysts were pleased.']),
      ),
    ).toBeNull();
  });

  it('an article that reports on a release, in a sentence of its own, is not one', () => {
    const article = page('Verrerie Alcor recrute, mais les souffleurs manquent', [
      'Selon un communiqué de presse publié mardi, Verrerie Alcor veut recruter douze souffleurs; mais la filière manque de candidats formés, explique un formateur du lycée professionnel de Lorient.',
      'Deux anciens salariés décrivent un travail exigeant et des cadences qui ont augmenté depuis deux ans.',
    ]);
    expect(pressRelease(article, NEWS, alcor, [])).toBeNull();
  });
});

describe('press-release signs stand where releases put them, never in a sentence reporting on one', () => {
  const acme = nameMatcher('Acme Pumps');
  const PAPER = new URL('https://www.dailyledger.example/business/acme-pumps-layoffs');
  const story = (title: string, paragraphs: readonly string[], url = PAPER, matcher = acme) => pressRelease(page(title, paragraphs), url, matcher, []);

  it('counts the label, the sign-off and the closing "À propos" paragraph of a French release, each once', () => {
    const signs = story(
      'Verrerie Alcor ouvre un deuxième atelier à Lorient',
      [
        'Communiqué de presse',
        'Lorient, le 4 novembre 2026 – Verrerie Alcor annonce l’ouverture d’un deuxième atelier et le recrutement de douze souffleurs.',
        'À propos de Verrerie Alcor : fondée en 2011, l’entreprise emploie trente personnes.',
        'Contact presse : Jeanne Le Goff, 02 97 00 00 00',
      ],
      NEWS,
      alcor,
    );
    expect(signs).toContain('labelled "communiqué de presse"');
    expect(signs).toContain('"About" paragraph');
    expect(signs).toContain('contact block');
  });

  it('an opener word starting a news paragraph, or a press office named in a sentence, is no sign', () => {
    expect(
      story('Acme Pumps cuts jobs', [
        'Over the weekend, Acme Pumps told 120 workers that the Leeds plant would close by March.',
        'A media contact for the company did not return calls.',
        'Media contacts at the company did not answer questions about the recall either.',
      ]),
    ).toBeNull();
    expect(
      story(
        'The Ocean Cleanup misses its target',
        ['The group expanded.', 'Over the ocean cleanup season the group collected less plastic than it promised.'],
        PAPER,
        nameMatcher('The Ocean Cleanup'),
      ),
    ).toBeNull();
    expect(
      story(
        'Acme Bombas demite 120',
        [
          'Sobre as demissões, a Acme Bombas disse que a fábrica de Leeds fecha em março.',
          'Procurada, a assessoria de imprensa da empresa não informou quantos trabalhadores serão transferidos.',
        ],
        PAPER,
        nameMatcher('Acme Bombas'),
      ),
    ).toBeNull();
    expect(
      story(
        'Acme Pompe taglia 120 posti',
        ["Contattato, l'ufficio stampa di Acme Pompe non ha voluto commentare i tagli.", "Il comunicato stampa dell'azienda è arrivato lunedì."],
        PAPER,
        nameMatcher('Acme Pompe'),
      ),
    ).toBeNull();
  });

  it('a headline or a sentence about a release, and a newsroom contact box, are no signs; the label as a whole title segment is one', () => {
    expect(
      story("What Acme Pumps' press release on the recall leaves out", ['In a statement issued by Acme Pumps on Tuesday, the company blamed a supplier.']),
    ).toBeNull();
    expect(story('Acme Pumps press release draws scepticism', ['Analysts doubted the figures.', 'Contact: newsdesk@dailyledger.example'])).toBeNull();
    expect(story('Acme Pumps opens a plant | Press release | Acme', ['Analysts welcomed it.', 'Contact: press@acmepumps.example'])).toMatch(
      /labelled "press release".*contact block/,
    );
  });

  it('reads an address whose path holds a bare "%" as written', () => {
    const url = new URL('https://www.paper.example/business/acme-pumps-sales-up-40%-in-2026');
    expect(() => pressRelease(page('Acme Pumps sales up 40%', ['Acme Pumps sold more.']), url, acme, [])).not.toThrow();
    expect(() => sponsored(page('Acme Pumps sales up 40%', ['Acme Pumps sold more.']), url, acme, [])).not.toThrow();
  });

  it('a page under the subject’s own name speaks as its press office only in a sign-off line', () => {
    const pompe = nameMatcher('Acme Pompe');
    const mention = page('Acme Pompe Magazine', ["Contattato, l'ufficio stampa di Acme Pompe non ha voluto commentare i tagli."]);
    expect(publishedUnderOwnName(mention, 'acmepompe.it', pompe)).toBeNull();
    const signed = page('Acme Pompe Magazine', ['Le nuove pompe arrivano a marzo.', 'Ufficio stampa: Giulia Rossi, stampa@acmepompe.example']);
    expect(publishedUnderOwnName(signed, 'acmepompe.it', pompe)).not.toBeNull();
  });
});

describe('a release on the distribution service that put it out', () => {
  const wired = (title: string) =>
    page(title, [
      'DENVER, Colo., May 6, 2026 /Trailhead Newsline/ -- Acme Pumps today announced a pump for small farms.',
      'About Acme Pumps: Acme Pumps makes irrigation pumps.',
    ]);
  it('is a placement its issuer paid for where the publisher goes by the name its dateline gives the service', () => {
    const own = new URL('https://www.trailheadnewsline.example/releases/acme-pumps-small-farms');
    expect(distributedRelease(wired('Acme Pumps launches a farm pump | Trailhead Newsline'), own, 'trailheadnewsline.example')).toMatch(/Trailhead Newsline/);
    expect(
      distributedRelease(wired('Acme Pumps launches a farm pump'), new URL('https://www.prnewswire.com/news-releases/acme-1.html'), 'prnewswire.com'),
    ).toMatch(/PR Newswire/);
  });
  it('is only a release where a paper runs the wire copy under its own name', () => {
    const paper = new URL('https://www.plains-gazette.example/business/acme-pumps-small-farms');
    expect(distributedRelease(wired('Acme Pumps launches a farm pump | Plains Gazette'), paper, 'plains-gazette.example')).toBeNull();
    expect(pressRelease(wired('Acme Pumps launches a farm pump | Plains Gazette'), paper, nameMatcher('Acme Pumps'), [])).toMatch(/Trailhead Newsline/);
  });
});
