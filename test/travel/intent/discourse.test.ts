import { describe, expect, it } from 'vitest';
import { messageParts } from '../../../src/travel/intent/discourse.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { placesOf, parseRequest } from './read-request.js';

/** The words of each part of a message, by role. */
const parts = (text: string, lang: Lang) => Object.fromEntries(messageParts(text, lang).map((p) => [p.role, p.text.replace(/\s+/g, ' ').trim()]));

describe('a message is split into the writer’s text, quoted text and past visits', () => {
  it('every part keeps the message’s offsets', () => {
    const text = 'Hi Ana,\n\nRome instead.\n\nThanks,\nBo\n\n> On 2 Jan, Ana wrote:\n> Paris in May';
    for (const p of messageParts(text, 'en')) expect(p.text).toHaveLength(text.length);
  });

  it.each<[string, Lang, string, string]>([
    ['Hola Eva,\n\nmejor Quito.\n\nSaludos, Juan\n\nEl 3 ene. 2026, Eva escribió:\n> Lima en junio', 'es', 'mejor Quito.', 'Lima en junio'],
    [
      'Hallo,\n\nlieber Wien.\n\nViele Grüße\nOla\n\n-----Ursprüngliche Nachricht-----\nVon: Max\nBetreff: Prag\n\nPrag im Mai',
      'de',
      'lieber Wien.',
      'Prag im Mai',
    ],
    ['Forwarding what Kim sent me:\n---\nOslo in June\n---\nFine, but from Leeds.', 'en', 'Fine, but from Leeds.', 'Oslo in June'],
  ])('%s', (text, lang, newest, quoted) => {
    const p = parts(text, lang);
    expect(p.newest).toBe(newest);
    expect(p.quoted).toBe(quoted);
  });

  it('a self-correction splits the writer’s text; the marker belongs to neither side', () => {
    const p = parts('Dix jours à Oslo, euh non, une semaine', 'fr');
    expect(p.earlier).toBe('Dix jours à Oslo,');
    expect(p.newest).toBe(', une semaine');
  });

  it('a past visit is a part of its own, up to the turn to this trip', () => {
    const p = parts('Letzten Sommer waren wir schon zwei Wochen in Spanien, diesmal Portugal im Mai', 'de');
    expect(p.past).toBe('Letzten Sommer waren wir schon zwei Wochen in Spanien');
    expect(p.newest).toBe(', diesmal Portugal im Mai');
  });

  it('a clause calling a plan off is set apart like a past visit; "Mai" is a month, not a negation', () => {
    expect(parts('Al final no vamos a Lima en mayo; ahora Quito en junio', 'es').off).toBe('Al final no vamos a Lima en mayo');
    expect(parts('Meine Schwester wohnt in Graz, wir fahren im Mai ab Linz hin', 'de').off).toBeUndefined();
    // The noun of "quelque part" (somewhere) is no verb of going that "pas loin" could negate.
    expect(parts('Quelque part pas loin de Toulouse en février', 'fr').off).toBeUndefined();
    expect(parts('Il ne part pas à Rome en mai', 'fr').off).toBe('Il ne part pas à Rome en mai');
  });

  it.each([
    ['en', 'A week in Rome in May, and then in October we also want to go to Vienna', 'then in October we also want to go to Vienna'],
    ['fr', 'Un week-end à Lyon en mars, et ensuite pour Noël on voudrait aussi aller à Vienne', 'ensuite pour Noël on voudrait aussi aller à Vienne'],
    ['de', 'Eine Woche Wien im März, und danach im Herbst wollen wir auch nach Lissabon', 'danach im Herbst wollen wir auch nach Lissabon'],
  ] as const)('a second trip asked for after the first is a part of its own (%s)', (lang, text, later) => {
    expect(parts(text, lang).later).toBe(later);
  });
  it('a stay that continues the itinerary is no second trip', () => {
    expect(parts('Four nights in Rome, then three nights in Florence in May', 'en').later).toBeUndefined();
    expect(parts('Rome in May and then also Florence', 'en').later).toBeUndefined();
  });

  it('a greeting word opening a one-line request is the request', () => {
    expect(parts('Lieber Genua statt Mailand', 'de').newest).toBe('Lieber Genua statt Mailand');
  });
});

describe('"ich meine" corrects after a pause, and after a verb is a subject with its possessive', () => {
  it('reads the possessive as no correction, and the paused phrase as one', () => {
    expect(parts('Zu unserem 40. Hochzeitstag fahre ich meine Frau nach Wien, am 12. Oktober.', 'de')).toEqual({
      newest: 'Zu unserem 40. Hochzeitstag fahre ich meine Frau nach Wien, am 12. Oktober.',
    });
    expect(Object.keys(parts('Wir fliegen nach Berlin, ich meine Hamburg, am 12. Oktober.', 'de'))).toContain('earlier');
  });
});

describe('each field comes from the first part that states it', () => {
  it('the newest text wins, quoted text fills what it leaves unsaid', () => {
    const p = parseRequest(
      'Hi Sam,\n\nLet’s do Porto instead, same dates.\n\nCheers,\nAl\n\n> On 2 Jan 2026, Sam wrote:\n> Lisbon from 3 to 10 May for two, from Manchester.',
    );
    expect(p.hard_places.map((x) => x.name)).toEqual(['Porto']);
    expect([p.details.date_window.start, p.details.date_window.end]).toEqual(['2026-05-03', '2026-05-10']);
    expect(p.effective_input.departure_window).toEqual(['2026-05-03', '2026-05-03']);
    expect(p.details.origin.name).toBe('Manchester');
  });

  it('a place the writer gives up that the quoted plan wanted is ruled out', () => {
    const r = placesOf(
      'Ciao,\n\nla Puglia invece della Sardegna.\n\nGrazie\n\n> Il giorno 2 gen 2026, Sara ha scritto:\n> Sardegna ad agosto, partenza da Torino.',
    );
    expect(r.goes).toEqual(['Apulia']);
    expect(r.not).toEqual(['Sardinia']);
  });

  it('dates and lengths of a past visit are not the trip’s', () => {
    const p = parseRequest('Ya fuimos a Roma diez días en agosto; esta vez queremos Atenas una semana en mayo');
    expect(p.effective_input.trip_length_days).toBe(7);
    expect(p.effective_input.departure_window).toEqual(['2026-05-01', '2026-05-31']);
    expect(placesOf('Ya fuimos a Roma diez días en agosto; esta vez queremos Atenas una semana en mayo').not).toEqual(['Rome']);
  });

  it('a start in a clause calling the plan off is no longer the start', () => {
    const r = placesOf(
      'Hallo,\n\nwir fliegen nicht mehr ab Frankfurt, sondern ab Hamburg.\n\nLG\n\n> Am 2. Januar 2026 schrieb Eva:\n> Wien im Mai ab Frankfurt',
    );
    expect(r.origin).toBe('Hamburg');
    expect(r.goes).toEqual(['Vienna']);
  });

  it('a number restated alone keeps the words of the one it corrects, whatever the correction word', () => {
    const day = parseRequest('Départ de Lyon le 3 avril, euh non, le 5, pour Porto, une semaine');
    expect(day.effective_input.departure_window?.[0]).toBe('2026-04-05');
    expect(parseRequest('Abflug am 3. Oktober, nee Moment, am 5., eine Woche Kreta').effective_input.departure_window?.[0]).toBe('2026-10-05');
    expect(parseRequest('Siamo in quattro, anzi cinque: Praga a maggio').details.party.travellers).toBe(5);
    expect(parseRequest('4 of us - actually 5, Lisbon in May').details.party.travellers).toBe(5);
    expect(parseRequest('Somos tres, bueno, cuatro: Roma en mayo').details.party.travellers).toBe(4);
    // A correction word between a number and a number with its own unit restates nothing alone.
    expect(parseRequest('Two weeks, no wait, 10 days in Crete in June').effective_input.trip_length_days).toBe(10);
  });

  it('a place put as a question and answered "no" is taken back for the place after it', () => {
    expect(placesOf('Berlin? Nein, lieber Dresden, vier Nächte im Mai ab München').goes).toEqual(['Dresden']);
    expect(placesOf('¿Ibiza? No, mejor Menorca, una semana en junio desde Valencia').goes).toEqual(['Menorca']);
  });

  it('a later value replaces an earlier one of the same field', () => {
    expect(parseRequest('Zwei Wochen Norwegen im August, nee, doch zehn Tage').effective_input.trip_length_days).toBe(10);
    expect(parseRequest('Uma semana em Madrid, quer dizer, dez dias').effective_input.trip_length_days).toBe(10);
  });
});
