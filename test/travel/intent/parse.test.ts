import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { TravelIntentParseResponse, TravelSearchRequest, type TravelSearchRequest as Request } from '../../../src/contracts/travel.js';
import { TravelIntentDetails } from '../../../src/contracts/travel-intent.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent, normalizeTheme, THEME_DEFS, THEME_IDS } from '../../../src/travel/intent/index.js';
import { THEMES } from '../../../src/travel/knowledge/types.js';
import { MORE_RATES_SOURCE, type MoreRates } from '../../../src/travel/intent/currency.js';

const gazetteer = loadGazetteer();
const deps = { now: () => new Date('2026-11-22T12:00:00Z'), gazetteer };
const parse = (req: Request) => parseIntent(req, deps);

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validRequest = ajv.compile(TravelSearchRequest);
const validDetails = ajv.compile(TravelIntentDetails);
const validParseResponse = ajv.compile(TravelIntentParseResponse);

describe('parseIntent: merging with structured fields', () => {
  it('lets the request text win and reports each disagreement as a string conflict', () => {
    const p = parse({
      user_request: 'Ski trip to Colorado from SFO in February, 5 days, under $3,000',
      origin: 'JFK',
      departure_window: ['2026-12-10', '2026-12-17'],
      trip_length_days: 7,
      budget_usd: 2500,
      required_themes: ['beach'],
      destination_constraints: [{ type: 'country', value: 'Mexico' }],
    });
    expect(p.effective_input).toMatchObject({
      origin: 'SFO',
      departure_window: ['2027-02-01', '2027-02-28'],
      trip_length_days: 5,
      budget_usd: 3000,
      required_themes: ['skiing'],
      strict_mode: true,
    });
    const byField = Object.fromEntries(p.constraint_conflicts.map((c) => [c.field, c]));
    expect(byField.origin).toEqual({ field: 'origin', provided_value: 'JFK', interpreted_value: 'SFO', resolution: 'user_request_wins' });
    expect(byField.budget_usd?.provided_value).toBe('2500');
    expect(byField.departure_window?.provided_value).toBe('["2026-12-10","2026-12-17"]');
    expect(byField.destination_constraints?.provided_value).toBe('country:Mexico');
    expect(p.interpreted_constraints.hard_destination_constraints).toEqual([{ type: 'state', value: 'Colorado' }]);
    expect(p.interpreted_constraints.destination_region).toBe('Colorado');
    expect(p.interpreted_constraints.precedence).toBe('user_request_over_structured_fields');
  });

  it('takes a structured airport that serves the city the text names, and keeps the text over an airport elsewhere', () => {
    const served = parse({ user_request: 'a week in Lisbon from London', origin: 'LGW' });
    expect(served.effective_input.origin).toBe('LGW');
    expect(served.constraint_conflicts).toEqual([]);
    const elsewhere = parse({ user_request: 'a week in Lisbon from London', origin: 'CDG' });
    expect(elsewhere.effective_input.origin).toBe('LHR');
    expect(elsewhere.constraint_conflicts.map((c) => c.field)).toEqual(['origin']);
  });

  it('keeps an airport the text names as the origin, called as travellers call it', () => {
    const pair = parse({ user_request: 'Vol TP 1018 GRU-LIS le 3 mai, puis une semaine à Porto' }).details;
    // A city's main airport named by its code is the city, its code kept; a second airport keeps its own name.
    expect(pair.origin).toMatchObject({ iata: 'GRU', name: 'São Paulo' });
    expect(parse({ user_request: 'Leaving from Gatwick on 3 May, four nights in Seville' }).details.origin).toMatchObject({
      iata: 'LGW',
      name: 'London Gatwick',
    });
    expect(parse({ user_request: 'Partenza da Milano Linate, 4 notti ad Amsterdam' }).details.origin).toMatchObject({ iata: 'LIN', name: 'Milan Linate' });
    expect(parse({ user_request: 'a week in Lisbon from London' }).details.origin).toMatchObject({ iata: 'LHR', name: 'London' });
  });

  it('keeps structured values the text says nothing about, and nested constraints that agree', () => {
    const p = parse({
      user_request: 'a week in Lisbon',
      origin: 'ord',
      budget_usd: 4000,
      destination_constraints: [{ type: 'country', value: 'Portugal' }],
    });
    expect(p.constraint_conflicts).toEqual([]);
    expect(p.effective_input.origin).toBe('ORD');
    expect(p.effective_input.budget_usd).toBe(4000);
    expect(p.effective_input.destination_constraints?.map((c) => c.value)).toEqual(['Lisbon', 'Portugal']);
    expect(p.interpreted_constraints.destination_city).toBe('Lisbon');
  });

  it('treats query as an alias and prefers user_request when both are sent', () => {
    expect(parse({ query: 'surfing in Portugal' }).effective_input.user_request).toBe('surfing in Portugal');
    const both = parse({ user_request: 'snorkeling in Belize', query: 'ski trip to Utah' });
    expect(both.details.required_themes).toEqual(['snorkeling_diving']);
    expect(both.constraint_conflicts.map((c) => c.field)).toEqual(['query']);
  });

  it('normalizes structured theme synonyms and reports unknown ones instead of dropping them silently', () => {
    const p = parse({ required_themes: ['Beaches', 'redwoods', 'underwater basket weaving'] });
    expect(p.effective_input.required_themes).toEqual(['beach', 'redwoods_forests', 'underwater_basket_weaving']);
    expect(p.details.unresolved.map((u) => u.field)).toEqual(['required_themes']);
  });

  it('does not turn on strict mode without hard scope, and respects an explicit false', () => {
    expect(parse({ user_request: 'somewhere warm' }).interpreted_constraints.strict_mode).toBe(false);
    expect(parse({ user_request: 'only in Italy', strict_mode: false }).interpreted_constraints.strict_mode).toBe(false);
    expect(parse({ user_request: 'only in Italy' }).interpreted_constraints.strict_mode).toBe(true);
  });
});

describe('parseIntent: reporting instead of guessing', () => {
  it('reports an origin that is not an airport and a date that is not a date', () => {
    const p = parse({ user_request: 'must be in Japan, sometime, flying from Narnia' });
    expect(p.details.origin.iata).toBeNull();
    expect(p.effective_input.origin).toBeUndefined();
    expect(p.details.date_window.start).toBeNull();
    expect(p.details.unresolved.map((u) => u.field).sort()).toEqual(['departure_window', 'origin']);
    expect(p.beta_warnings.some((w) => w.includes('Narnia'))).toBe(true);
  });

  it('reports a name the gazetteer lacks whose abbreviation ends in a period, the period being part of the name', () => {
    for (const request of ['Ski week in St. Jakob in February from Munich', 'Ski week in St Jakob in February from Munich']) {
      const p = parse({ user_request: request });
      expect(p.understanding.status).toBe('partial');
      expect(p.understanding.unresolved.map((u) => u.text)).toContain(request.slice(request.indexOf('St'), request.indexOf(' in Feb')));
    }
    expect(parse({ user_request: 'A week in St. Moritz in February from Zurich' }).understanding.status).toBe('complete');
    // Wikivoyage's name of St Anton am Arlberg (data/geo/areas.tsv).
    expect(parse({ user_request: 'Ski week in St. Anton in February from Munich' }).understanding.status).toBe('complete');
  });

  it('converts a budget in another currency at the shipped ECB rate and says so', () => {
    const p = parse({ user_request: '2000 euros for a week in Greece' });
    expect(p.details.budget).toMatchObject({ amount: 2000, currency: 'EUR', currency_source: 'user_request', per: 'total', rates_as_of: '2026-04-13' });
    expect(p.details.budget.amount_usd).toBeCloseTo(2000 * 1.1684, 1);
    expect(p.effective_input.budget_usd).toBeCloseTo(2336.8, 1);
  });

  it('converts a currency the ECB does not quote with the wider table, named as an estimate with its source and date', () => {
    const p = parse({ user_request: '900000 ARS for a week in Patagonia' });
    const more = JSON.parse(readFileSync(new URL('../../../data/travel/currency-rates-more.json', import.meta.url), 'utf8')) as MoreRates;
    expect(p.details.budget).toMatchObject({ amount: 900000, currency: 'ARS', rates_as_of: more.as_of, rate_source: MORE_RATES_SOURCE });
    expect(p.details.budget.amount_usd).toBeCloseTo(900000 / (more.rates.ARS ?? 0), 1);
    expect(p.effective_input.budget_usd).toBeCloseTo(900000 / (more.rates.ARS ?? 0), 1);
    expect(p.details.unresolved.map((u) => u.code)).not.toContain('foreign_currency');
    const said = p.understanding.understood.find((u) => u.field === 'budget')?.value ?? '';
    expect(said).toContain('estimate');
    expect(said).toContain(more.as_of);
    expect(parse({ user_request: '2000 euros for a week in Greece' }).understanding.understood.find((u) => u.field === 'budget')?.value).not.toContain(
      'estimate',
    );
  });

  it('reads any ISO 4217 code as its currency, never as dollars, and a code that is a word only in capitals', () => {
    for (const [request, code] of [
      ['Zanzibar in July from Nairobi, budget KES 300,000 for 2', 'KES'],
      ['Cape Coast from Accra, budget 5000 GHS', 'GHS'],
      ['Tbilisi from Almaty, 800000 KZT', 'KZT'],
      ['Tonga for 2 weeks, 9000 TOP', 'TOP'],
    ]) {
      const p = parse({ user_request: request });
      expect(p.details.budget, request).toMatchObject({ currency: code, rate_source: MORE_RATES_SOURCE });
      expect(p.details.budget.amount_usd, request).toBeGreaterThan(0);
    }
    expect(parse({ user_request: 'top 3 islands in Greece for 2 weeks, 3000 euros' }).details.budget).toMatchObject({ currency: 'EUR', amount: 3000 });
  });

  it("reads a currency word several countries use as the traveller's own: where they start from, else the passport they state", () => {
    const stated = 'Budget 45 000 dirhams pour nous deux, 8 nuits à Zanzibar en mai';
    expect(parse({ user_request: `${stated}, passeports marocains.` }).details.budget).toMatchObject({ amount: 45000, currency: 'MAD' });
    expect(parse({ user_request: `${stated}, départ de Dubaï.` }).details.budget).toMatchObject({ amount: 45000, currency: 'AED' });
    // Where they start from outweighs the passport: a Moroccan living in Abu Dhabi spends dirhams of the Emirates.
    expect(parse({ user_request: `${stated}, départ d'Abu Dhabi, passeports marocains.` }).details.budget).toMatchObject({ currency: 'AED' });
  });

  it('reads a daily or weekly rate written as one word in each language', () => {
    for (const [request, per] of [
      ['3 semanas por Perú, presupuesto 900 euros diarios', 'day'],
      ['2 Wochen auf Kreta, 120 Euro täglich', 'day'],
      ['due settimane in Sicilia, 150 euro giornalieri', 'day'],
      ['deux semaines en Crète, 100 euros journaliers', 'day'],
    ] as const) {
      expect(parse({ user_request: request }).details.budget, request).toMatchObject({ per });
    }
    // A weekly rate becomes the total over the stated length.
    expect(parse({ user_request: '2 Wochen auf Kreta, 700 Euro wöchentlich' }).details.budget).toMatchObject({ amount: 1400, per: 'total' });
    expect(parse({ user_request: 'deux semaines en Crète, 700 euros hebdomadaire' }).details.budget).toMatchObject({ amount: 1400, per: 'total' });
  });

  it('warns about origins without a curated flight profile and about services being labels only', () => {
    const p = parse({ user_request: 'from Denver to Hawaii', services: ['hotels'] });
    expect(p.details.origin.iata).toBe('DEN');
    expect(p.beta_warnings.some((w) => w.includes('DEN') && w.includes('model_estimate'))).toBe(true);
    expect(p.beta_warnings.some((w) => w.includes('services'))).toBe(true);
    expect(parse({ user_request: 'from SFO to Hawaii' }).beta_warnings).toEqual([]);
  });
});

describe('parseIntent: readings', () => {
  it('derives a whole-party budget from a per-person figure, and never from a nightly one', () => {
    expect(parse({ user_request: '$1500 per person, Cancun, 2 adults and 1 kid' }).effective_input.budget_usd).toBe(4500);
    const nightly = parse({ user_request: '$200/night in Rome for 4 nights' });
    expect(nightly.details.budget).toMatchObject({ amount_usd: 200, per: 'night', total_usd: null });
    expect(nightly.effective_input.budget_usd).toBeUndefined();
    expect(nightly.details.trip_length.days).toBe(5);
  });

  it('separates hard scope, soft preference and exclusions', () => {
    const p = parse({ user_request: 'Greece only, maybe Crete, but not Athens' });
    expect(p.details.hard_geography.map((g) => g.id)).toEqual(['country:gr']);
    expect(p.details.soft_geography.map((g) => g.name)).toContain('Crete');
    expect(p.details.excluded.map((g) => g.name)).toEqual(['Athens']);
    expect(p.excluded_places.map((h) => h.name)).toEqual(['Athens']);
    expect(p.hard_places.map((h) => h.id)).toEqual(['country:gr']);
  });

  it('reads events, multi-city trips and accessibility needs', () => {
    const p = parse({ user_request: 'Taylor Swift concert at SoFi Stadium Oct 3-7, then Paris and Rome; my dad uses a wheelchair' });
    expect(p.details.event).toMatchObject({ requested: true, kind: 'concert', venue: 'SoFi Stadium', start: '2027-10-03', end: '2027-10-07' });
    expect(p.details.multi_city).toMatchObject({ requested: true, cities: ['Paris', 'Rome'] });
    expect(p.details.accessibility.needs).toEqual(['wheelchair']);
    expect(p.details.trip_length.days).toBe(5);
  });

  it('takes islands and regions joined in order as stops, and a list offered with "or" or as a question as alternatives', () => {
    const chain = parse({ user_request: 'From Athens: Santorini, then Mykonos and Naxos in June, 2 adults' });
    expect(chain.details.multi_city).toMatchObject({ requested: true, cities: ['Santorini', 'Mykonos', 'Náxos'] });
    for (const user_request of ['Ideas: Ibiza, Mykonos, Marbella? From Dublin, 10 of us', 'Lisbon, Porto or Faro in May, from Boston']) {
      expect(parse({ user_request }).details.multi_city, user_request).toMatchObject({ requested: false, cities: [] });
    }
  });
});

describe('intent output validates against the contracts', () => {
  const requests: Request[] = [
    {},
    { user_request: 'Long weekend in Northern California redwoods from SFO over Memorial Day, $2k for two' },
    { user_request: 'family of four, Italy in June', origin: 'JFK', budget_usd: 9000, interests: ['gelato'], services: ['flights'] },
    { query: 'asdfghjkl', departure_window: ['2027-01-01', '2027-01-09'], destination_constraints: [{ type: 'park', value: 'Nowhere Park', hard: false }] },
  ];
  it.each(requests.map((r, i) => [i, r] as const))('request %i', (_i, req) => {
    const p = parse(req);
    expect(validRequest(p.effective_input), JSON.stringify(validRequest.errors)).toBe(true);
    expect(validDetails(p.details), JSON.stringify(validDetails.errors)).toBe(true);
    const body = {
      product: 'travel_intent_parse_v0',
      understanding: p.understanding,
      beta_warnings: p.beta_warnings,
      parsed_intent: {
        effective_input: p.effective_input,
        interpreted_constraints: p.interpreted_constraints,
        constraint_conflicts: p.constraint_conflicts,
        details: p.details,
      },
      truth_boundaries: { live_booking_inventory: false, provider_backed_rates: false, live_airfare: false, booking_supported: false },
    };
    expect(validParseResponse(body), JSON.stringify(validParseResponse.errors)).toBe(true);
  });
});

describe('theme lexicon', () => {
  it('ties every theme to attributes the curated destination data uses', () => {
    for (const def of THEME_DEFS) for (const a of def.kb_attributes) expect(THEMES as readonly string[]).toContain(a);
    for (const id of THEMES) expect(THEME_IDS).toContain(id);
  });

  it('maps the synonyms people use', () => {
    expect(normalizeTheme('wine country')).toBe('wine');
    expect(normalizeTheme('digital nomad')).toBe('remote_work');
    expect(normalizeTheme('hot springs')).toBe('wellness');
    expect(normalizeTheme('Snorkeling')).toBe('snorkeling_diving');
    expect(normalizeTheme('quantum physics')).toBeNull();
  });
});
