import { englishVerbs } from '../text/english-verbs.js';
import { queryVocabulary } from './vocabulary.js';

/**
 * The ask of a query (read in English, languages.ts): the sentences that ask, and the actions they
 * ask for. A long story usually asks in one sentence ("... Before I say yes, what should I check
 * about that specific model?"); the rest is context that says which thing the ask is about. A
 * sentence asks when it is a question (it ends with "?", opens with "¿", or opens with an
 * interrogative or an auxiliary), else when it is a request (a frame such as "can you", "I want to",
 * "help me", or an imperative: a verb opening the sentence before its object). Question sentences
 * are the ask when there are any, else requests; a query with no such sentence, or with nothing
 * besides them, is asked as a whole. A subordinate clause opening an asking sentence ("Before I say
 * yes, ...") is context too.
 *
 * The actions are the verbs the ask asks to perform, read where English puts them: after an
 * auxiliary and its subject ("how do I cancel", "which one should my agent connect"), after a frame
 * ending in "to" ("I want to sell"; not "has to", which states a requirement), right after "how" before
 * its subject or object (the order other languages ask in), or as an imperative opening the ask or joined to one ("write a
 * listing and post it"). A sentence that asks to "do that" asks for the actions its context names
 * ("... want to cancel before it renews. Can our agent do that?"). A word counts only when the English verb list knows it as a verb; support
 * verbs ("do", "get", "approach") name no action and are left out.
 */
export interface QueryAsk {
  /** The asking part of the query. */
  ask: string;
  /** The rest of the query; empty when the whole query is the ask. */
  context: string;
  /** Per asking sentence, base forms of the verbs it asks to perform. */
  actions: string[][];
}

const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+|(?<=:)\s+/;
const INTERROGATIVE =
  /^(?:how|what|what's|which|why|where|who|whose|whom|whether|is|are|am|was|were|isn't|aren't|do|does|did|don't|doesn't|can|could|can't|should|shall|would|will|may|might|must|has|have)\b/;
const REQUEST_FRAME =
  /^(?:(?:so|ok|okay|please|hi|hello|hey)[\s,]+)*(?:(?:can|could|would|will)\s+you|help\s+me|how\s+to|(?:i|we)(?:'d|\s+would)?\s+(?:really\s+)?(?:want|need|like|wish|am\s+trying|are\s+trying|'m\s+trying|'re\s+trying|have)\s+to|i'd\s+like|(?:i|we)\s+(?:want|need)\b)/;
/** Words that open a subordinate clause: up to its comma, the sentence sets the scene. */
const SUBORDINATE_START = /^(?:before|after|if|since|because|although|though|while|once|given|as|unless)\b/;
const SUBORDINATE = new RegExp(String.raw`${SUBORDINATE_START.source}[^,]*,\s*`);
/** What an imperative verb's object opens with. */
const OBJECT_START =
  /^(?:a|an|the|my|our|your|his|her|their|its|this|that|these|those|it|them|me|us|him|some|all|every|each|any|both|two|three|four|five|\d+)\b/;

/** Auxiliaries that ask for an action to be done; "did I ..." and "does it ..." ask about a fact instead. */
const AUXILIARY = 'do|can|could|should|shall|would|will|must|may|might';
/** Adverbs that may stand between an auxiliary or a frame and its verb ("should it still go", "do I really need"). */
const ADVERBS = String.raw`(?:(?:[a-z]+ly|just|still|even|ever|never|always|also|first|then|now|already|only|not)\s+)*`;
/** After an auxiliary, its subject, then the verb: without a subject the next word is the subject ("should tool names look"). */
const AFTER_AUXILIARY = new RegExp(
  String.raw`\b(?:${AUXILIARY})\s+(?:i|we|you|they|he|she|it|one|someone|(?:my|our|the|this|your|their)\s+[a-z-]+)\s+${ADVERBS}([a-z]+)`,
  'g',
);
const AFTER_FRAME = new RegExp(String.raw`\b(?:want|wants|need|needs|like|trying|try|how|way|wish|asked|ask)\s+to\s+${ADVERBS}([a-z]+)`, 'g');
const AUXILIARIES = new Set([...AUXILIARY.split('|'), 'to', 'be', 'is', 'are']);
const JOINED = /(?:^|\b(?:and|then|also|please)\s+)([a-z]+)\s+(?=\S)/g;
/**
 * A question that puts the verb right after "how" ("how cancel I", read from "wie kündige ich"; "how check whether"),
 * or after "how" and a modal without its subject, as languages that drop the subject ask ("how can recover the money", read
 * from "come posso recuperare i soldi").
 */
const AFTER_HOW = /\bhow\s+(?:(?:can|could|should|must|may)\s+)?([a-z]+)\s+(?=(?:i|we|you|whether|if|the|a|an|my|our|this|it)\b)/g;

const isQuestion = (s: string) => /\?\s*$/.test(s) || /^\s*¿/.test(s) || INTERROGATIVE.test(s.trim().toLowerCase());

/** An imperative: a verb opening the sentence before its object ("translate our docs", "book the 07:40"). */
function isImperative(sentence: string): boolean {
  const [first, ...rest] = sentence
    .trim()
    .toLowerCase()
    .replace(/^please\s+/, '')
    .split(/[\s-]+/);
  return first !== undefined && englishVerbs().has(first) && OBJECT_START.test(rest.join(' '));
}

/** A first-person request inside a sentence ("... I'd like to know ..."). */
const INNER_REQUEST = /\b(?:i|we)(?:'d|’d|\s+would)?\s+(?:like|want|need)\s+to\b/;

/**
 * The scene a sentence opens with: a subordinate clause up to its comma, or up to a first-person request
 * said before that comma ("before we pay for a scan I'd like to know ..."), which starts the ask.
 */
function sceneOf(sentence: string): string {
  const lower = sentence.trim().toLowerCase();
  const clause = SUBORDINATE.exec(lower)?.[0] ?? '';
  const at = SUBORDINATE_START.test(lower) ? lower.search(INNER_REQUEST) : -1;
  return at > 0 && (clause === '' || at < clause.length) ? lower.slice(0, at) : clause;
}

const isRequest = (s: string) => REQUEST_FRAME.test(s.trim().toLowerCase().slice(sceneOf(s).length)) || isImperative(s);

/** "I think we're missing a file??": a statement said with a question mark, which asks less than a question or a request beside it. */
const isHedge = (s: string) => /^(?:i|we)\s+(?:think|guess|suppose|believe|assume)\b/.test(s.trim().toLowerCase());

/** A frame said in the negative ("I don't want to insult him", "not trying to sell") asks for nothing. */
const NEGATED_BEFORE = /(?:n't|n’t|\bnot|\bnever)\s+(?:\w+\s+)?$/;

/** Words an object may run to between a verb and its closing particle ("get [the money I sent] back"). */
const MAX_OBJECT_WORDS = 4;

/**
 * A verb whose particle closes its object ("get my money back", "claw the deposit back") means one
 * other verb (query-vocabulary.json particle_verbs): the pair is read as that verb before the object,
 * so "how do I get my money back" asks to recover, not to get.
 */
export function joinParticleVerbs(text: string): string {
  const pairs = queryVocabulary().particleVerbs;
  const particles = [...new Set(Object.values(pairs).flatMap((byParticle) => Object.keys(byParticle)))];
  const pattern = new RegExp(String.raw`\b(${Object.keys(pairs).join('|')})\s+((?:[a-z'’]+\s+){0,${MAX_OBJECT_WORDS}}?)(${particles.join('|')})\b`, 'gi');
  return text.replace(pattern, (whole, verb: string, object: string, particle: string) => {
    const meaning = pairs[verb.toLowerCase()]?.[particle.toLowerCase()];
    return meaning === undefined ? whole : `${meaning} ${object}`.trimEnd();
  });
}

/** The verbs the particle pairs mean: verbs whatever the verb list says. */
const particleMeanings = (): ReadonlySet<string> => new Set(Object.values(queryVocabulary().particleVerbs).flatMap((byParticle) => Object.values(byParticle)));

/** A pronoun joined to its imperative, as French writes it and its reading keeps it ("réserve-moi", read "book-me"). */
const ENCLITIC = /\b([a-z]+)-(?=(?:me|us|it|them|him|her)\b)/g;

/**
 * A question that opens with an auxiliary other than "can" or "could" and a subject other than "you" ("do I just poll it
 * in a loop?", "should the bot suggest another place?") asks whether to do something, which advice on the case answers;
 * "can I get my money back?" and "can you ...?" ask for the action itself.
 */
const asksWhether = (text: string, match: RegExpExecArray) =>
  text
    .slice(0, match.index)
    .replace(/^(?:so|ok|okay|and|but)\b[\s,]*/, '')
    .trim() === '' && !/^(?:can|could)\b|^\S+\s+you\b/.test(match[0]);

/** The verbs an ask asks to perform (see the module comment), base forms, support verbs left out. */
function actionsOf(ask: string): string[] {
  const text = joinParticleVerbs(ask.toLowerCase().replace(ENCLITIC, '$1 '));
  const asked = [...text.matchAll(AFTER_FRAME)].filter((m) => !NEGATED_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index)));
  const found = [...[...text.matchAll(AFTER_AUXILIARY)].filter((m) => !asksWhether(text, m)), ...asked, ...text.matchAll(AFTER_HOW)].map((m) => m[1] as string);
  for (const m of text.matchAll(JOINED)) {
    const after = text.slice((m.index ?? 0) + m[0].length);
    if (OBJECT_START.test(after)) found.push(m[1] as string);
  }
  const light = queryVocabulary().lightVerbs;
  const isVerb = (word: string) => englishVerbs().has(word) || particleMeanings().has(word);
  return [...new Set(found)].filter((verb) => isVerb(verb) && !light.has(verb) && !AUXILIARIES.has(verb));
}

/** "do that", "do this", "handle it": the sentence asks for what its context describes. */
const ANAPHORIC = /\b(?:do|does|did|doing|handle)\s+(?:that|this|it|so)\b/i;

const actionsBySentence = (asking: readonly string[], context: string) =>
  asking.map((sentence) => (ANAPHORIC.test(sentence) ? actionsOf(context) : actionsOf(sentence)));

/** A question asked after a comma ("the seller sent me a link, how do I know if it is really DHL?"): the clause before it is context. */
const QUESTION_CLAUSE = /,\s*(?=(?:how|what|which|why|where|who|is|are|can|could|should|do|does|did)\b[^,]*\?\s*$)/i;
/**
 * The same question closing a query without its question mark ("..., what's a fair number"): only a
 * question word followed by a verb or a subject, so a relative clause ("..., which failed") stays a statement.
 */
const UNMARKED_QUESTION_CLAUSE =
  /,\s*(?=(?:(?:how|what|which|where|who)(?:'s|’s|\s+(?:is|are|was|would|should|could|can|do|does|did|will|much|many|to)\b)|(?:should|can|could|do|does|is|are)\s+(?:i|we|you|it|they|he|she)\b)[^,]*$)/i;

/**
 * A phrase before the comma that holds no verb ("per RFC 9110, does ...", "in Python 3.12, how do I ...")
 * is no clause of context: it belongs to the question after it.
 */
const withClause = (pieces: string[]): string[] => {
  const [lead, question] = pieces;
  const hasVerb = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).some((word) => englishVerbs().has(word));
  return pieces.length === 2 && lead !== undefined && question !== undefined && !hasVerb(lead) ? [`${lead}, ${question}`] : pieces;
};

export function findAsk(query: string): QueryAsk {
  const parts = query.split(SENTENCE_BREAK).filter((s) => s.trim().length > 0);
  const sentences = parts.flatMap((s, k) =>
    withClause(/\?\s*$/.test(s) ? s.split(QUESTION_CLAUSE) : k === parts.length - 1 && !/[.!]\s*$/.test(s) ? s.split(UNMARKED_QUESTION_CLAUSE) : [s]),
  );
  const questions = sentences.filter(isQuestion);
  const direct = questions.filter((q) => !isHedge(q));
  const requests = sentences.filter((q) => !questions.includes(q) && isRequest(q));
  const asking = direct.length > 0 ? direct : requests.length > 0 ? requests : questions;
  if (asking.length === 0 || asking.length === sentences.length) {
    const scene = sentences.length === 1 ? sceneOf(query) : '';
    const ask = scene ? query.trim().slice(scene.length) : query;
    return { ask, context: scene, actions: actionsBySentence(scene ? [ask] : sentences, '') };
  }
  const scenes = asking.map(sceneOf);
  const asked = asking.map((s, k) => s.trim().slice(scenes[k]?.length ?? 0));
  const context = [...sentences.filter((s) => !asking.includes(s)), ...scenes].join(' ');
  return { ask: asked.join(' '), context, actions: actionsBySentence(asked, context) };
}

/**
 * The forms in which a corpus text may name a verb's action: the verb, its -s, -ed and -ing forms
 * (final e dropped, last consonant doubled) and its action nouns ("validate"/"validation",
 * "submit"/"submission"). Agent nouns are left out: "seller" names a person, not a skill that sells.
 */
export function actionForms(verb: string): string[] {
  const stemE = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  const doubled = `${verb}${verb.slice(-1)}`;
  return [
    verb,
    `${verb}s`,
    `${verb}es`,
    `${stemE}ed`,
    `${stemE}ing`,
    `${doubled}ed`,
    `${doubled}ing`,
    `${stemE}ion`,
    `${stemE}ation`,
    `${verb.slice(0, -1)}ssion`,
  ];
}

/**
 * The actions no curated option performs (no form of the verb in any option's title, best_for or
 * tags, nor in the query vocabulary's phrases) when every asking sentence asks for one; empty when
 * some sentence asks for nothing but served or support verbs ("what do I tell the user? can I
 * suggest another place?"). `unsure` holds words that are no verb the writer surely asked for: a word
 * of another language left as written ("Hat" in German is "has"), or a lexicon's guess at one sense of
 * a word ("montar" read as "straddle"); only a word written in English or read by the curated tables asks.
 */
export function unservedActions(ask: QueryAsk, performed: ReadonlySet<string>, unsure: ReadonlySet<string> = new Set()): string[] {
  const asked = ask.actions.map((verbs) => verbs.filter((verb) => !unsure.has(verb)));
  const unserved = asked.map((verbs) => verbs.filter((verb) => !actionForms(verb).some((form) => performed.has(form))));
  return unserved.every((verbs) => verbs.length > 0) ? [...new Set(unserved.flat())] : [];
}
