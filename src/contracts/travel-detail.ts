import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { Closed, Open, StringEnum } from './common.js';
import { LocalTripEstimate, TravelAnswer } from './travel.js';
import { TravelWarning, Understanding } from './travel-understanding.js';

/**
 * The `detail` levels of the travel search and the five primitives. full is the spec shape;
 * standard and summary are derived from it (src/operations/travel/compact.ts says how).
 */
export const DETAIL_LEVELS = ['full', 'standard', 'summary'] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];

export const DetailField = StringEnum(DETAIL_LEVELS, {
  default: 'full',
  description:
    'How much of the answer to return. summary (start here; about 2 KB per candidate): id, name, score, whole-party estimate with its tier (in the traveller currency too, the rate every candidate shares stated once in currency_rate), top reasons, every warning (without its source line), the answers to the request questions (without source and check; those every candidate shares word for word stated once in common_answers), the understanding block (the question notices folded into one, and each notice of a subject the service holds no data on cut to its code and where to check) and flight, lodging and ground handoff links. standard: every decision field, nulls and empty lists left out, reference blocks (intelligence_basis, place_candidates, suggested_itinerary, research_summary, notes, validation_checklist) the offers (commercial_next_step, feedback_prompt) and the place handoff (place_handoff) left out, the notes evidence and provider links repeat on every item of one source or label stated once under common.evidence_by_source and common.search_links_by_label, and blocks identical in every candidate stated once under common (warnings stay on every result they apply to, at every level); answers and the understanding notices compacted as at summary (common_answers; one question notice; a no-data notice cut to where to check). full (default): the complete documented shape.',
});

/** A request schema with the `detail` field added. */
export function withDetail<T extends TObject>(request: T) {
  return Closed(
    { ...(request.properties as T['properties']), detail: Type.Optional(DetailField) },
    { title: request.title ?? request.$id, description: request.description },
  );
}

const HandoffLink = Closed({ label: Type.String({ maxLength: 200 }), url: Type.String({ maxLength: 2048 }) });

/** A warning at detail summary: every warning of the result, without the source line (standard and full carry it). */
const SummaryWarning = Type.Omit(TravelWarning, ['source'], {
  description: 'A warning of this candidate (every one the full answer has), without its source line; standard and full name the source.',
});

/**
 * An answer to one of the request's questions at detail summary: without the source line and where to
 * check (standard and full carry them); one the service does not know is its topic and known false, with its words only when
 * it says a sourced rule as a condition (the origin's passport rule when no passport is stated).
 */
const SummaryAnswer = Type.Composite([Type.Pick(TravelAnswer, ['topic', 'known']), Type.Partial(Type.Pick(TravelAnswer, ['answer', 'as_of']))], {
  additionalProperties: false,
});

/** The rate behind every candidate's local estimate, stated once at summary (currency_rate) when the candidates share it. */
const RATE_FIELDS = ['usd_rate', 'rates_as_of', 'rate_source', 'basis'] as const;
const SummaryLocal = Type.Composite([Type.Pick(LocalTripEstimate, ['currency', 'amount']), Type.Partial(Type.Pick(LocalTripEstimate, RATE_FIELDS))], {
  additionalProperties: false,
  description: "The whole-party estimate in the traveller's currency; its rate is in the summary's currency_rate when every candidate shares it.",
});
const CurrencyRate = Type.Omit(LocalTripEstimate, ['amount'], {
  description: "The rate of every candidate's local estimate, stated once: currency, US dollars per unit, its date, source and basis.",
});

export const CandidateSummary = Closed(
  {
    id: Type.String({ maxLength: 100 }),
    name: Type.String({ maxLength: 200 }),
    score: Type.Optional(Type.Number()),
    whole_party_estimate: Type.Optional(
      Closed({
        usd: Type.Number({ minimum: 0, description: 'Whole-party trip estimate: flights + stay + daily costs.' }),
        local: Type.Optional(SummaryLocal),
        tier: Type.String({ maxLength: 40, description: 'Provenance tier of the estimate (model_estimate unless a curated figure backs it).' }),
        travelers: Type.Optional(Type.Integer({ minimum: 1 })),
      }),
    ),
    confidence: Type.Optional(StringEnum(['low', 'medium', 'high'] as const)),
    in_scope: Type.Optional(Type.Boolean()),
    top_reasons: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 3 }),
    warnings: Type.Array(SummaryWarning, { maxItems: 20 }),
    answers: Type.Optional(
      Type.Array(SummaryAnswer, {
        maxItems: 10,
        description:
          "The request's questions answered for this candidate, without the source line and where to check (standard and full carry them); answers every candidate gives word for word are in common_answers instead.",
      }),
    ),
    handoff_links: Type.Optional(
      Type.Array(HandoffLink, {
        description:
          'One provider search link per flight, lodging and ground handoff, the one that carries the most of the party (never bookings or quotes); standard and full list the alternatives and the place handoff (map searches for things to do).',
      }),
    ),
  },
  { description: 'The decision core of one candidate (detail summary).' },
);

const Omitted = Type.Array(Type.String({ maxLength: 60 }), {
  description: 'Blocks of the full answer left out at this level; ask again with detail full for them.',
});

/**
 * The summary level of an answer: the listed fields when the full answer has them, plus any
 * top-level field the full answer gains later (so the level never hides a new field).
 */
export const TravelSummary = Open(
  {
    detail: Type.Literal('summary'),
    understanding: Type.Optional(Understanding),
    results: Type.Optional(Type.Array(CandidateSummary)),
    candidate_destinations: Type.Optional(Type.Array(CandidateSummary)),
    handoff_links: Type.Optional(Type.Array(HandoffLink)),
    currency_rate: Type.Optional(CurrencyRate),
    common_answers: Type.Optional(
      Type.Array(SummaryAnswer, {
        maxItems: 10,
        description:
          "Answers to the request's questions that every candidate gives word for word (a country's entry rule, its advisory), stated once: add them to each candidate's answers to rebuild them.",
      }),
    ),
    omitted: Omitted,
  },
  { $id: 'TravelSummary', title: 'Travel answer, detail summary', description: 'Compact answer for choosing and handing off. Absent lists mean none.' },
);

/** Every `required` removed, at every depth: what standard's items and common blocks satisfy. */
function deepPartial(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(deepPartial);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) if (key !== 'required' && key !== '$id') out[key] = deepPartial(value);
  return out;
}

/**
 * Reference lists whose items repeat the same notes on every item of one kind, with the field that
 * names the kind: operator-compiled evidence repeats its caveats, confidence and compile date on every
 * link of its source; a provider's search links repeat their provider kind and what they carry on every
 * result. standard states those fields once per kind under `common.<list>_by_<field>`; each item keeps
 * its kind field to look them up. Warnings are never a reference list: each keeps its own source line.
 */
export const BY_KIND_LISTS: ReadonlyMap<string, string> = new Map([
  ['evidence', 'source'],
  ['search_links', 'label'],
]);

const byKindNotes = Object.fromEntries(
  [...BY_KIND_LISTS].map(([list, field]) => [
    `${list}_by_${field}`,
    {
      type: 'object',
      additionalProperties: { type: 'object' },
      description: `Fields every \`${list}\` item of one ${field} shares in this answer, stated once by ${field}: merge them into each item with that ${field}.`,
    },
  ]),
);

/** The standard level of a full answer schema: any part may be absent, plus detail, common and omitted. */
export function standardSchema(full: TObject): TSchema {
  const partial = deepPartial(full) as { properties: Record<string, { type?: string; items?: { type?: string } }> };
  const lists: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(partial.properties)) if (value.type === 'array' && value.items?.type === 'object') lists[key] = value.items;
  // Built as plain JSON Schema: TypeBox would mark every copied property required again.
  return Type.Unsafe({
    type: 'object',
    additionalProperties: false,
    title: `${full.title ?? full.$id ?? 'Travel answer'}, detail standard`,
    description:
      'Every decision field; nulls and empty lists left out; reference blocks left out (named in omitted); the notes evidence and search links repeat on every item of one kind stated once under common.<list>_by_<field>; blocks identical in every item of a list stated once under common; answers every result gives word for word stated once in common_answers.',
    properties: {
      ...partial.properties,
      detail: { const: 'standard', type: 'string' },
      common: {
        type: 'object',
        additionalProperties: false,
        properties: { ...lists, ...byKindNotes },
        description: 'Fields identical in every item of the named list, and the notes of reference lists by kind, stated once.',
      },
      common_answers: {
        type: 'array',
        items: deepPartial(TravelAnswer),
        description:
          "Answers to the request's questions that every result gives word for word, stated once: add them to each result's answers to rebuild them.",
      },
      omitted: Omitted,
    },
    required: ['detail', 'omitted'],
  });
}

/** The response schema of an operation with detail levels: full, standard or summary. */
export function detailedResponse(full: TObject): TSchema {
  return Type.Union([full, standardSchema(full), TravelSummary], {
    description: `${full.description ?? ''} The shape depends on the request's detail field (full by default).`.trim(),
  });
}
