import type { PlaceMention } from './place-mentions.js';
import { wordBeforeArticles } from './articles.js';
import { FROM } from './departure.js';
import { isLengthUnit } from './duration.js';
import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import {
  COMPANIES,
  COMPOUND_PERSON_HEADS,
  COUPLE_NOUNS,
  DETERMINERS,
  GROUP_NOUNS,
  KIN,
  MY,
  PERSON_NOUNS,
  relayedPrincipal,
  SELF,
  SINGULAR_ADULTS,
  TWINS,
} from './party-words.js';
import { fold } from './text.js';
import { beforeAside, type Tok } from './tokens.js';

/**
 * A place bound to a noun for the people travelling says where they live, so where the trip starts:
 * "Leeds family", "Canadian couple", "Boston-based couple", "famille belge", "pareja chilena",
 * "couple from Leeds", "un couple de retraités de Nantes", "Familie aus Graz", "coppia di Torino".
 * The heads are the party reader's person lexicon, so one lexicon serves the party and its home.
 * A person noun opening the request with "in/à/en/a/em" before the place ("Estudiante en Bogotá")
 * says where the person is now: like "I'm in X", the origin only when somewhere else is asked for.
 * A place merely standing before a person noun ("Leeds family", "Yellowstone family road trip") is
 * weaker evidence than "from", "-based" or an adjective of origin: the noun may describe the trip.
 */
export type Residence = 'home' | 'home_beside' | 'here';

/**
 * The heads that describe the travelling party: adults, friends, couples, families. Seats, tickets and
 * passengers ("Paris flights", "London tickets") describe a booking, and children ("Orlando kids
 * week") an audience, not a home.
 */
export function isPersonHead(w: string, lang: Lang): boolean {
  const cls = PERSON_NOUNS.get(w);
  if (cls === 'adult' || cls === 'friend' || COUPLE_NOUNS.has(w) || GROUP_NOUNS.has(w) || COMPANIES.has(w) || TWINS.has(w) || SINGULAR_ADULTS.has(w))
    return true;
  return lang === 'de' && COMPOUND_PERSON_HEADS.some((h) => w.length > h.length + 2 && w.endsWith(h));
}

/** Words that may stand between a person head and the "from" word before its place ("famille de 4 de Québec", "couple of retirees from Leeds"). */
const BETWEEN_HEAD_AND_FROM = new Set(['de', 'des', "d'", 'of', 'a', 'an', 'un', 'une', 'di', 'da', 'do', 'dos']);
/** The noun a head count may carry between a party noun and its home ("famille de cinq personnes de Grenoble", "famiglia di quattro persone di Bergamo"). */
const COUNTED_NOUNS = new Set(['people', 'persons', 'personnes', 'personas', 'persone', 'pessoas', 'personen', 'leute']);
/** "from/of" words binding a place to the person before it, beyond each language's words of leaving. */
const OF: Partial<Record<Lang, readonly string[]>> = { en: ['of'], it: ['di'] };
const LOCATIVE = new Set(['in', 'at', 'a', 'en', 'em', 'no', 'na', 'im']);
const ROMANCE = new Set<Lang>(['fr', 'es', 'it', 'pt']);
const CLAUSE_START = new Set([',', '.', ';', ':', '!', '?', '(']);

/** Relatives counted as the party ("two brothers from Denver", "due sorelle di Genova", "drei Schwestern aus Köln"). */
const countedKin = (toks: readonly Tok[], k: number, lang: Lang): boolean =>
  KIN.has(toks[k]?.w ?? '') && (numberAt(toks, k - 1, lang, { words: true })?.value ?? 0) > 1;
const isFrom = (w: string, lang: Lang) => FROM[lang].has(w) || (OF[lang] ?? []).includes(w);
/** The writer and their own companion ending at token k ("me and my wife", "yo y mi novia", "ich und meine Frau"). */
const writerAndKin = (toks: readonly Tok[], k: number): boolean =>
  KIN.has(toks[k]?.w ?? '') && MY.has(toks[k - 1]?.w ?? '') && AND.has(toks[k - 2]?.w ?? '') && SELF.has(toks[k - 3]?.w ?? '');

/**
 * Whether the place at tokens [first, last) is bound to a person head. `motion` is set when a
 * preposition of going stands before the place ("nach Graz"): then it is where they go.
 */
export function residenceOf(toks: readonly Tok[], first: number, last: number, mention: PlaceMention, lang: Lang, motion: boolean): Residence | null {
  const at = (k: number) => toks[k]?.w ?? '';
  if (!motion) {
    // A state's or country's code may stand between the town and "based" ("Perth WA based", "Brisbane QLD-based").
    const coded = /^[A-Z]{2,3}$/.test(toks[last]?.raw ?? '') ? last + 1 : last;
    const next = at(coded) === '-' ? coded + 1 : coded;
    if (at(next) === 'based') return 'home';
    if (isPersonHead(at(last), lang)) return 'home_beside';
    if (ownDwelling(toks, first, last)) return 'home';
    // A country or city written as its adjective after the noun ("famille belge", "coppia romana"); not "familia París".
    if (ROMANCE.has(lang) && isPersonHead(at(first - 1), lang) && fold(mention.matched_text) !== fold(mention.name)) return 'home';
  }
  let from = first - 1;
  while (from > 0 && ['the', 'la', 'le', 'el', "l'", 'o', 'a'].includes(at(from)) && !isFrom(at(from), lang)) from--;
  if (isFrom(at(from), lang)) {
    // "eu e meu marido, de Brasília", "moi et ma femme, de Lille": the writer and a companion, set off, then their town.
    if (at(from - 1) === ',' && writerAndKin(toks, from - 2)) return 'home';
    for (let k = beforeAside(toks, from - 1), n = 0; k >= 0 && n < 4; k = beforeAside(toks, k - 1), n++) {
      const t = toks[k] as Tok;
      if (isPersonHead(t.w, lang) || countedKin(toks, k, lang)) return 'home';
      const counted = t.kind === 'num' || COUNTED_NOUNS.has(t.w) || numberAt(toks, k, lang, { words: true }) !== undefined;
      if (!counted && !BETWEEN_HEAD_AND_FROM.has(t.w)) break;
    }
  }
  // "Studente a Padova, ...", "Retired couple in Adelaide here", "My family in Curitiba wants": a person noun opening a clause
  // (after a determiner or one word describing it), then "in" and the place.
  const head = first - 2;
  if (!LOCATIVE.has(at(first - 1))) return null;
  // "Assistant → tool: user in Dallas wants...", "relaying for a user in Medellín": where the relayed person is, wherever the noun stands.
  if (relayedPrincipal(at(head))) return 'here';
  if (!isPersonHead(at(head), lang)) return null;
  const opens = (k: number) => k === 0 || CLAUSE_START.has(at(k - 1));
  let h = head;
  for (let mods = 0; mods < 2 && !opens(h); mods++) {
    const w = at(h - 1);
    if (!DETERMINERS.has(w) && !(opens(h - 1) && toks[h - 1]?.kind === 'word' && !GOVERNS.has(w))) break;
    h--;
  }
  return opens(h) ? 'here' : null;
}

/** Nouns of a dwelling ("flat", "apartment", "house", "maison", "piso", "Wohnung", "casa"). */
const DWELLINGS = new Set('flat apartment house home condo appartement maison piso apartamento wohnung haus appartamento casa'.split(' '));
/** Words before "our" that make the dwelling a place reached or stayed at ("to our Tuscany house", "chez notre maison"). */
const REACHED = new Set([...LOCATIVE, 'to', 'at', 'into', 'chez', 'dans', 'nach', 'zu', 'bei', 'para', 'pra', 'per', 'nella', 'nel', 'au']);
/**
 * "we're letting our Edinburgh flat out", "notre appartement" aside, "unsere Kölner Wohnung": the writer's own dwelling
 * named by its town is where they live, unless the words before make it a place they go to or stay at.
 */
function ownDwelling(toks: readonly Tok[], first: number, last: number): boolean {
  const before = toks[first - 1]?.w ?? '';
  return OUR.has(before) && DWELLINGS.has(toks[last]?.w ?? '') && !REACHED.has(toks[first - 2]?.w ?? '');
}

/** Words that make a person noun after them an object ("for a couple in Rome", "avec des amis à Lyon"), not the clause's subject. */
const GOVERNS = new Set(['for', 'with', 'to', 'of', 'pour', 'avec', 'para', 'con', 'per', 'fur', 'mit', 'com', 'a', 'de', 'di', 'da', 'von']);

/**
 * Where the writer lives or is, stated by a clause: a verb of living ("we've been living in Leeds
 * since", "wir wohnen seit zehn Jahren in Köln", "nous habitons Nantes", "moramos há cinco anos em
 * Coimbra"), an expatriate noun ("expat in Dubai") or a first-person "to be" ("je suis étudiant à
 * Grenoble", "sono in vacanza a Ibiza", "ich bin beruflich gerade in Mailand"), then a few words
 * of time or manner, then a locative and the place (French "habiter" also takes the place
 * directly). Living there, or being based or settled there ("on est basés à", "radicados en", "basati a"), is a
 * home; being there is where the traveller is now ('here').
 */
const LIVE: Record<Lang, RegExp> = {
  en: /^(?:live|lives|lived|living|reside|resides|residing|commute|commuting|based)$/,
  fr: /^(?:habit\w*|vi[st]|vivons|vivent|vivre|vivant|resid\w*|domicilie\w*|basee?s?|installee?s?)$/,
  es: /^(?:viv(?:o|imos|e|en|iendo|ir)|resid\w*|radicad[oa]s?|afincad[oa]s?|basad[oa]s?)$/,
  de: /^(?:wohn\w*|leb(?:e|en|t)|pendl\w*|pendel\w*)$/,
  it: /^(?:abit\w*|viv(?:o|iamo|e|ono|endo|ere)|risied\w*|resident[ei]|basat[oiae])$/,
  pt: /^(?:mor(?:o|amos|a|am|ando|ar)|viv(?:o|emos|e|em|endo|er)|resid\w*|radicad[oa]s?|basead[oa]s?)$/,
};
/** A word of living in the language or in English. */
export const livesThere = (w: string, lang: Lang): boolean => LIVE[lang].test(w) || LIVE.en.test(w);
const EXPAT = new Set([
  'expat',
  'expats',
  'expatriate',
  'expatrie',
  'expatriee',
  'expatriado',
  'expatriada',
  'expatriados',
  'espatriato',
  'espatriata',
  'auswanderer',
]);
const BE: Record<Lang, ReadonlySet<string>> = {
  en: new Set(["i'm", 'im', 'am', "we're", 'are', 'r']),
  // "on est", the spoken first person plural; "est" after "on" only (below).
  fr: new Set(['suis', 'sommes']),
  es: new Set(['soy', 'somos', 'estoy', 'estamos']),
  de: new Set(['bin', 'sind']),
  it: new Set(['sono', 'siamo']),
  // Spoken Brazilian and European forms of "estar": "tô", "tou", "tamo(s)".
  pt: new Set(['sou', 'somos', 'estou', 'estamos', 'to', 'tou', 'tamo', 'tamos']),
};
/** Whether token j is a first-person "to be": the language's own, or French "on est" (we are). */
const firstPersonBe = (toks: readonly Tok[], j: number, lang: Lang): boolean =>
  BE[lang].has(toks[j]?.w ?? '') || (lang === 'fr' && toks[j]?.w === 'est' && toks[j - 1]?.w === 'on');
const AT = new Set(['in', 'at', 'near', 'a', 'en', 'au', 'aux', 'dans', 'em', 'no', 'na', 'nos', 'nas', 'im', 'bei', 'ad', 'nel', 'nella', 'al']);
/** "we live near X", "vivo cerca de X", "wohnen in der Nähe von X": nearness before an "of" word. */
const NEAR = new Set(['near', 'pres', 'cerca', 'vicino', 'perto', 'nahe', 'umgebung']);
const OF_NEAR = new Set(['de', 'di', 'do', 'da', 'von', 'of', "d'"]);
/** Words that turn the clause into a wish or a movement: the place after them is where they go, not where they are. */
const NOT_THERE = new Set(
  'interested keen fan fans interesse interessee interesses interesados interesadas interessiert interessati interessate interessados interessadas go going fly flying travel travelling traveling visit visiting looking searching want need planning thinking to from vers aller cherche cherchons recherche voudrais voulons pense pensons para por hacia ir busco buscamos buscando quiero queremos pensando nach zu von fahren fliegen reisen suchen suche mochte mochten wollen will denken verso andare cerco cerchiamo voglio vogliamo pra quero procuro procuramos procurando'.split(
    ' ',
  ),
);
/** "lebe aber seit Jahren in", "vivo però da anni a": a conjunction right after the verb of living is a particle inside its clause. */
const PARTICLE_AFTER_VERB = new Set(['aber', 'doch', 'pero', 'pero', 'mais', 'ma', 'mas']);
const STOP = new Set(['.', ',', ';', ':', '!', '?', '(', ')', 'and', 'but', 'et', 'mais', 'y', 'pero', 'und', 'aber', 'e', 'ma', 'mas', 'o', 'or']);
const GAP = 4;

export function statedHome(toks: readonly Tok[], first: number, lang: Lang): 'home' | 'here' | null {
  const at = (k: number) => toks[k]?.w ?? '';
  let k = wordBeforeArticles(toks, first);
  const direct = lang === 'fr' && LIVE.fr.test(at(k));
  if (direct) return 'home';
  if (homeNamed(toks, k, lang)) return 'home';
  if (OF_NEAR.has(at(k)) && NEAR.has(at(k - 1))) k--;
  if (!AT.has(at(k)) && !NEAR.has(at(k))) return null;
  for (let j = k - 1; j >= Math.max(0, k - 1 - GAP); j--) {
    const w = at(j);
    // "My sister lives in Vancouver", "meine Eltern wohnen in Graz": someone else's home is where the writer goes.
    if (livesThere(w, lang) && thirdPartySubject(toks, j) && !travelsOn(toks, first)) return null;
    if (livesThere(w, lang) || EXPAT.has(w)) return 'home';
    if (firstPersonBe(toks, j, lang) || relayedBe(toks, j) || lodgedNow(toks, j, first, lang)) return 'here';
    if (PARTICLE_AFTER_VERB.has(w) && livesThere(at(j - 1), lang)) continue;
    if (STOP.has(w) || NOT_THERE.has(w) || /(?:ing|ando|endo|indo)$/.test(w)) return null;
  }
  return null;
}

/** The person an agent writes for: "the client", "user", "le voyageur", "la cliente", "der Kunde", "l'utente". */
const RELAYED = new Set(
  'client user traveller traveler customer guest passenger voyageur voyageuse utilisateur utilisatrice cliente usuario usuaria viajero viajera kunde kundin reisende nutzer nutzerin utente viaggiatore viaggiatrice viajante'.split(
    ' ',
  ),
);
const RELAYED_IS = new Set(['is', 'est', 'esta', 'ist', 'fica']);
/** "Context: user is in Kuala Lumpur", "the client is in Nairobi": where the person an agent writes for is now. */
const relayedBe = (toks: readonly Tok[], j: number): boolean => RELAYED_IS.has(toks[j]?.w ?? '') && RELAYED.has(toks[j - 1]?.w ?? '');

/** The writer's home named as a noun: "home", "maison", "casa", "Zuhause", "daheim", "(zu) Hause". */
const HOME_NOUNS = new Set(['home', 'maison', 'casa', 'zuhause', 'daheim', 'hause', 'domicile']);
/** German says where home is without a verb ("bei uns daheim in Bremen", "zu Hause in Köln"). */
const HOME_AT_ALONE = new Set(['zuhause', 'daheim', 'hause']);
/** "is", "est", "es"/"está", "ist"/"liegt", "è", "é"/"fica": the verb saying where the home is. */
const HOME_IS = new Set(['is', 'est', 'es', 'esta', 'ist', 'liegt', 'e', 'fica']);
/** What may open the phrase of the home noun: a possessive, an article, "bei uns", "zu": not "holiday home", not "back home". */
const HOME_OPENERS = new Set(['the', 'la', 'le', 'el', 'il', "l'", 'bei', 'uns', 'zu', ...CLAUSE_START]);

/**
 * "Home is Cardiff", "la maison est à Brest", "mi casa está en Valencia", "Zuhause ist Leipzig", "bei uns daheim in Bremen",
 * "casa mia è a Bari", "minha casa fica em Natal": the writer's home noun and its verb, right before the place (token `k` is
 * the word before it). Someone else's ("my parents' home is in Tucson") is no home of the writer's.
 */
function homeNamed(toks: readonly Tok[], k: number, lang: Lang): boolean {
  const at = (j: number) => toks[j]?.w ?? '';
  const locative = AT.has(at(k));
  let j = locative ? k - 1 : k;
  if (HOME_IS.has(at(j)) && (at(j) !== 'e' || /^[èé]$/i.test(toks[j]?.raw ?? ''))) j--;
  else if (!(lang === 'de' && locative && HOME_AT_ALONE.has(at(j)))) return false;
  const noun = HOME_NOUNS.has(at(j)) ? j : OUR.has(at(j)) && HOME_NOUNS.has(at(j - 1)) ? j - 1 : -1;
  const opens = noun === 0 || HOME_OPENERS.has(at(noun - 1)) || OUR.has(at(noun - 1));
  return noun >= 0 && opens && !thirdPartySubject(toks, noun);
}

/** Verbs and participles of being lodged somewhere ("staying", "je loge", "alojados", "untergebracht", "alloggiamo", "hospedado"). */
const LODGED =
  /^(?:staying|loge|logeons|sejourne|sejournons|heberge|hebergee?s?|alojad[oa]s?|hospedad[oa]s?|untergebracht|alloggio|alloggiamo|alloggiat[oaie]|soggiorno|soggiorniamo)$/;
/** Words before a verb of being lodged that make it the writer's now: first persons and "now" ("we're staying", "currently staying", "nous logeons"). */
const LODGED_WHO = new Set("i i'm im we we're am are je nous ich wir io noi eu nos currently now actuellement ahora gerade jetzt ora agora".split(' '));

/**
 * "I'm staying in Lisbon", "Currently staying in Bangkok", "je loge à Nice", "Staying in Tokyo, want to go to Kyoto": the writer is
 * lodged at the place at `first` now. Said of the trip ("a week in Japan, staying in Kyoto", "Portugal in May. Staying in Lisbon,
 * ...") the verb follows the trip, so only a first person, "now" or the request's opening before it makes the place where the
 * writer is; and a stay given its length ("staying in Oia for 4 nights") is a part of the trip planned.
 */
function lodgedNow(toks: readonly Tok[], j: number, first: number, lang: Lang): boolean {
  if (!LODGED.test(toks[j]?.w ?? '')) return false;
  const before = toks[j - 1]?.w;
  return (before === undefined || LODGED_WHO.has(before) || firstPersonBe(toks, j - 1, lang)) && !lengthAfter(toks, first, lang);
}

/** A count of nights, days or weeks in the clause after the place at `first` ("in Oia for 4 nights", "à Nice pour trois nuits"). */
function lengthAfter(toks: readonly Tok[], first: number, lang: Lang): boolean {
  for (let k = first + 1; k < toks.length && !STOP.has(toks[k]?.w ?? ''); k++) {
    const n = numberAt(toks, k, lang, { words: true });
    if (n && isLengthUnit(toks[n.end]?.w ?? '')) return true;
  }
  return false;
}

/** Verbs of wishing or travelling: the subject of a clause that goes on with one is the party ("my parents live in Chengdu and want to visit me"). */
const WISH = new Set(
  'want wants wanted would wish plan plans fly travel visit veut veulent voudrait voudraient souhaite souhaitent quiere quieren querria querrian will wollen mochte mochten vuole vogliono vorrebbe vorrebbero quer querem gostaria gostariam'.split(
    ' ',
  ),
);
const AND = new Set(['and', 'et', 'y', 'und', 'e']);
/** The same people taken up by a pronoun in the next clause ("Mes parents habitent à Rennes, ils voudraient ..."). */
const THEY = new Set(['they', 'ils', 'elles', 'ellos', 'ellas', 'sie', 'loro', 'eles', 'elas']);
/** Whether the clause of the place at `first` goes on with "and" (or a comma and "they") and a verb of wishing or travelling. */
export function travelsOn(toks: readonly Tok[], first: number): boolean {
  for (let k = first + 1; k < Math.min(toks.length, first + 6); k++) {
    const w = toks[k]?.w ?? '';
    // "and want to visit me" goes on with the same subject; "and we want" with the writer's.
    if (AND.has(w) || (w === ',' && THEY.has(toks[k + 1]?.w ?? ''))) {
      const next = toks.slice(k + 1, k + 4);
      const wish = next.findIndex((t) => WISH.has(t.w));
      return wish >= 0 && !next.slice(0, wish).some((t) => FIRST_PERSON.has(t.w));
    }
    if (CLAUSE_START.has(w) || w === ';') return false;
  }
  return false;
}

/** Words for the writer or a group that includes them: a clause with one is about the party, not about someone else. */
const FIRST_PERSON = new Set("i i'm i've i'd me we we're we've us je j' moi nous on yo nosotros nosotras ich wir io noi eu nos gente".split(' '));
const SUBJECT_SPAN = 6;

/**
 * Whether the clause before token `at` names someone else as its subject: a relative or person noun
 * after a determiner ("my sister", "meine Eltern", "a família dele", "mio fratello") and no word for
 * the writer ("my wife and I"). Their home or their start ("my brother might join from Lima") is not
 * where the writer's trip starts.
 */
export function thirdPartySubject(toks: readonly Tok[], at: number): boolean {
  let other = false;
  for (let k = at - 1; k >= Math.max(0, at - SUBJECT_SPAN); k--) {
    const w = toks[k]?.w ?? '';
    if (CLAUSE_START.has(w) || w === ';') break;
    if (FIRST_PERSON.has(w)) return false;
    if ((KIN.has(w) || PERSON_NOUNS.has(w)) && (DETERMINERS.has(toks[k - 1]?.w ?? '') || DETERMINERS.has(toks[k + 1]?.w ?? ''))) other = true;
  }
  return other;
}

/** Nouns of an institution or workplace ("school", "lycée", "instituto", "Schule", "scuola", "escola", "office", "Firma"). */
export const INSTITUTIONS = new Set(
  (
    'school college university uni office company firm club choir team hospital church branch headquarters hq campus academy ' +
    'ecole college lycee universite fac bureau entreprise societe chorale equipe hopital paroisse agence siege ' +
    'escuela colegio instituto universidad oficina empresa coro equipo parroquia sede agencia ' +
    'schule gymnasium realschule grundschule hochschule universitat buro firma verein chor klinik krankenhaus gemeinde niederlassung filiale standort zentrale ' +
    'scuola liceo istituto universita ufficio azienda societa squadra ospedale parrocchia ' +
    'escola faculdade universidade escritorio clube coral equipa paroquia filial'
  ).split(' '),
);
/** Words seating an institution in a place: a locative or an "of" ("school in Cardiff", "instituto de Valladolid", "Schule in Köln"). */
const SEAT = new Set([...AT, ...OF_NEAR, 'del', 'della', 'du', 'des', 'aus']);
/** First-person possessives before an institution ("our school", "notre lycée", "nuestro colegio", "unsere Schule", "la nostra scuola", "nossa escola"). */
const OUR = new Set(
  'my our mon ma notre nos mi mis nuestro nuestra nuestros mein meine meiner unsere unserer unserem unseres mio mia nostro nostra meu minha nosso nossa'.split(
    ' ',
  ),
);
/** Verbs of working or teaching in the first person, as the writer says where they belong ("I work at", "je travaille dans", "trabajo en"). */
const WORK_AT = /^(?:work|teach|travaille|enseigne|trabajo|ensen\w*|arbeite|unterrichte|lavoro|insegno|trabalho|ensino|dou)$/;
/** How far before an institution the writer may name themself in its clause ("I'm a history teacher at a secondary school in"). */
const SELF_REACH = 12;
/** Verbs of writing: "writing from Dakar", "je vous écris depuis Dakar", "te escribo desde Quito", "ich schreibe aus Wien". */
const WRITE = /^(?:writing|write|ecris|ecrivons|escribo|escribimos|escribiendo|schreibe|schreiben|scrivo|scriviamo|escrevo|escrevemos|escrevendo)$/;
const WRITE_FROM = new Set(['from', 'depuis', 'de', 'desde', 'aus', 'von', 'da', 'dal']);

/**
 * Where the writer belongs, said in passing: the seat of the institution the writer speaks for or works at ("I'm a teacher at
 * a secondary school in Cardiff", "soy la tutora de un instituto de Valladolid", "unsere Schule in Köln", "lavoro in un
 * ufficio a Torino"): like "I'm in X", the traveller is there now, the origin when somewhere else is asked for ('here'). Where
 * they write from ("je vous écris depuis Dakar", "te escribo desde Quito") is said as plainly as a home ('home').
 */
export function writersSeat(toks: readonly Tok[], first: number, lang: Lang): 'home' | 'here' | null {
  const at = (k: number) => toks[k]?.w ?? '';
  const prep = wordBeforeArticles(toks, first);
  if (WRITE_FROM.has(at(prep)) && [1, 2, 3].some((d) => WRITE.test(at(prep - d)))) return 'home';
  return SEAT.has(at(prep)) && seatOfWriters(toks, prep, lang) ? 'here' : null;
}

/** Whether the institution right before the seat word at `prep` is the writer's own: theirs by a possessive, or where they are or work. */
function seatOfWriters(toks: readonly Tok[], prep: number, lang: Lang): boolean {
  const at = (k: number) => toks[k]?.w ?? '';
  // The institution right before its seat, or one word before it ("school in Cardiff", "scuola media a Torino").
  const inst = [prep - 1, prep - 2].find((k) => INSTITUTIONS.has(at(k)) && (k === prep - 1 || !STOP.has(at(k + 1))));
  if (inst === undefined) return false;
  if (OUR.has(at(inst - 1)) || OUR.has(at(inst - 2))) return true;
  for (let k = inst - 1; k >= Math.max(0, inst - SELF_REACH); k--) {
    const w = at(k);
    if (STOP.has(w) || NOT_THERE.has(w)) return false;
    if (firstPersonBe(toks, k, lang) || WORK_AT.test(w)) return true;
  }
  return false;
}
