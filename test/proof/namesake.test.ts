import { describe, expect, it } from 'vitest';
import { classifyPage, nameAlone } from '../../src/proof/classify.js';
import { fieldWords, otherField } from '../../src/proof/fields.js';
import { obituaryOf } from '../../src/proof/lifespan.js';
import { placesOfName } from '../../src/proof/countries.js';
import { readPage, titleWithoutPublisher } from '../../src/proof/page.js';
import { countMentions, nameMatcher } from '../../src/proof/names.js';
import { roleField } from '../../src/proof/roles.js';
import { EMPTY_PROFILE, type SubjectProfile } from '../../src/proof/subject.js';

const page = (html: string) => {
  const body = new TextEncoder().encode(html);
  const url = 'https://news.example/story';
  return {
    ok: true as const,
    url,
    finalUrl: url,
    status: 200,
    headers: {},
    contentType: 'text/html',
    body,
    bytes: body.length,
    redirects: [],
    address: '127.0.0.1',
    elapsedMs: 1,
  };
};

/** A German toolmaker's founder, as her own site describes her. */
const profile: SubjectProfile = {
  ...EMPTY_PROFILE,
  namesEntity: true,
  terms: ['dornwerk', 'werkzeug', 'tischler', 'founder', 'berlin', 'werkstatt'],
  affiliations: ['dornwerk'],
  countries: ['DE'],
  fields: ['built_environment'],
};

const classOf = (paragraphs: string[]) =>
  classifyPage({
    url: 'https://news.example/story',
    result: page(`<html><head><title>Jana Dorn</title></head><body><h1>Jana Dorn</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`),
    entityName: 'Jana Dorn',
    profile,
    ownership: { entityDomain: 'dornwerk.de', profiles: [] },
    claims: [],
  }).item;

describe('namesakes told by field and place', () => {
  it('a page in another field and country is about the subject when it shares a word of her organisation', () => {
    const sponsor = classOf([
      'Jana Dorn, founder of Dornwerk, signed the shirt sponsorship of a football club in São Paulo, Brazil, this week.',
      'The striker and the goalkeeper of the league side will wear the Dornwerk name all season, the club said.',
    ]);
    expect(sponsor.source_kind).not.toBe('namesake');
    const athlete = classOf([
      'Jana Dorn, founder of a football academy in São Paulo, Brazil, scored twice this week.',
      'The striker and the goalkeeper of the league side celebrated with the coach, the club said.',
    ]);
    expect(athlete.source_kind).toBe('namesake');
  });
});

describe('a line that is the name alone, as a card writes it', () => {
  const matcher = nameMatcher('Lena Brandt');
  it('takes titles, credentials and one middle name or initial, never a short sentence', () => {
    expect(nameAlone('Dr. Lena Brandt, PhD', matcher)).toBe(true);
    expect(nameAlone('Lena Marie Brandt', matcher)).toBe(true);
    expect(nameAlone('Lena M Brandt', matcher)).toBe(true);
    expect(nameAlone('Lena M. Brandt', matcher)).toBe(true);
    expect(nameAlone('Lena Brandt Jr', matcher)).toBe(true);
    expect(nameAlone('Lena Brandt wins.', matcher)).toBe(false);
    expect(nameAlone('Lena Brandt said', matcher)).toBe(false);
    expect(nameAlone('Lena Marie Brandt Schmidt', matcher)).toBe(false);
  });
});

describe('namesakes told by genre and by the field a page is plainly about', () => {
  const obituary = (title: string, path: string, paragraphs: string[]) =>
    classifyPage({
      url: `https://news.example${path}`,
      result: {
        ...page(`<html><head><title>${title}</title></head><body><h1>Jana Dorn</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`),
        finalUrl: `https://news.example${path}`,
      },
      entityName: 'Jana Dorn',
      profile,
      ownership: { entityDomain: 'dornwerk.de', profiles: [] },
      claims: [],
    }).item;
  const life = [
    'Jana „Janni“ Dorn ist im Alter von 88 Jahren friedlich eingeschlafen.',
    'Sie war Näherin, Großmutter von sechs Enkeln und sang vierzig Jahre im Kirchenchor.',
  ];

  it('a death notice labelled so in its title or address, naming the person in its headline, is a namesake of an active subject', () => {
    expect(obituary('Jana Dorn | Traueranzeigen | Kreisblatt', '/story', life).source_kind).toBe('namesake');
    expect(obituary('Jana Dorn', '/nachrufe/jana-dorn', life).source_kind).toBe('namesake');
    expect(obituary('Jana Dorn | Kreisblatt', '/story', life).source_kind).not.toBe('namesake');
  });

  const dorn = nameMatcher('Jana Dorn');
  const headed = (title: string, headline: string, paragraphs: readonly string[] = []) =>
    readPage(`<html><head><title>${title}</title></head><body><h1>${headline}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`, 'text/html');

  it('a menu line holding a genre word is no label; a line or path segment that is the label is one', () => {
    const concert = headed('Jana Dorn stellt neues Album vor', 'Jana Dorn', [
      'Lokales Sport Kultur Traueranzeigen Wetter',
      'Die Sängerin spielt am Freitag im Dom.',
    ]);
    expect(obituaryOf(concert, '/kultur/jana-dorn-album', dorn)).toBeNull();
    expect(obituaryOf(concert, '/traueranzeigen-archiv/jana-dorn', dorn)).toBeNull();
    const notice = headed('Jana Dorn', 'Jana Dorn', ['Traueranzeigen', 'In stiller Trauer.']);
    expect(obituaryOf(notice, '/story', dorn)).toMatch(/traueranzeigen/);
    expect(obituaryOf(headed('Jana Dorn', 'Jana Dorn'), '/traueranzeigen/jana-dorn', dorn)).toMatch(/traueranzeigen/);
  });

  it('an obituary is of the person only when its headline is the name, alone or with a life span or a death word', () => {
    expect(
      obituaryOf(headed('Nachruf: Jana Dorn über ihren Lehrer Karl Weber', 'Jana Dorn über ihren Lehrer Karl Weber'), '/nachrufe/karl-weber', dorn),
    ).toBeNull();
    expect(obituaryOf(headed('Vater von Sängerin Jana Dorn gestorben | Nachrufe', 'Vater von Sängerin Jana Dorn gestorben'), '/story', dorn)).toBeNull();
    expect(obituaryOf(headed('In memoriam: Jana Dorn singt für die Opfer der Flut', 'Jana Dorn singt für die Opfer der Flut'), '/story', dorn)).toBeNull();
    expect(obituaryOf(headed('Jana Dorn (1936–2024) | Nachrufe', 'Jana Dorn (1936–2024)'), '/story', dorn)).not.toBeNull();
    expect(obituaryOf(headed('Nachruf: Jana Dorn ist gestorben', 'Jana Dorn ist gestorben'), '/story', dorn)).not.toBeNull();
    expect(obituaryOf(headed('Jana Dorn, 1936–2024 | Obituaries', 'Jana Dorn, 1936–2024'), '/story', dorn)).not.toBeNull();
  });

  it('a page about another field with a word of the site’s field in passing is about someone else; one as much in the site’s field is not', () => {
    expect(
      otherField('Fly fishing for trout: the fishery stocks the river, and anglers bring a fishing rod. The paint chips off the hut.', ['technology'])?.field,
    ).toBe('angling_and_hunting');
    expect(otherField('She builds software and compiler tools, and goes fly fishing for trout at weekends.', ['technology'])).toBeNull();
    const four = 'She builds software and compiler tools, and goes fly fishing for trout at the fishery with other anglers';
    expect(otherField(`${four}.`, ['technology'])).toBeNull();
    expect(otherField(`${four}, fishing rod in hand.`, ['technology'])?.field).toBe('angling_and_hunting');
  });

  it('angling and hunting words that are metaphors, surnames or other words place no page in the field', () => {
    const security =
      'She spent the year on threat hunting before she found the lure: a bait invoice sent to the finance team. The hunters behind it tackle each target with a new domain; Hunter and Jäger at the CERT confirmed it, and the salmon-coloured rifle icon in the mail client.';
    expect(fieldWords(security).get('angling_and_hunting')).toBeUndefined();
    expect(fieldWords("Esca un nuovo libro: la pesca di Visser, Fiske e Jäger è un'altra storia.").get('angling_and_hunting')).toBeUndefined();
  });
});

/** A founder's own site: her invoicing software company in Stockholm. */
const founder: SubjectProfile = {
  ...EMPTY_PROFILE,
  namesEntity: true,
  terms: ['tallyloop', 'invoicing', 'software', 'founder', 'stockholm', 'startup', 'billing'],
  affiliations: ['tallyloop'],
  countries: ['SE'],
  fields: ['technology'],
};
const kindOf = (title: string, paragraphs: string[], profile: SubjectProfile = founder) =>
  classifyPage({
    url: 'https://news.example/story',
    result: page(`<html><head><title>${title}</title></head><body><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`),
    entityName: 'Mara Lindqvist',
    profile,
    ownership: { entityDomain: 'tallyloop.io', profiles: [] },
    claims: [],
  }).item.source_kind;

describe('the subject as a page ties her to her own organisation, and her earlier careers', () => {
  it('a page naming her company or site is about her, whatever else she did', () => {
    expect(kindOf('Tallyloop: from the lab to the ledger', ['Mara Lindqvist was a chemist at Novartis in Basel before starting the company.'])).not.toBe(
      'namesake',
    );
    expect(kindOf('Von der Forschung zur Buchhaltung', ['Mara Lindqvist, Chemikerin bei Novartis in Basel, gründete tallyloop.io.'])).not.toBe('namesake');
  });

  it('a role put in the past is an earlier career, a role in the present another person', () => {
    expect(kindOf('A new start', ['Mara Lindqvist, a former chemist at Novartis, says the change was easier than she expected.'])).not.toBe('namesake');
    expect(kindOf('Neuanfang', ['Mara Lindqvist war früher Chemikerin bei Novartis und sagt, der Wechsel sei leicht gewesen.'])).not.toBe('namesake');
    expect(kindOf('Nouveau départ', ['Mara Lindqvist, ancienne chimiste chez Novartis, dit que le changement a été facile.'])).not.toBe('namesake');
    expect(kindOf('Prize for chemistry', ['Mara Lindqvist, a chemist at Novartis, says the prize was a surprise.'])).toBe('namesake');
    expect(kindOf('Premio di ricerca', ['Mara Lindqvist è ricercatrice presso Novartis e dice che il premio è stato una sorpresa.'])).toBe('namesake');
    expect(kindOf('Nuova vita', ['Mara Lindqvist era ricercatrice presso Novartis e dice che il cambiamento è stato facile.'])).not.toBe('namesake');
  });
});

describe('a namesake told by the activity the page states', () => {
  it('an activity of another field stated as what the name does is another person, in any of the languages', () => {
    expect(kindOf('Portrait', ['Mara Lindqvist designs gardens for the villas along the coast.'])).toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist progetta giardini per le ville della costa.'])).toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist entraîne une équipe de rugby depuis dix ans.'])).toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist gestaltet Gärten für private Kunden.'])).toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist diseña jardines para hoteles de la costa.'])).toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist treina uma equipa de rugby há dez anos.'])).toBe('namesake');
  });

  it('an activity in the past, reported speech, or beside the site’s own field is no contradiction', () => {
    expect(kindOf('Portrait', ['Mara Lindqvist coached a rugby team for ten years.'])).not.toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist ha allenato una squadra di rugby per dieci anni.'])).not.toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist taught gardening at a school for ten years.'])).not.toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist says the rugby final was the best game of the year.'])).not.toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist writes software by day and coaches a rugby team at weekends.'])).not.toBe('namesake');
  });
});

describe('a page that says the name acts abroad', () => {
  it('places it nowhere: the countries it names are where it goes', () => {
    expect(placesOfName('Solvane opened a sales office in Malmö, its first outside the home market. Why Sweden?', 'Solvane').placed).toEqual([]);
    expect(placesOfName('Solvane eröffnet sein erstes Büro im Ausland. Warum Schweden?', 'Solvane').placed).toEqual([]);
    expect(placesOfName('Solvane se lance à l’étranger. Pourquoi la Suède ?', 'Solvane').placed).toEqual([]);
    expect(placesOfName('Solvane cresce all’estero. Perché la Svezia?', 'Solvane').placed).toEqual([]);
    expect(placesOfName('Solvane sells in Sweden. Why Sweden?', 'Solvane').placed).toEqual(['SE']);
  });

  it('an interview about opening an office abroad is about the subject; a page placing the name elsewhere still is not', () => {
    expect(kindOf('Portrait', ['Mara Lindqvist is opening her first office abroad, in Madrid.', 'Why Spain? The customers asked for it, she says.'])).not.toBe(
      'namesake',
    );
    expect(kindOf('Portrait', ['Mara Lindqvist abre su primera oficina en el extranjero, en Madrid.', '¿Por qué España? Los clientes lo pidieron.'])).not.toBe(
      'namesake',
    );
    expect(kindOf('Portrait', ['Mara Lindqvist, a potter from Spain, sells her bowls at the market in Madrid.'])).toBe('namesake');
  });
});

describe('a namesake call rests on contradicting evidence', () => {
  it('a page sharing no words with a site that says much, and contradicting it in nothing, is about the subject', () => {
    const wordy: SubjectProfile = {
      ...founder,
      terms: [...founder.terms, 'ledger', 'accounting', 'receipts', 'reconciliation', 'payments', 'nordic', 'customers', 'merchants'],
    };
    const plain = ['Mara Lindqvist answered questions from the audience for an hour and stayed to sign copies afterwards.'];
    expect(kindOf('Portrait', plain, wordy)).not.toBe('namesake');
    expect(kindOf('Portrait', ['Mara Lindqvist, a potter from Spain, answered questions from the audience.'], wordy)).toBe('namesake');
  });
});

describe('two contradictions outweigh a few shared common words', () => {
  it('a page tying the name to another organisation and placing it in another country is a namesake, though it shares two of the site’s words', () => {
    const elsewhere = ['Mara Lindqvist, chief executive of Petrovale Holdings, runs its software startup unit from São Paulo, Brazil.'];
    expect(kindOf('Portrait', elsewhere)).toBe('namesake');
    const sameCountry = ['Mara Lindqvist, chief executive of Petrovale Holdings, runs its software startup unit.'];
    expect(kindOf('Portrait', sameCountry)).not.toBe('namesake');
  });
});

describe('what a namesake page says of the person, read whole', () => {
  it('the apposition after an organisation’s name and its legal form places it in its field', () => {
    const care = 'Die Sonnenhang GmbH, Betreiberin von drei Seniorenresidenzen im Landkreis Passau, meldet Insolvenz an.';
    expect(roleField(care, ['sonnenhang'], ['energy'])?.field).toBe('social_care');
  });

  it('care homes, mines, schools and parishes are fields of their own, in the six languages', () => {
    expect(fieldWords('Elle dirige un EHPAD et forme des aides-soignantes à domicile.').has('social_care')).toBe(true);
    expect(fieldWords('O engenheiro assume as operações da mineradora.').get('mining')).toEqual(['mineradora']);
    expect(fieldWords('Die Grundschullehrerin unterrichtet an einer Grundschule in Passau.').has('education')).toBe(true);
    expect(fieldWords('Il parroco della parrocchia di San Marco.').get('religion')).toEqual(['parroco', 'parrocchia']);
  });

  it('a town joined by a hyphen to a capitalised word is part of a longer name; one before a lower-case word is where the name is', () => {
    expect(placesOfName('Croix-Rousse : Amandine Roche-Verdier ouvre sa pâtisserie Grande-Rue.', 'Amandine Roche-Verdier').placed).toEqual([]);
    expect(placesOfName('Amandine Roche-Verdier, a Lyon-based pastry chef, opens a shop.', 'Amandine Roche-Verdier').placed).toEqual(['FR']);
  });

  it('an obituary writing the person’s middle name in full names the person', () => {
    const winthorpe = nameMatcher('Caleb Winthorpe');
    expect(countMentions(['Caleb James Winthorpe, 86, died peacefully at home.'], winthorpe)[0]?.full).toBe(1);
    const notice = readPage(
      '<html><head><title>Caleb J. Winthorpe, 1938–2024 | Obituaries | Gazette</title></head><body><h1>Caleb James Winthorpe</h1><p>He farmed in Brookfield.</p></body></html>',
      'text/html',
    );
    expect(obituaryOf(notice, '/obituaries/caleb-winthorpe', winthorpe)).toMatch(/obituaries/);
  });

  it('the publisher’s name closing a title is not part of what the title says', () => {
    expect(titleWithoutPublisher('Engenheiro assume diretoria da Petrovale | Estado de Minas Notícias')).toBe('Engenheiro assume diretoria da Petrovale');
    expect(titleWithoutPublisher('Opinion | Batteries wait in line - The Ledger')).toBe('Opinion | Batteries wait in line');
    expect(titleWithoutPublisher('Sonnenhang GmbH meldet Insolvenz an')).toBe('Sonnenhang GmbH meldet Insolvenz an');
  });
});
