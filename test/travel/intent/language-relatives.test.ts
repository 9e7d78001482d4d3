import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { identifyLanguage, placeWordOf } from '../../../src/travel/intent/language.js';

const isPlace = placeWordOf(loadGazetteer());

/** Requests in close relatives of the six languages, which the identifier names as one of the six. */
const RELATIVES: [string, string][] = [
  ['gl', 'Queremos ir a Santiago cos nenos na semana santa, somos dous adultos e tres cativos, e non queremos gastar máis de mil euros.'],
  ['gl', 'Bo día! Estou a buscar unha viaxe a Roma para catro persoas en xullo, saíndo dende A Coruña. Podedes axudarme?'],
  ['gl', 'Imos a Londres a miña moza e mais eu dende o venres ata o luns, buscamos un hotel barato preto do centro.'],
  ['gl', 'onde podemos ir este verán coa caravana? algo tranquilo, con praia e sen moita xente, saímos de Lugo'],
  ['co', 'Cercu un viaghju in Roma pè u mo anniversariu, in maghju, cù a mo moglia. U budgettu hè di mille euro.'],
  ['co', 'Vogliu andà à Firenze cù i mo amichi u mese chì vene, ma ùn vulemu micca spende troppu soldi.'],
  ['co', 'Averiamu voglia di fà un viaghju in Sardegna u mese di sittembre, ma ùn sapemu micca induve andà.'],
  ['ast', 'Quiero dir a Madrid colos fíos en xunu, somos dos adultos y tres neños. Nun quiero gastar más de mil euros.'],
  ['ast', "Tenemos ganes de dir a Lisboa n'agostu, ye la primer vegada que vamos, y nun sabemos qué facer."],
  ['oc', "Nos agradariá de passar la fin de setmana a Marselha, mas sens despensar tròp d'argent."],
  ['oc', 'Bonjorn, volèm reservar un ostal a Niça per tres nuèches en julhet, sèm quatre amb los enfants.'],
  ['lb', 'Moien, mir sichen e Floun vu Lëtzebuerg op Lissabon fir véier Leit am Oktober, wat kascht dat ongeféier?'],
  ['sc', 'Cherimus andare a Roma cun sos pitzinnos in austu, semus duos mannos e tres pitzinnos. Partimus dae Casteddu.'],
];

/** Hard requests in the six: short, slangy, misspelt, abbreviated, mixed with English, naming places of the relatives' lands. */
const SUPPORTED: [string, string][] = [
  ['es', 'finde en sevilla con los colegas, q sea baratito xfa, salimos el viernes x la tarde'],
  ['es', 'holaa necesito hotelito en cadiz pa 2 noches, somos yo y mi churri, nada muy caro porfa'],
  ['es', 'Bon dia! bueno perdón, quería decir hola: buscamos un piso en Valencia para las fallas, somos cuatro'],
  ['pt', 'oi gente, to querendo ir pra porto galinhas em julho c meus pais, vcs indicam pousada boa e barata?'],
  ['pt', 'Bom dia, pretendíamos ir a Santiago de Compostela e à Galiza em maio, fazer parte do caminho a pé com os miúdos'],
  ['it', 'raga cerco un b&b a bologna x 3 notti a novembre, siamo in 4 e nn vogliamo spendere troppo'],
  ['it', 'ciao, vorrei andà in sardegna co mi moglie e i pupi a luglio, na settimana, che ci consigliate?'],
  ['it', 'Cerco un agriturismo in Corsica, zona Bonifacio, per una settimana ad agosto, siamo due adulti e un cane'],
  ['fr', 'slt, jcherche un vol pas cher pr marseille ds 2 semaines, on est 3 potes, chui dispo que le we'],
  ['de', 'servus, suche fewo am gardasee für 2 erw + 2 kids in den pfingstferien, max 1200 €, hund dabei'],
  ['de', 'moin! wir wollen im herbst ne woche nach mallorca, aber bitte kein ballermann, eher ruhig und wandern'],
];

describe('identifyLanguage: close relatives of the six that the identifier does not know', () => {
  for (const [code, text] of RELATIVES) {
    it(`${code}: ${text}`, () => {
      const id = identifyLanguage(text, isPlace);
      expect(id.supported).toBe(false);
      // Related relatives may take each other's name (Corsican read as Sardinian); Galician has its own words.
      if (code === 'gl') expect(id.detected).toBe('gl');
      else expect(['en', 'fr', 'es', 'de', 'it', 'pt']).not.toContain(id.detected);
    });
  }

  for (const [lang, text] of SUPPORTED) {
    it(`keeps ${lang}: ${text}`, () => {
      const id = identifyLanguage(text, isPlace);
      expect(id.supported).toBe(true);
      expect(id.lang).toBe(lang);
    });
  }

  it('judges the request, not its signature', () => {
    const spanish = 'Hola, queremos ir a Roma del 3 al 10 de mayo, dos adultos, presupuesto 1500 euros. Gracias.';
    const footer = "Aquest missatge i els seus annexos són confidencials. Si no en sou el destinatari, us preguem que ens ho comuniqueu i l'elimineu.";
    expect(identifyLanguage(`${spanish}\n--\n${footer}`, isPlace)).toMatchObject({ lang: 'es', supported: true });
    const galician = 'Imos a Londres a miña moza e mais eu dende o venres ata o luns, buscamos un hotel barato preto do centro.';
    expect(identifyLanguage(`${galician}\nUn saúdo,\nXoán Pérez\n--\nTel. 600 123 456`, isPlace)).toMatchObject({ detected: 'gl', supported: false });
  });
});
