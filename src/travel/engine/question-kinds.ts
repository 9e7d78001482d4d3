import type { AskTopic } from '../intent/asks.js';
import { isQuestion } from '../intent/asks.js';
import { OR } from '../intent/or-words.js';
import { sentenceOf } from '../intent/sentences.js';
import { PhraseIndex, tokenize, type Tok } from '../intent/tokens.js';
import type { QuestionKind } from '../../contracts/travel-questions.js';

/**
 * The questions a request asks, each with what it asks for. A question is a sentence the reader
 * takes for one (asks.ts isQuestion: a question mark, an opening interrogative, a frame of wanting to
 * know); what it asks for is read from its interrogatives and nouns in the six languages, folded:
 * where (which city, wohin, dove...), when (which week, quand, wann...), cost (how much, combien,
 * cuánto sale, was kostet...), getting there (how do we get there, come arrivare, como chegar...),
 * getting around there, needs (what do we need, paperwork, was brauchen wir...), a judgement of the
 * plan (possible? worth it? good idea or a nightmare? fattibile? lohnt sich? vale a pena?) and safety.
 * A question may ask several; one with none of them is still listed, so the answer can say it has
 * no answer rather than pass over it.
 */
const LEXICON: ReadonlyArray<readonly [QuestionKind, string]> = [
  [
    'where',
    'where|which one|which of them|which of these|which would you pick|lequel|laquelle|lesquels|lequel choisir|cual elegir|cual escoger|cual de ellos|cual de las|cual de los|welches davon|welcher davon|welche davon|quale scegliere|quale dei|quale delle|qual deles|qual delas|qual escolher|which city|which island|which region|which area|which place|which base|base ourselves|ou aller|ou partir|par ou|quelle ville|quelle ile|quelle region|quel endroit|donde|adonde|que ciudad|que isla|que zona|que region|cual isla|wo|wohin|welche stadt|welche insel|welche region|welcher ort|dove|quale citta|quale isola|quale zona|onde|qual ilha|qual cidade|qual regiao|qual roteiro|que roteiro|itinerary|roteiro|itinerario',
  ],
  [
    'when',
    'when|which week|which month|what time of year|best time|quand|quelle semaine|quel mois|quelle periode|meilleure periode|cuando|que semana|que mes|mejor epoca|mejor momento|wann|welche woche|welcher monat|beste zeit|quando|quale settimana|quale mese|che mese|periodo migliore|melhor altura|melhor epoca|qual semana|qual mes|timing',
  ],
  [
    'cost',
    'how much|cost|costs|price|prices|expensive|afford|combien|coute|coutent|cout|prix|cher|cuanto sale|cuanto cuesta|cuanto cuestan|cuanto cuenta|cuesta|precio|caro|wie viel|wieviel|kostet|kosten|preis|teuer|quanto costa|quanto costano|quanto viene|costa|costo|prezzo|quanto custa|quanto sai|quanto fica|custa|custo|preco|in pesos|en pesos|em reais',
  ],
  [
    'getting_there',
    'how do we get|how do i get|how to get|how can we get|how can i get|get there|getting there|which route|what route|route|how do we travel|how to travel|drive or fly|comment aller|comment se rendre|comment y aller|comment venir|quel trajet|como llegar|como llegamos|como ir|como vamos|que ruta|wie kommen|wie komme|anreise|welche route|welche uberfahrt|uberfahrt|come arrivare|come ci arriviamo|come andare|quale percorso|como chegar|como chegamos|qual rota|que rota',
  ],
  [
    'getting_around',
    'get around|getting around|around there|se deplacer|nous deplacer|moverse|movernos|herumkommen|fortbewegen|ci muoviamo|muoversi|muoverci|spostarsi|spostarci|nos mover|se locomover|deslocar',
  ],
  [
    'needs',
    'what do i need|what do we need|do i need|do we need|need to sort|paperwork|visa|visas|passport|documents|visado|pasaporte|passeport|visum|reisepass|visto|passaporto|passaporte|what should i know|what should we know|anything i should know|de quoi avons-nous besoin|de quoi ai-je besoin|que faut-il|que necesitamos|que necesito|que hace falta|que debemos saber|was brauchen|was brauche|was mussen|was muss|worauf|cosa serve|cosa ci serve|di cosa abbiamo bisogno|cosa dobbiamo sapere|o que precisamos|o que preciso|do que precisamos|o que devemos saber',
  ],
  [
    'judgement',
    'possible|doable|feasible|can we make it|ce la facciamo|ce la fate|on y arrive|lo logramos|schaffen wir das|schaffen wir|da para|conseguimos|realistic|worth|good idea|nightmare|fun or chaos|makes sense|well planned|recommend|would you go|would you|advice|tips|faisable|realiste|vaut|bonne idee|cauchemar|conseillez|recommandez|conseils|posible|factible|realista|vale la pena|conviene|recomiendas|recomiendan|recomendarias|consejos|buena idea|moglich|machbar|realistisch|lohnt|sinnvoll|gute idee|empfehlt|empfehlen|tipps|ideen|fattibile|possibile|realistico|consigli|consigliate|buona idea|possivel|viavel|vale a pena|compensa|bem pensado|recomenda|recomendam|dicas|boa ideia|ideias',
  ],
  [
    'safety',
    'safe|safety|dangerous|danger|securite|dangereux|en securite|seguro|segura|seguridad|peligroso|sicher|sicherheit|gefahrlich|sicuro|sicura|sicurezza|pericoloso|seguranca|perigoso',
  ],
];

/** Judgement words a question is made of alone ("Dá?", "¿Conviene?"): in a longer one they are other words ("da Roma"). */
const ALONE: ReadonlyMap<string, QuestionKind> = new Map([
  ['da', 'judgement'],
  ['ok', 'judgement'],
]);

const KINDS = new PhraseIndex<QuestionKind>();
for (const [kind, phrases] of LEXICON) for (const p of phrases.split('|')) KINDS.add(p, kind);

/** The topics of results[].answers that answer a kind of question (the rest are answered from the results themselves). */
export const KIND_TOPICS: Partial<Record<QuestionKind, AskTopic>> = { when: 'season', needs: 'documents', safety: 'safety' };

export interface Question {
  text: string;
  kinds: QuestionKind[];
}

/** The most questions listed, as the contract allows. */
const MAX_QUESTIONS = 8;
const TEXT_MAX = 200;

/** Named options joined by "or" in a question ("Krakow, Budapest or Riga?", "Rovaniemi, Levi o Tromsø?"): a choice the ranking answers. */
const namesAChoice = (toks: readonly Tok[], s: number, e: number): boolean =>
  toks.slice(s + 1, e).some((t, j) => OR.has(t.w) && toks[s + j]?.cap === true && toks[s + j + 2]?.cap === true);

function kindsOf(toks: readonly Tok[], s: number, e: number): QuestionKind[] {
  const words = toks.slice(s, e + 1).filter((t) => t.kind === 'word');
  const alone = words.length === 1 ? ALONE.get(words[0]!.w) : undefined;
  const found = new Set<QuestionKind>(alone ? [alone] : []);
  if (namesAChoice(toks, s, e)) found.add('where');
  for (let k = s; k <= e; k++) {
    const hit = KINDS.at(toks, k);
    if (hit && hit.end <= e + 1) found.add(hit.value);
  }
  return [...found];
}

export function questionsIn(text: string): Question[] {
  const toks = tokenize(text);
  const out: Question[] = [];
  for (let i = 0; i < toks.length && out.length < MAX_QUESTIONS;) {
    const [s, e] = sentenceOf(toks, i);
    i = e + 1;
    if (!toks.slice(s, e + 1).some((t) => t.kind === 'word') || !isQuestion(toks, s, e)) continue;
    const said = text.slice(toks[s]!.start, toks[e]!.end).trim();
    out.push({ text: said.length > TEXT_MAX ? `${said.slice(0, TEXT_MAX - 1)}\u2026` : said, kinds: kindsOf(toks, s, e) });
  }
  return out;
}
