import type { BudgetFit, TravelResult } from '../../../contracts/travel.js';
import type { TravelModesAnswer } from '../../../contracts/travel-modes.js';
import type { AskedQuestion, AskedQuestions, QuestionKind } from '../../../contracts/travel-questions.js';
import type { AskTopic } from '../../intent/asks.js';
import { KIND_TOPICS, type Question } from '../question-kinds.js';
import { dollars } from '../text.js';
import { noOriginSentence, type Trip } from '../trip.js';

/**
 * Every question the request asks, answered from the results shown or said plainly to be
 * unanswerable: where (the ranking), cost (the whole-party estimates and the budget's verdict),
 * getting there (each result's way there as the answer models it), a judgement of the plan (the
 * parts the service weighs: budget, the season's label, the warnings, the ways left out), and the
 * topics each result answers in results[].answers (the season for "when", documents for "what do
 * we need", safety, ferries...). A question nothing here answers says so, with where to check.
 */
const NAMED = 3;
const ANSWER_MAX = 600;

const CHECK: Partial<Record<QuestionKind, string>> = {
  getting_around: 'Local bus, rail and ferry operators; the tourist office.',
  where: 'Widen the request: fewer hard constraints, another region.',
};
const NO_ANSWER = 'The service holds no data that answers this question.';
const NO_ANSWER_CHECK = "A travel agent or the place's official tourist office.";

const named = (results: readonly TravelResult[]) => results.slice(0, NAMED);

function whereAnswer(results: readonly TravelResult[]): string | null {
  return results.length
    ? `Ranked for this request, best first: ${named(results)
        .map((r) => r.name)
        .join('; ')}.`
    : null;
}

function costAnswer(results: readonly TravelResult[], budget: BudgetFit | null): string | null {
  if (!results.length) return null;
  const each = named(results).map((r) => {
    const local = r.total_trip_estimate_local;
    return `${r.name} ${dollars(r.total_trip_estimate_usd)}${local ? ` (about ${Math.round(local.amount).toLocaleString('en-US')} ${local.currency})` : ''}`;
  });
  const verdict = budget ? ` ${budget.statement}` : '';
  return `Whole-party estimates (trip_total_model_v1, model estimates, not quotes): ${each.join('; ')}.${verdict}`;
}

function wayThere(r: TravelResult): string {
  const f = r.flight_snapshot;
  const leg = r.provider_handoffs.ground_handoff?.leg;
  const hours = f.estimated_travel_hours === null ? '' : `, about ${f.estimated_travel_hours} h each way`;
  if (!f.destination_airport && leg) return `${r.name}: by ${leg.mode} (${leg.name})${hours}`;
  if (!f.destination_airport) return `${r.name}: on the ground${hours}`;
  const route = f.route?.status === 'nonstop' ? 'nonstop' : f.route ? `${f.route.connections} connection(s)` : 'route unknown';
  const transfer = leg?.role === 'airport_transfer' ? `, then ${leg.mode} to the place` : '';
  return `${r.name}: fly ${f.origin}-${f.destination_airport} (${route})${hours}${transfer}`;
}

function gettingThereAnswer(results: readonly TravelResult[], trip: Trip): string | null {
  if (!results.length) return null;
  if (!trip.origin) return `${noOriginSentence(trip)}, so the way there is not modelled.`;
  return `${named(results).map(wayThere).join('; ')} (baselines, not timetables or fares).`;
}

/**
 * The do-not-travel advisories over the results shown, first sentence once with the places it covers ("US State Department
 * advisory for Ethiopia, Amhara Region: Level 4, Do Not Travel (issued 2023-07-31): Lalibela, Debark’"): a judgement of the
 * trip says them before anything it weighs.
 */
function advisedAgainst(results: readonly TravelResult[]): string | null {
  const byAdvisory = new Map<string, string[]>();
  for (const r of results)
    for (const w of r.warnings)
      if (w.code === 'travel_advisory' && w.severity === 'serious') {
        const said = w.message.split('. ')[0] ?? w.message;
        byAdvisory.set(said, [...(byAdvisory.get(said) ?? []), r.name]);
      }
  if (byAdvisory.size === 0) return null;
  return [...byAdvisory].map(([said, names]) => `${said}: ${[...new Set(names)].join(', ')}`).join('; ');
}

function judgementAnswer(results: readonly TravelResult[], budget: BudgetFit | null, modes: TravelModesAnswer | null): string | null {
  const first = results[0];
  if (!first) return null;
  const against = advisedAgainst(results);
  const warnings = first.warnings.filter((w) => w.severity !== 'info').map((w) => w.code);
  const parts = [
    budget ? `budget: ${budget.within} of ${budget.shown} results within it` : null,
    `season at ${first.name}: ${first.weather_snapshot.season_label}`,
    warnings.length ? `warnings to weigh: ${[...new Set(warnings)].join(', ')}` : `no caution or serious warning for ${first.name}`,
    modes && modes.left_out_count > 0 ? `${modes.left_out_count} place(s) left out as not reachable the way you travel` : null,
  ].filter((p): p is string => p !== null);
  const weighed = `what the service weighs for it: ${parts.join('; ')}.`;
  return against ? `Advised against now: ${against}. Otherwise ${weighed}` : `No overall verdict; ${weighed}`;
}

/** Whether the first result answers a topic from data, and where to check it; null when it gives no answer to it. */
function topicAnswer(results: readonly TravelResult[], topic: AskTopic): { topic: AskTopic; known: boolean; check: string } | null {
  const a = results[0]?.answers.find((x) => x.topic === topic);
  return a ? { topic, known: a.known, check: a.check } : null;
}

/** Topics of the traveller's own condition: a question of safety asked with one ("is it safe for me to eat there?") is about it too. */
const CONDITION_TOPICS: ReadonlySet<AskTopic> = new Set(['food', 'medical']);

/**
 * The topics that answer a question: those its kinds call for and those read inside it; with safety,
 * the traveller's conditions; a judgement of the plan ("is the pass worth it?") rests on every topic
 * the request asks about.
 */
function topicsFor(q: Question, asks: Trip['asks']): AskTopic[] {
  const inQuestion = asks
    .filter((a) => q.kinds.includes('judgement') || (a.text !== '' && q.text.toLowerCase().includes(a.text.toLowerCase())))
    .map((a) => a.topic);
  const conditions = q.kinds.includes('safety') ? asks.filter((a) => CONDITION_TOPICS.has(a.topic)).map((a) => a.topic) : [];
  return [...new Set([...conditions, ...q.kinds.flatMap((k) => KIND_TOPICS[k] ?? []), ...inQuestion])];
}

export interface QuestionContext {
  results: readonly TravelResult[];
  trip: Trip;
  budget: BudgetFit | null;
  modes: TravelModesAnswer | null;
}

function answerOne(q: Question, c: QuestionContext): AskedQuestion {
  const byKind: Record<QuestionKind, () => string | null> = {
    where: () => whereAnswer(c.results),
    cost: () => costAnswer(c.results, c.budget),
    getting_there: () => gettingThereAnswer(c.results, c.trip),
    judgement: () => judgementAnswer(c.results, c.budget, c.modes),
    when: () => null,
    needs: () => null,
    safety: () => null,
    getting_around: () => null,
  };
  const topics = topicsFor(q, c.trip.asks);
  const byKindSaid = q.kinds.map((k) => ({ kind: k, words: byKind[k]() }));
  const said = byKindSaid.flatMap((k) => (k.words === null ? [] : [k.words]));
  const byTopic = topics.map((t) => topicAnswer(c.results, t)).filter((t): t is NonNullable<typeof t> => t !== null);
  const known = said.length > 0 || byTopic.some((t) => t.known);
  const unmet = byKindSaid.find((k) => k.words === null && !KIND_TOPICS[k.kind]);
  return {
    question: q.text,
    kinds: q.kinds,
    topics: byTopic.map((t) => t.topic),
    known,
    // A topic's own answer in results[].answers says what is not known and where to check it.
    answer: said.length ? said.join(' ').slice(0, ANSWER_MAX) : known || byTopic.length ? null : NO_ANSWER,
    check: known || byTopic.length ? null : ((unmet && CHECK[unmet.kind]) ?? NO_ANSWER_CHECK),
  };
}

export function answerQuestions(questions: readonly Question[], c: QuestionContext): AskedQuestions | null {
  if (questions.length === 0) return null;
  const answered = questions.map((q) => answerOne(q, c));
  return { questions: answered, unanswered: answered.filter((a) => !a.known).length };
}
