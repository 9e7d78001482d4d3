import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './common.js';
import { ASK_TOPICS } from './travel-intent.js';

/** What a question of the request asks for, by its interrogative and its nouns (src/travel/engine/question-kinds.ts). */
export const QUESTION_KINDS = ['where', 'when', 'cost', 'getting_there', 'getting_around', 'needs', 'judgement', 'safety'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const AskedQuestion = Closed(
  {
    question: Type.String({ maxLength: 200, description: 'The question as the traveller wrote it.' }),
    kinds: Type.Array(StringEnum(QUESTION_KINDS), { maxItems: 8, description: 'What it asks for; empty when no kind is recognised.' }),
    topics: Type.Array(StringEnum(ASK_TOPICS), {
      maxItems: 10,
      description:
        'The topics each result answers for it in results[].answers, from data with source or as unknown with where to check (the season for "when", documents for "what do we need"...).',
    }),
    known: Type.Boolean({ description: 'true: answered here or in results[].answers from data; false: the service holds nothing that answers it.' }),
    answer: Nullable(
      Type.String({
        maxLength: 600,
        description:
          'From the results shown (ranking, whole-party estimates, way there, what weighs on the plan); null when only topics answer it; for a question nothing answers, that the service has no data on it.',
      }),
    ),
    check: Nullable(
      Type.String({
        maxLength: 200,
        description: 'Where to find the answer, for a question nothing answers (a topic unknown in results[].answers has its own check).',
      }),
    ),
  },
  { description: 'One question the request asks, with its answer or a plain statement that the service cannot answer it.' },
);

export const AskedQuestions = Closed(
  {
    questions: Type.Array(AskedQuestion, { maxItems: 8 }),
    unanswered: Type.Integer({ minimum: 0, description: 'How many of them the service cannot answer (known false).' }),
  },
  {
    description:
      'Every question the request asks (up to 8), answered from the results or said plainly to be unanswerable, with where to check. Standard leaves out kinds; summary keeps those answered in words.',
  },
);

export type AskedQuestion = Static<typeof AskedQuestion>;
export type AskedQuestions = Static<typeof AskedQuestions>;
