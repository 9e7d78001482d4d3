import type { AskTopic } from '../../intent/asks.js';
import type { TravelAnswer } from '../../../contracts/travel-answers.js';
import { airportByIata } from '../../geo/airports.js';
import { advisoryFor } from '../../knowledge/advisories.js';
import { diseaseAnswer } from '../../knowledge/disease-risks.js';
import { groundLeg, groundLegSource } from '../../knowledge/models/ground-legs.js';
import { carFerriesAsOf } from '../../knowledge/models/car-ferries.js';
import { WATER_CROSSING_MODEL, waterCrossing, type WaterCrossing } from '../../knowledge/models/water-crossing.js';
import type { FlightProfile } from '../../knowledge/types.js';
import { UNHELD_DIETS } from '../knowledge-limits.js';
import type { Ranked } from '../rank/ranked.js';
import { capitalised } from '../text.js';
import { entryFor, passportRuleWords, transitStatement } from '../snapshots/entry.js';
import { diseasePlace } from '../snapshots/health.js';
import type { Trip } from '../trip.js';
import { documentsAnswer, medicalAnswer, permitsAnswer, railPassAnswer } from './rule-answers.js';
import { waysAnswer } from './ways-answer.js';
import { crowdsAnswer } from './crowds-answer.js';
import { closuresAnswer, daylightAnswer, hazardsAnswer, longStayAnswer, petsAnswer, type Found } from './season-answers.js';
import { weatherAnswer } from './weather-answer.js';

/**
 * The questions a request asks (intent asks: documents, safety, ferries, pets, daylight...),
 * answered for each result from what the service holds: the entry rule of the stated (else the
 * origin's) passport, the government advisory, the ferry leg of the data or the crossing the water
 * model finds, the daylight model, the closures and hazards calendars, the pet import rules and the
 * visa-free days (season-answers.ts), the climate normals and comfort model (weather-answer.ts), the
 * calendar's events and the cost model's rates (crowds-answer.ts), yellow fever and malaria by
 * country (knowledge/disease-risks.ts), and the general rules
 * (rule-answers.ts); every other topic, and any the data has no answer to for this
 * place, is said plainly to be unknown, with where to check. Nothing is inferred beyond the data
 * named in source and as_of.
 */

/** The official place to confirm each topic before travelling. */
const CHECK: Record<AskTopic, string> = {
  documents: "The country's official immigration site or embassy.",
  safety: "Your government's travel advice; local news.",
  ferry: "The ferry operator's timetable.",
  rail: "The rail operator's timetable.",
  medical: 'Your doctor, the airline, local providers.',
  assistance_animal: "The country's animal import rules; the carrier.",
  pets: "The country's official animal import authority; the airline.",
  infant_rules: 'The carrier.',
  permits: 'The park or permit authority.',
  road_rules: 'Road authorities; the rental company.',
  tickets: 'The official seller.',
  daylight: 'A sunrise and sunset table for the place and dates.',
  closures: 'The park, road or resort authority, shortly before going.',
  hazards: "The national weather service; the local authorities' alerts.",
  long_stay: "The country's consulate or official immigration site.",
  getting_there: 'The airlines, rail and coach operators for the dates; a route planner for the drive.',
  season: 'The national weather service; climate normals are averages, not a forecast.',
  food: 'Local certification bodies and restaurant guides for the diet; the lodging.',
  crowds: 'Lodging and fare searches for the dates; the local tourist office for holidays.',
  health_risks: "A travel clinic 4-6 weeks before going; the country's entry rule for the yellow-fever certificate.",
};

/** Unknown for this traveller; a source and date only where the answer says a sourced rule as a condition. */
const unknown = (
  topic: AskTopic,
  name: string,
  answer = `No data on this for ${name}: nothing here confirms or rules it out.`,
  source: string | null = null,
  as_of: string | null = null,
): TravelAnswer => ({
  topic,
  known: false,
  answer: answer.slice(0, 300),
  source: source?.slice(0, 300) ?? null,
  as_of: as_of?.slice(0, 10) ?? null,
  check: CHECK[topic],
});

const known = (topic: AskTopic, answer: string, source: string, as_of: string | null): TravelAnswer => ({
  topic,
  known: true,
  answer: answer.slice(0, 300),
  source: source.slice(0, 300),
  as_of: as_of?.slice(0, 10) ?? null,
  check: CHECK[topic],
});

/** A found answer as the contract's, or the topic said unknown with what the data lacks. */
const answered = (topic: AskTopic, name: string, f: Found): TravelAnswer =>
  f.known ? known(topic, f.answer, f.source, f.as_of) : unknown(topic, name, f.answer, f.source || null, f.as_of);

/**
 * Passport abbreviations read one way that commonly mean another: "SA" is Saudi Arabia's ISO code
 * but is also written for South Africa. The answer says which it read and what the other gets.
 */
const AMBIGUOUS_PASSPORT_CODES: ReadonlyMap<string, { read: string; other: string; said: string }> = new Map([
  ['SA', { read: 'Saudi Arabia', other: 'ZA', said: 'South African' }],
]);

function ambiguity(trip: Trip, country: string): string {
  const words = trip.passport_text ?? '';
  for (const [code, alt] of AMBIGUOUS_PASSPORT_CODES)
    if (trip.passports.includes(code) && new RegExp(`\\b${code}\\b`).test(words))
      return ` "${code}" was read as ${alt.read}; if ${alt.said}: ${passportRuleWords(alt.other, country)}.`;
  return '';
}

function documents(r: Ranked, trip: Trip, asked: string): TravelAnswer {
  const e = entryFor(r, trip);
  // The data's date is as_of: the statement need not say it again.
  const said = e.statement.replace(/ \(data of [^)]*\)/, '');
  return answered('documents', r.candidate.name, documentsAnswer(r.candidate, trip, e, `${said}${ambiguity(trip, r.candidate.country)}`, asked));
}

/** One documents answer per connection the request names in a country other than the place's. */
function transits(r: Ranked, trip: Trip): TravelAnswer[] {
  return trip.via_countries
    .filter((c) => c !== r.candidate.country)
    .flatMap((c) => {
      const t = transitStatement(c, r.candidate.country, trip);
      if (!t) return [];
      return t.known ? [known('documents', t.statement, t.source, t.as_of)] : [unknown('documents', r.candidate.name, t.statement)];
    });
}

function safety(r: Ranked): TravelAnswer {
  const a = advisoryFor(r.candidate);
  if (!a) return unknown('safety', r.candidate.name);
  return known('safety', `US State Department advisory for ${a.where}: Level ${a.level}, ${a.level_name}.`, `US State Department, ${a.url}`, a.issued);
}

/** The scheduled leg the trip takes by sea, from the origin or the gateway airport, if the data has one. */
function ferryLeg(r: Ranked, p: FlightProfile) {
  if (p.ground_leg?.mode === 'ferry') return groundLeg(p.ground_leg.id, { name: p.ground_leg.from });
  const link = r.candidate.airports.find((a) => a.iata === p.destination_airport);
  return link?.transfer_mode === 'ferry' && link.transfer_leg ? groundLeg(link.transfer_leg, { airport: link.iata }) : undefined;
}

/** The crossing named: the car ferry of the data with its source, else the model's; `lead` says what the crossing is the way for. */
function crossingAnswer(name: string, water: WaterCrossing, lead: string): TravelAnswer {
  if (water.ferry)
    return known(
      'ferry',
      capitalised(`${lead}the car ferry ${water.ferry.name} (${water.ferry.operator}) to ${name}, about ${water.ferry_minutes} min with boarding.`),
      `${water.ferry.source} (car-ferries.json, ${carFerriesAsOf()})`,
      carFerriesAsOf(),
    );
  return known(
    'ferry',
    capitalised(`${lead}about ${water.km} km of sea to ${name}: a modelled ferry of about ${water.ferry_minutes} min.`),
    `${WATER_CROSSING_MODEL.name} (model_estimate)`,
    null,
  );
}

function ferry(r: Ranked): TravelAnswer {
  const p = r.flight.profile;
  const leg = ferryLeg(r, p);
  const name = r.candidate.name;
  if (leg) {
    const { source, as_of } = groundLegSource();
    return known('ferry', `${leg.name} (${leg.operator}), about ${leg.minutes} min.`, `${source}; ${leg.url}`, as_of);
  }
  const link = r.candidate.airports.find((a) => a.iata === p.destination_airport);
  const water = p.water_crossing ?? link?.water_crossing;
  if (water?.ferry_minutes) return crossingAnswer(name, water, '');
  const origin = p.mode === 'flight' ? airportByIata(p.origin) : undefined;
  const bySea = origin ? waterCrossing(origin, r.candidate) : null;
  if (origin && bySea?.ferry_minutes) return crossingAnswer(name, bySea, `none by air; by road from ${p.origin}, `);
  if (!water && !bySea && (p.mode === 'ground' || link)) {
    return known(
      'ferry',
      `No ferry needed: no open water between ${p.origin} and ${name} in the map data.`,
      `${WATER_CROSSING_MODEL.name} (model_estimate)`,
      null,
    );
  }
  return unknown('ferry', name);
}

function rail(r: Ranked, asked: string): TravelAnswer {
  const g = r.flight.profile.ground_leg;
  const leg = g?.mode === 'rail' ? groundLeg(g.id, { name: g.from }) : undefined;
  const pass = railPassAnswer(r.candidate, asked);
  if (!leg) return pass ? known('rail', pass.text, pass.source, pass.as_of) : unknown('rail', r.candidate.name);
  const { source, as_of } = groundLegSource();
  const legWords = `${leg.name} (${leg.operator}), about ${leg.minutes} min.`;
  if (pass) return known('rail', `${legWords} ${pass.text}`, `${source}; ${pass.source}`, as_of);
  return known('rail', `${legWords.slice(0, -1)}; no passes or seat reservations in the data.`, `${source}; ${leg.url}`, as_of);
}

/** One answer per topic the request asks about, in the order asked; documents also answer each connection named. */
export function answersFor(r: Ranked, trip: Trip, routeFrom: string | null = null): TravelAnswer[] {
  return trip.asks
    .flatMap(({ topic, text }) => (topic === 'documents' ? [documents(r, trip, text), ...transits(r, trip)] : [answerOne(r, trip, topic, text, routeFrom)]))
    .slice(0, 10);
}

function answerOne(r: Ranked, trip: Trip, topic: AskTopic, text: string, routeFrom: string | null): TravelAnswer {
  const name = r.candidate.name;
  switch (topic) {
    case 'safety':
      return safety(r);
    case 'ferry':
      return ferry(r);
    case 'rail':
      return rail(r, text);
    case 'medical':
      return answered(topic, name, medicalAnswer(r.candidate, trip, text));
    case 'permits':
      return answered(topic, name, permitsAnswer(r.candidate));
    case 'daylight':
      return answered(topic, name, daylightAnswer(r.candidate, trip));
    case 'closures':
      return answered(topic, name, closuresAnswer(r.candidate, trip, r.season.warnings));
    case 'hazards':
      return answered(topic, name, hazardsAnswer(r.candidate, trip, text));
    case 'pets':
    case 'assistance_animal':
      return answered(topic, name, petsAnswer(r.candidate, trip, topic === 'assistance_animal'));
    case 'getting_there':
      return answered(topic, name, waysAnswer(r, trip, text));
    case 'long_stay':
      return answered(topic, name, longStayAnswer(entryFor(r, trip), r.candidate.country, trip));
    case 'season':
      return answered(topic, name, weatherAnswer(r, trip));
    case 'crowds':
      return answered(topic, name, crowdsAnswer(r, trip));
    case 'health_risks': {
      const d = diseaseAnswer(diseasePlace(r, trip, routeFrom));
      return known(topic, d.answer, d.source, d.as_of);
    }
    case 'food':
      return unknown(
        topic,
        name,
        `"${text}" at ${name}: not known to this service, which holds no data on ${UNHELD_DIETS} food; nothing here says the diet is easy or hard to keep.`,
      );
    default:
      return unknown(topic, name);
  }
}
