import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

const budget = (text: string) => parseRequest(text).details.budget;

describe('what a budget is counted per, and amounts with a half', () => {
  it('reads a price per named traveller as per person', () => {
    expect(budget('Viaje de fin de curso a Praga en mayo, 30 alumnos, 350 € por alumno')).toMatchObject({ amount: 350, per: 'person' });
    expect(budget('Voyage scolaire à Madrid en avril, 24 élèves, 300 euros par élève')).toMatchObject({ amount: 300, per: 'person' });
    expect(budget('Klassenfahrt nach Prag im Juni, 20 Schüler, 280 € pro Teilnehmer')).toMatchObject({ amount: 280, per: 'person' });
    expect(budget('stag do in Riga, 12 lads, 14-16 May, about €90 per lad per night')).toMatchObject({ amount: 90, per: 'person_night' });
  });

  it('reads a price per room as the lodging’s nightly price as stated', () => {
    expect(budget('Hotel in Porto 4-7 June for the three of us, $180 per room per night')).toMatchObject({ amount: 180, per: 'night' });
    expect(budget('A Siena dal 3 al 5 luglio ci servono 2 camere, massimo 120 euro a camera a notte')).toMatchObject({ amount: 120, per: 'night' });
    expect(budget('Para o casamento em Braga, de 2 a 4 de junho, até 90 euros por quarto por noite')).toMatchObject({ amount: 90, per: 'night' });
  });

  it('reads "grand" as thousands of the traveller’s own currency, and a half joined to a multiplier', () => {
    expect(budget('Two of us flying from Glasgow to Crete in June, three and a half grand all in')).toMatchObject({ amount: 3500, currency: 'GBP' });
    expect(budget('Family of four from Denver to Cancun in March, about 6 grand')).toMatchObject({ amount: 6000, currency: 'USD' });
    expect(budget('Desde Bogotá a Cartagena en junio, dos personas, presupuesto de dos millones y medio de pesos')).toMatchObject({
      amount: 2_500_000,
      currency: 'COP',
    });
    expect(budget('Da Milano a Lisbona a maggio in due, budget tre mila e mezzo euro')).toMatchObject({ amount: 3500, currency: 'EUR' });
    expect(budget('Two adults, Rome in May for a week, budget two and a half thousand euros')).toMatchObject({ amount: 2500, currency: 'EUR' });
  });

  it('reads a bare amount with a rate of nights or heads as a price in the traveller’s currency', () => {
    expect(budget('Hotel in Köln für drei Nächte im Mai, zu zweit ab Hamburg, so um die 140 pro Nacht')).toMatchObject({
      amount: 140,
      per: 'night',
      currency: 'EUR',
    });
    expect(budget('Dos noches en Cádiz en junio desde Sevilla, mi novia y yo, unos 90 la noche')).toMatchObject({ amount: 90, per: 'night' });
    expect(budget('Weekend a Torino a marzo da Genova, siamo in 4, sui 70 a testa a notte')).toMatchObject({ amount: 70, per: 'person_night' });
    expect(budget('Deux nuits à Annecy en mai depuis Lyon, à deux, environ 110 la nuit')).toMatchObject({ amount: 110, per: 'night' });
    // A count under a rate is no price: "2 bagagli a persona".
    expect(budget('Volo Roma-Parigi a maggio, in due, 2 bagagli a persona')?.amount).toBeNull();
  });

  it('takes the writer’s earnings for no budget and asks nothing about them', () => {
    const tight = parseRequest('Quiero ir a Lisboa en mayo una semana desde Madrid, solo. Cobro 1.300 al mes, así que algo barato');
    expect(tight.details.budget?.amount).toBeNull();
    expect(tight.details.unresolved.map((u) => u.code)).not.toContain('unread_number');
    expect(tight.details.unresolved.map((u) => u.code)).not.toContain('budget_per_month');
    expect(budget('Vou a Salvador em julho, eu e minha irmã, saindo de Recife. Meu salário é 4 mil, então no máximo 1500 reais')).toMatchObject({
      amount: 1500,
    });
    expect(budget('Ich verdiene 2.400 im Monat, also höchstens 900 € für eine Woche Mallorca im Juni zu zweit ab Köln')).toMatchObject({ amount: 900 });
    expect(budget('Il mio stipendio è di 1.600 euro al mese: una settimana a Malta ad agosto da Roma in due, massimo 1000 euro')).toMatchObject({
      amount: 1000,
    });
  });

  it('takes a price seen or quoted for no budget, and keeps the budget stated beside it', () => {
    expect(budget('We spotted flights to Seoul for 850 dollars, thinking of two weeks there in October')?.amount).toBeNull();
    expect(budget("J'ai trouvé un vol pour Lisbonne à 120 euros, on voudrait y aller une semaine en mai")?.amount).toBeNull();
    expect(budget('Wir haben ein Hotel in Wien für 90 € gefunden und wollen im März drei Nächte hin')?.amount).toBeNull();
    expect(budget('Ho visto un volo per Atene a 150 euro, vorremmo andarci a giugno, budget 900 euro')).toMatchObject({ amount: 900 });
    expect(budget('Vimos passagens para Recife por 700 reais, queremos ir em julho por uma semana')?.amount).toBeNull();
    expect(budget('We found a B&B in Bath at £140 a night, that is our max, two nights in May')).toMatchObject({ amount: 140, per: 'night' });
  });

  it('keeps the budget when a seeing word is an idiom or a noun ("vu que", "visto che", "vista mare", a visa, "found out")', () => {
    expect(budget('Vu que nous avons 2000 euros, on voudrait aller à Rome en mai')).toMatchObject({ amount: 2000 });
    expect(budget('Visto que tenemos 1800 euros, queremos ir a Roma en mayo')).toMatchObject({ amount: 1800 });
    expect(budget('Visto che abbiamo 2500 euro, vorremmo andare a Napoli a giugno')).toMatchObject({ amount: 2500 });
    expect(budget('Visto que temos 3000 euros, queremos ir a Roma em maio')).toMatchObject({ amount: 3000 });
    expect(budget('Un hôtel à côté de la gare à Lyon, 120 € la nuit')).toMatchObject({ amount: 120, per: 'night' });
    expect(budget('Una camera con vista mare a Sorrento, 150 euro a notte')).toMatchObject({ amount: 150, per: 'night' });
    expect(budget('Já tenho visto para os EUA, temos 5000 dólares para Nova Iorque')).toMatchObject({ amount: 5000 });
    expect(budget('We found out we have 3000 dollars to spend on a week in Lisbon')).toMatchObject({ amount: 3000 });
  });

  it('takes a price seen through "saw that", "vu que", "visto che", "vi que" for no budget', () => {
    expect(budget('We found out that return trains from Paris to Milan cost roughly 180 euros')?.amount).toBeNull();
    expect(budget('I noticed that a room in Kyoto is 150 dollars a night in April')?.amount).toBeNull();
    expect(budget("On a vu qu'un billet pour Athènes coûte 250 euros en juin")?.amount).toBeNull();
    expect(budget('Hemos visto que el hotel en Sevilla cuesta 90 euros la noche')?.amount).toBeNull();
    expect(budget('Abbiamo visto che un volo per Palermo costa 120 euro a luglio')?.amount).toBeNull();
    expect(budget('Vimos que a passagem para Natal custa 900 reais em agosto')?.amount).toBeNull();
  });

  it('takes a German price seen after a hedged amount ("für rund 400 € gesehen") for no budget', () => {
    expect(budget('Wir haben eine Ferienwohnung in Split für etwa 120 € die Nacht gefunden, August')?.amount).toBeNull();
    expect(budget('Ich habe Zugtickets nach Prag für ca. 60 Euro entdeckt, im April zwei Tage')?.amount).toBeNull();
    expect(budget('Flüge nach Madrid habe ich für ungefähr 250 € gesehen, Mitte Mai eine Woche')?.amount).toBeNull();
  });

  it('keeps a seen price seen through a relative clause with a having verb ("que tiene", "which has")', () => {
    expect(budget('Vimos uma pousada em Paraty que tem quartos por 250 reais, queremos ir em março')?.amount).toBeNull();
    expect(budget('Hemos encontrado un piso en Valencia que tiene un precio de 80 euros por noche')?.amount).toBeNull();
    expect(budget('We spotted a villa in Crete which has weekly rates of 1400 euros')?.amount).toBeNull();
    expect(budget('On a trouvé un gîte en Ardèche qui a des tarifs à 70 euros la nuit')?.amount).toBeNull();
  });

  it('reads an object pronoun before a finite seeing verb as no article ("lo vi por 500 euros")', () => {
    expect(budget('Una casa rural en Asturias para agosto, la encontré por 90 euros la noche')?.amount).toBeNull();
    expect(budget('Passagens para Fortaleza em julho, as vimos por 1200 reais')?.amount).toBeNull();
    expect(budget('Un billet Paris-Berlin en mai, je le trouve à 80 euros')?.amount).toBeNull();
  });

  it('ends a seen price’s reach at a clause boundary or at the writer’s own money', () => {
    expect(budget("J'ai trouvé un vol à 300 €, on a 1500 € en tout pour Porto")).toMatchObject({ amount: 1500 });
    expect(budget('I saw a flight for 900 dollars and we have 2500 dollars overall for Tokyo')).toMatchObject({ amount: 2500 });
    expect(budget('We were quoted 3000 euros but we can only spend 2000 euros in Crete')).toMatchObject({ amount: 2000 });
    expect(budget('Encontré un vuelo por 400 euros, tenemos 1200 euros para Lisboa')).toMatchObject({ amount: 1200 });
    expect(budget('Ho trovato un volo a 200 euro, abbiamo 1000 euro per Parigi')).toMatchObject({ amount: 1000 });
    expect(budget('Achei um voo por 600 reais, temos 4000 reais para Salvador')).toMatchObject({ amount: 4000 });
    expect(budget('Wir haben 2000 € und noch nichts gefunden, Rom im Mai')).toMatchObject({ amount: 2000 });
  });

  it('reads a price per room alone as the nightly price, and a half before a board word as half board', () => {
    expect(budget('Buscamos hotel en Roma, 3 noches, 2 adultos, 150 euros por habitación')).toMatchObject({ amount: 150, per: 'night' });
    expect(budget('Hôtel à Nice pour 4 nuits, 130 € par chambre')).toMatchObject({ amount: 130, per: 'night' });
    expect(budget('Presupuesto de 3 mil y media pensión en Mallorca en julio')).toMatchObject({ amount: 3000 });
    expect(budget('Budget 2 mila e mezza pensione a Rimini ad agosto')).toMatchObject({ amount: 2000 });
    expect(budget('Orçamento de 2 mil e meia pensão no Algarve em agosto')).toMatchObject({ amount: 2000 });
  });

  it('takes no rate per person from a noun that also names things ("per place we visit", "per flight")', () => {
    expect(budget('Budget 1000 euros per place we visit, Italy in June')).toMatchObject({ amount: 1000, per: 'total' });
    expect(budget('Around 300 dollars per flight, Boston to Miami in March')).toMatchObject({ amount: 300, per: 'total' });
  });

  it('reads a price per room for a whole period as no nightly price', () => {
    expect(budget('Lake Como in July, 2000 dollars per room for the entire stay')).toMatchObject({ amount: 2000, per: 'total' });
    expect(budget('Lisboa en junio, 900 euros por habitación para las dos semanas')).toMatchObject({ amount: 900, per: 'total' });
    expect(budget('Annecy en août, 1100 € par chambre pour tout le séjour')).toMatchObject({ amount: 1100, per: 'total' });
  });

  it('reads the French "par place" as a seat, so a rate per person', () => {
    expect(budget('Séjour à Nice en août, 4 adultes, 650 euros par place maximum')).toMatchObject({ amount: 650, per: 'person' });
    expect(budget('Croisière en Grèce en juin, 900 € par place pour 2')).toMatchObject({ amount: 900, per: 'person' });
  });
});
