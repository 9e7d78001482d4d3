import type { Lang } from './language.js';
import { touching, type Tok } from './tokens.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split(' '));

/**
 * Money the traveller has already spent on one part of the trip ("flights already paid (£620)",
 * "j'ai déjà payé le vol (780 €)", "Flüge sind gebucht (2 × 189 €)", "hotel già pagato (540€)") is a
 * fact about that part, not the budget for what is still to find. An amount is spent when a word of
 * paying or booking governs it: earlier in its clause with no budget word between them ("paid for the
 * hotel, budget 1k for the rest" keeps the 1k), or anywhere in the parenthesis that holds it.
 */
const PAID: Record<Lang, ReadonlySet<string>> = {
  en: words('paid prepaid pre-paid booked bought spent purchased'),
  fr: words('paye payes payee payees regle regles reglee reglees achete achetes reserve reserves reservee reservees'),
  es: words('pagado pagados pagada pagadas pague pagamos compre compramos comprado comprados reservado reservados reservamos'),
  de: words('bezahlt gezahlt gebucht gekauft vorausbezahlt'),
  it: words('pagato pagati pagata pagate prenotato prenotati prenotata prenotate comprato comprati preso presi'),
  pt: words('pago pagos paga pagas paguei pagou comprei comprou compramos reservei reservamos reservado reservados'),
};

/** Words that make a price seen the ceiling when they follow it ("on a repéré un hôtel à 180 € la nuit, c'est notre max"). */
const CEILING_WORDS = 'budget max maximum limit plafond limite presupuesto tope maximo hochstens maximal massimo tetto orcamento';

/** Words that open the budget for what is left: an amount after one of them is the budget whatever was paid before. */
const BUDGET_WORDS = words(
  [
    CEILING_WORDS,
    'under below left remaining remain rest up',
    'reste restent restant restants jusqu',
    'hasta queda quedan falta faltan resto',
    'ubrig bleiben bleibt rest bis',
    'resta restano restanti fino',
    'ate resta restam sobra sobram',
  ].join(' '),
);

const SENTENCE_END = new Set(['.', '!', '?', ';', '\n']);
/**
 * Token k ends a sentence by what was written: another reader may have blanked its word (a date taking its full stop). A mark
 * written against both its neighbours is inside a word, an address or an abbreviation ("booking.com/...?id=88", "z.B.").
 */
const ends = (toks: readonly Tok[], k: number) => {
  const t = toks[k];
  if (t === undefined || !(SENTENCE_END.has(t.w) || SENTENCE_END.has(t.raw))) return false;
  return !((t.w === '.' || t.w === '?') && touching(toks[k - 1], t) && touching(t, toks[k + 1]));
};

/** The parenthesis around token i, as [open, close) token indexes, or null. */
function parenthesis(toks: readonly Tok[], i: number): [number, number] | null {
  let open = -1;
  for (let k = i - 1; k >= 0 && !ends(toks, k); k--) {
    if (toks[k]?.w === ')') return null;
    if (toks[k]?.w === '(') {
      open = k;
      break;
    }
  }
  if (open < 0) return null;
  let close = i;
  while (close < toks.length && toks[close]?.w !== ')' && !ends(toks, close)) close++;
  return [open, close];
}

/** Whether a word of `governing` rules the amount at tokens [start, end): earlier in its clause with no budget word between, or in its parenthesis. */
function governedBy(toks: readonly Tok[], governing: ReadonlySet<string>, start: number, end: number): boolean {
  const inner = parenthesis(toks, start);
  if (inner && toks.slice(inner[0] + 1, inner[1]).some((t, k) => governing.has(t.w) && (inner[0] + 1 + k < start || inner[0] + 1 + k >= end))) return true;
  // "(" itself does not end the clause: "hotel já está pago (480 €)".
  for (let k = start - 1; k >= 0; k--) {
    const w = toks[k]?.w ?? '';
    if (ends(toks, k) || BUDGET_WORDS.has(w)) return false;
    if (governing.has(w)) return true;
  }
  return false;
}

/** Is the amount at tokens [start, end) money already spent? */
export const spentAt = (toks: readonly Tok[], lang: Lang, start: number, end: number): boolean => governedBy(toks, PAID[lang], start, end);

/**
 * A price the writer saw or was quoted ("I saw a flight for 900 dollars", "j'ai vu un vol à 600 €", "encontré un vuelo por 500",
 * "ich habe einen Flug für 400 € gesehen", "ho trovato un volo a 300 euro", "achei um voo por 800 reais") is what something
 * costs, not what the traveller means to spend. The seeing verb must govern the priced thing within one clause.
 */
const SEEN: Record<Lang, ReadonlySet<string>> = {
  en: words('saw seen found spotted quoted noticed'),
  fr: words('vu vue vus trouve trouves trouvee repere reperes'),
  es: words('vi visto vimos encontre encontramos encontrado cotizado cotizaron'),
  de: words('gesehen gefunden entdeckt angeboten'),
  it: words('visto visti vista trovato trovati trovata'),
  pt: words('vi vimos visto achei achamos encontrei encontramos cotado'),
};

/**
 * A seeing word that is also a noun ("vista mare", "avec vue", "o visto") sees nothing right after one of these. The finite
 * verbs ("vi", "encontré", "trouvé") are never nouns: "lo vi por 500 €" has an object pronoun, not an article.
 */
const NOUN_BEFORE = words('with my our avec une un la le sa notre con una el mi nuestro il lo la mia nostra com uma um o meu nosso');
const ALSO_NOUNS = words('vu vue vus vista visti visto');

/**
 * A seeing word right before one of these is a view or a visa ("vue sur mer", "vista mare", "visto para os EUA"), not seeing.
 * "Saw that", "vu que", "visto che" still see a price in their clause; the reasoning idiom ("vu que nous avons 2000 €")
 * is cut off by its verb of having (OWN_MONEY).
 */
const IDIOM_AFTER: Partial<Record<Lang, ReadonlySet<string>>> = {
  fr: words('mer sur'),
  it: words('mare lago'),
  pt: words('para de'),
};

/**
 * Words that end a seeing verb's reach before the amount: a new clause ("mais", "but"), or the writer's own money (a verb of
 * having or spending: "we have 2500 dollars", "on peut dépenser 2000 €").
 */
const OWN_MONEY: Record<Lang, ReadonlySet<string>> = {
  en: words('but have has spend afford can'),
  fr: words('mais avons avez ai ont disposons depenser peut pouvons'),
  es: words('pero tenemos tengo tiene tienen gastar disponemos contamos podemos'),
  de: words('aber und haben habe hat ausgeben konnen'),
  it: words('ma abbiamo ho hanno spendere disponiamo possiamo'),
  // Portuguese "mas" is "but"; Spanish "más" ("más de 200 €") is no such word, so each language keeps its own.
  pt: words('mas temos tenho tem gastar podemos dispomos'),
};

/**
 * A third-person having verb right after a relative pronoun is the seen thing's ("un hotel que tiene precio de 120 €",
 * "a villa which has rates of 1400 €"), not the writer's; "visto que tenemos 1800 €" is still the writer's.
 */
const RELATIVE = words('que qui which that das der die che');
const THINGS_HAVING = words('has have tiene tienen tem ont hat haben hanno');

/** Does token k end a seeing verb's reach as a new clause or the writer's own money? */
const ownMoney = (toks: readonly Tok[], lang: Lang, k: number): boolean =>
  OWN_MONEY[lang].has(toks[k]?.w ?? '') && !(THINGS_HAVING.has(toks[k]?.w ?? '') && RELATIVE.has(toks[k - 1]?.w ?? ''));

/** Is token k a word of seeing used as a verb? */
function seeingVerb(toks: readonly Tok[], lang: Lang, k: number): boolean {
  return (
    SEEN[lang].has(toks[k]?.w ?? '') &&
    !(ALSO_NOUNS.has(toks[k]?.w ?? '') && NOUN_BEFORE.has(toks[k - 1]?.w ?? '')) &&
    !IDIOM_AFTER[lang]?.has(toks[k + 1]?.w ?? '')
  );
}

/** Whether a seeing verb rules the amount at `start`: earlier in its clause, with no comma, budget word or own money between. */
function seenBefore(toks: readonly Tok[], lang: Lang, start: number): boolean {
  for (let k = start - 1; k >= 0; k--) {
    const w = toks[k]?.w ?? '';
    if (ends(toks, k) || w === ',' || BUDGET_WORDS.has(w) || ownMoney(toks, lang, k)) return false;
    if (seeingVerb(toks, lang, k)) return true;
  }
  return false;
}

/** Words that introduce a price ("für 400 €", "um 90 €"): German puts the seeing participle after it ("einen Flug für 400 € gesehen"). */
const PRICE_PREPOSITION = words('fur um zu ab');

/** Hedges that may stand between the preposition and the amount ("für rund 400 €", "für ca. 90 €"). */
const HEDGES = words('rund ca etwa circa ungefahr knapp gut zirka');

/** Whether a German participle of seeing closes the clause of an amount that a price preposition introduces. */
function seenAfter(toks: readonly Tok[], start: number, end: number): boolean {
  let p = start - 1;
  while (HEDGES.has(toks[p]?.w ?? '') || (toks[p]?.w === '.' && toks[p - 1]?.w === 'ca')) p--;
  if (!PRICE_PREPOSITION.has(toks[p]?.w ?? '')) return false;
  for (let k = end; k < toks.length && !ends(toks, k); k++) {
    const w = toks[k]?.w ?? '';
    if (w === ',' || ownMoney(toks, 'de', k)) return false;
    if (SEEN.de.has(w)) return true;
  }
  return false;
}

/**
 * A price set as a condition on what something costs ("if flights are over 250 € we go elsewhere", "falls die Flüge unter
 * 250 € p.P. liegen", "se i voli superano i 200 euro a testa", "se os voos estiverem acima de 150 €", "si les vols dépassent
 * 300 €"): what decides the plan, not what the writer means to spend. A hedge right after the conjunction ("if possible",
 * "si possible", "wenn möglich") and the writer's own money before the amount ("if we can spend 2000") keep it a budget.
 */
const IF: Record<Lang, ReadonlySet<string>> = {
  en: words('if'),
  fr: words('si'),
  es: words('si'),
  de: words('falls wenn sofern'),
  it: words('se qualora'),
  pt: words('se caso'),
};
const ADOPTED = words(CEILING_WORDS);
const HEDGED = words('possible posible possivel possibile moglich needed necessary necessaire necesario notig necessario');

/**
 * Whether a conjunction of condition opens the clause of the amount at `start`, with no comma, word of a budget or own money
 * between; a preposition of ceiling is the condition's own ("if flights are under 250 €").
 */
function conditionBefore(toks: readonly Tok[], lang: Lang, start: number): boolean {
  for (let k = start - 1; k >= 0; k--) {
    const w = toks[k]?.w ?? '';
    if (ends(toks, k) || w === ',' || ADOPTED.has(w) || ownMoney(toks, lang, k)) return false;
    if (IF[lang].has(w)) return !HEDGED.has(toks[k + 1]?.w ?? '');
  }
  return false;
}

/** Is the amount at tokens [start, end) a price seen, quoted or set as a condition, and not then taken as the ceiling? */
export function seenAt(toks: readonly Tok[], lang: Lang, start: number, end: number): boolean {
  const seen = seenBefore(toks, lang, start) || (lang === 'de' && seenAfter(toks, start, end)) || conditionBefore(toks, lang, start);
  if (!seen) return false;
  for (let k = end; k < toks.length && !ends(toks, k); k++) if (ADOPTED.has(toks[k]?.w ?? '')) return false;
  return true;
}

/**
 * A starting price, as offers are written ("from £649pp", "ab 789 € p.P.", "à partir de 499 €", "dès 299 €", "desde 599 €",
 * "a partire da 399 €", "a partir de R$ 1.999"): what a product costs, never the writer's budget. The words are read
 * backwards from the amount, hedges aside.
 */
const OFFER: Record<Lang, readonly (readonly string[])[]> = {
  en: [['from'], ['starting', 'at'], ['starting', 'from']],
  fr: [['a', 'partir', 'de'], ['des']],
  es: [['desde'], ['a', 'partir', 'de']],
  de: [['ab']],
  it: [
    ['a', 'partire', 'da'],
    ['da', 'soli'],
  ],
  pt: [['a', 'partir', 'de'], ['desde']],
};
const OFFER_HEDGES = words('only just nur seulement solo apenas solamente');

/** Is the amount that starts at token `start` a starting price ("from £649pp", "ab 789 €")? */
export function offerAt(toks: readonly Tok[], lang: Lang, start: number): boolean {
  const p = OFFER_HEDGES.has(toks[start - 1]?.w ?? '') ? start - 1 : start;
  return OFFER[lang].some((phrase) => phrase.every((w, k) => toks[p - phrase.length + k]?.w === w));
}

/**
 * The writer's earnings ("I earn 2,000 a month", "mi sueldo es de 1.200", "gano como 1,2 millones al mes", "mein Gehalt:
 * 2.800", "il mio stipendio è 1.800 al mese", "meu salário é 5 mil") are money, and tell why the budget is tight, but are
 * no budget. "Make" and "prendo" are left out: "make it 2500" takes a figure back, "prendo" takes things.
 */
const EARNED: Record<Lang, ReadonlySet<string>> = {
  en: words('earn earns earned earning salary salaries wage wages income paycheck'),
  fr: words('gagne gagnons gagnent gagnes salaire salaires revenu revenus'),
  es: words('gano ganamos gana ganan sueldo sueldos salario salarios cobro cobramos ingreso ingresos'),
  de: words('verdiene verdienen verdient gehalt lohn einkommen'),
  it: words('guadagno guadagniamo guadagna stipendio stipendi salario reddito'),
  pt: words('ganho ganhamos ganha salario salarios recebo recebemos renda ordenado'),
};
/** How many words before an amount a word of earning binds to it ("meu salário é de uns 5 mil"). */
const EARNED_REACH = 5;

/** Is the amount at `start` the writer's earnings: a word of earning shortly before it in its clause? */
export function earnedAt(toks: readonly Tok[], lang: Lang, start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - EARNED_REACH); k--) {
    if (ends(toks, k) || toks[k]?.w === ',') return false;
    if (EARNED[lang].has(toks[k]?.w ?? '')) return true;
  }
  return false;
}
