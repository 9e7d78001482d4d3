import { describe, expect, it } from 'vitest';
import { nameMatcher } from '../../src/proof/names.js';
import { readPage } from '../../src/proof/page.js';
import { pressRelease } from '../../src/proof/signals.js';

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
    expect(pressRelease(release, NEWS, alcor, [])).toMatch(/communiqué de presse|contact presse/);
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

  it('an article that reports on a release, in a sentence of its own, is not one', () => {
    const article = page('Verrerie Alcor recrute, mais les souffleurs manquent', [
      'Selon un communiqué de presse publié mardi, Verrerie Alcor veut recruter douze souffleurs; mais la filière manque de candidats formés, explique un formateur du lycée professionnel de Lorient.',
      'Deux anciens salariés décrivent un travail exigeant et des cadences qui ont augmenté depuis deux ans.',
    ]);
    expect(pressRelease(article, NEWS, alcor, [])).toBeNull();
  });
});
