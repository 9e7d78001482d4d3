import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import type { Span } from './text.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * Who travels, from the phrasings people use in six languages: counts of people, adults, children
 * and babies ("2 adults and 2 kids", "3 seats", "2 tickets", "for two", "we'll be 3 in total",
 * "nous sommes 4", "wir sind zu viert"), the writer with companions ("me and my wife", "with my
 * parents", "avec mes 3 amis" is four), families ("family of four") and children's ages as stated
 * ("aged 7 and 10", "de 5 et 8 ans"; never invented). A capacity ("a car that seats 4", "a tent that
 * sleeps 6", "auto da 7 posti") is not the party. Counts over 100 are reported, not used.
 */
export type PartyKind = 'solo' | 'couple' | 'family' | 'group' | 'unknown';

export interface PartyReading {
  adults: number | null;
  children: number | null;
  infants: number | null;
  /** Whole party when known. */
  travellers: number | null;
  child_ages: number[];
  kind: PartyKind;
  spans: Span[];
  /** A stated count the service cannot take ("101 adults"). */
  too_large: string | null;
  /** Children mentioned without their ages. */
  ages_missing: boolean;
}

export const MAX_PARTY = 100;

type Noun = 'adult' | 'person' | 'child' | 'infant' | 'friend';
const NOUNS = new Map<string, Noun>();
for (const [noun, words] of [
  [
    'adult',
    'adult adults grown-ups adulte adultes adulto adultos erwachsene erwachsenen erwachsener adulti seniors retirees ladies guys couples girls boys lads gals chicas chicos amigas amiche ragazze',
  ],
  [
    'person',
    'flights people person persons peope ppl pax guest guests traveller travellers traveler travelers passenger passengers ticket tickets seat seats personne personnes billet billets place places voyageurs passagers persona personas billete billetes boleto boletos asiento asientos plazas pasajeros viajeros person personen ticket tickets platze sitzplatze passagiere reisende persona persone biglietti biglietto posto posti passeggeri viaggiatori pessoa pessoas passagem passagens bilhete bilhetes lugares passageiros viajantes',
  ],
  [
    'child',
    'kid kids child children son sons daughter daughters toddler toddlers teen teens teenager teenagers twins enfant enfants fils fille filles gamins nino ninos nina ninas hijo hijos hija hijas kind kinder kindern sohn sohne tochter tochtern bambino bambini bambina bambine figlio figli figlia figlie ragazzi crianca criancas filho filhos filha filhas menino meninos menina meninas grandkids grandchildren grandsons granddaughters nietos nietas enkel enkelkinder enkeln nipoti netos netas',
  ],
  ['infant', 'baby babies infant infants newborn newborns bebe bebes nourrisson saugling sauglinge neonato neonati neonata'],
  [
    'friend',
    'friend friends mates buddies pals colleagues coworkers ami amis amie amies copains amigo amigos amiga amigas freund freunde freunden freundinnen kollegen amico amici amica amiche colleghi colegas',
  ],
] as const)
  for (const w of words.split(' ')) NOUNS.set(w, noun);

/** Companions named with a possessive ("my wife", "mes parents", "meine Frau"): adults they add. */
const COMPANIONS = new PhraseIndex<{ adults: number; child?: true; infant?: true }>();
for (const [value, phrases] of [
  [
    { adults: 1 },
    [
      'my wife',
      'my husband',
      'my partner',
      'my girlfriend',
      'my boyfriend',
      'my fiance',
      'my fiancee',
      'my spouse',
      'my gf',
      'my bf',
      'my mom',
      'my mum',
      'my mother',
      'my dad',
      'my father',
      'my sister',
      'my brother',
      'my friend and i',
      'me and my friend',
      'with my friend',
      'with my best friend',
      'my grandma',
      'my grandmother',
      'my grandpa',
      'ma femme',
      'mon mari',
      'ma copine',
      'mon copain',
      'mon conjoint',
      'ma compagne',
      'mon compagnon',
      'ma mere',
      'mon pere',
      'ma soeur',
      'mon frere',
      'mi esposa',
      'mi mujer',
      'mi marido',
      'mi esposo',
      'mi novia',
      'mi novio',
      'mi pareja',
      'mi madre',
      'mi padre',
      'mi hermana',
      'mi hermano',
      'meine frau',
      'meiner frau',
      'mein mann',
      'meinem mann',
      'meine freundin',
      'meiner freundin',
      'mein freund',
      'meinem freund',
      'meine partnerin',
      'mein partner',
      'meine mutter',
      'meiner mutter',
      'mein vater',
      'meinem vater',
      'mia moglie',
      'mio marito',
      'la mia ragazza',
      'il mio ragazzo',
      'la mia compagna',
      'il mio compagno',
      'mia madre',
      'mio padre',
      'mia sorella',
      'mio fratello',
      'minha mulher',
      'minha esposa',
      'meu marido',
      'minha namorada',
      'meu namorado',
      'minha mae',
      'meu pai',
      'minha irma',
      'meu irmao',
    ],
  ],
  [
    { adults: 2 },
    [
      'my parents',
      'my in-laws',
      'mes parents',
      'mis padres',
      'meinen eltern',
      'meine eltern',
      'i miei genitori',
      'miei genitori',
      'os meus pais',
      'meus pais',
      'mes beaux-parents',
    ],
  ],
  [
    { adults: 0, child: true },
    [
      'my son',
      'my daughter',
      'my toddler',
      'my kid',
      'my child',
      'my teen',
      'my teenager',
      'our son',
      'our daughter',
      'our toddler',
      'mon fils',
      'ma fille',
      'mi hijo',
      'mi hija',
      'mein sohn',
      'meinem sohn',
      'meine tochter',
      'meiner tochter',
      'mio figlio',
      'mia figlia',
      'meu filho',
      'minha filha',
    ],
  ],
  [
    { adults: 0, infant: true },
    [
      'my baby',
      'our baby',
      'mon bebe',
      'notre bebe',
      'mi bebe',
      'nuestro bebe',
      'mein baby',
      'unserem baby',
      'unser baby',
      'il mio bambino piccolo',
      'meu bebe',
      'o nosso bebe',
      'nosso bebe',
    ],
  ],
] as const)
  for (const p of phrases) COMPANIONS.add(p, value);

const COUPLE = new PhraseIndex<true>();
for (const p of [
  'honeymoon',
  'the two of us',
  'two of us',
  'both of us',
  'as a couple',
  'a couple',
  'romantic getaway',
  'anniversary trip',
  'lune de miel',
  'en amoureux',
  'luna de miel',
  'flitterwochen',
  'luna di miele',
  'lua de mel',
  'nous deux',
  'los dos',
  'wir beide',
  'noi due',
  'nos dois',
  'un couple',
  'en couple',
  'una pareja',
  'en pareja',
  'una coppia',
  'in coppia',
  'um casal',
  'casal',
])
  COUPLE.add(p, true);
const SOLO = new PhraseIndex<true>();
for (const p of [
  'just me',
  'only me',
  'by myself',
  'on my own',
  'solo',
  'alone',
  'myself only',
  'seul',
  'seule',
  'toute seule',
  'tout seul',
  'sola',
  'allein',
  'alleine',
  'da solo',
  'da sola',
  'sozinho',
  'sozinha',
])
  SOLO.add(p, true);
/** "wir sind zu viert": German counts of a group. */
const ZU = new Map([
  ['zweit', 2],
  ['dritt', 3],
  ['viert', 4],
  ['funft', 5],
  ['sechst', 6],
  ['siebt', 7],
  ['acht', 8],
]);
const TOTAL_BEFORE = new PhraseIndex<true>();
for (const p of [
  'there is just',
  'there is only',
  'family of',
  'party of',
  'group of',
  'a family of',
  'a party of',
  'a group of',
  'we are',
  "we're",
  'we will be',
  "we'll be",
  'there are',
  'there will be',
  "there'll be",
  'it is for',
  "it's for",
  'nous sommes',
  'on est',
  'nous serons',
  'famille de',
  'groupe de',
  'somos',
  'seremos',
  'familia de',
  'grupo de',
  'wir sind',
  'gruppe von',
  'siamo',
  'siamo in',
  'saremo',
  'famiglia di',
  'gruppo di',
  'somos',
  'seremos',
  'familia de',
  'grupo de',
])
  TOTAL_BEFORE.add(p, true);
const FOR = new Set(['for', 'pour', 'para', 'fur', 'per']);
/** Words between a count and its noun that do not change what is counted ("2 one-way Economy tickets", "3 round trip tickets"). */
const MODIFIERS = new Set([
  'one',
  'way',
  '-',
  'oneway',
  'round',
  'trip',
  'roundtrip',
  'economy',
  'premium',
  'business',
  'first',
  'class',
  'event',
  'flight',
  'plane',
  'bus',
  'train',
  'concert',
  'show',
  'game',
  'match',
  'other',
  'more',
  'young',
  'little',
  'small',
  'grown',
  'adult',
  'de',
  'mes',
  'nos',
  'nuestros',
  'nossos',
  'miei',
  'nostri',
  'unsere',
  'meine',
  'os',
  'i',
  'our',
  'my',
  'extra',
  'separate',
  'airline',
  'economic',
]);
/** After "for N" these make N something else than people ("for 3 nights", "for 2 rooms"). */
const NOT_PARTY_AFTER = new Set([
  'night',
  'nights',
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'room',
  'rooms',
  'star',
  'stars',
  'hour',
  'hours',
  'minutes',
  'pm',
  'am',
  '%',
  '-',
  '/',
  ':',
  'nuits',
  'jours',
  'noches',
  'dias',
  'nachte',
  'tage',
  'notti',
  'giorni',
  'noites',
  'semaines',
  'semanas',
  'wochen',
  'settimane',
  'of',
  'x',
  'th',
  'st',
  'nd',
  'rd',
]);
const EQUIPMENT = new Set([
  'car',
  'cars',
  'rental',
  'van',
  'minivan',
  'suv',
  'boat',
  'kayak',
  'canoe',
  'tent',
  'rv',
  'camper',
  'jeep',
  'vehicle',
  'sedan',
  'voiture',
  'bateau',
  'tente',
  'coche',
  'carro',
  'barco',
  'tienda',
  'furgoneta',
  'auto',
  'mietwagen',
  'boot',
  'zelt',
  'wohnmobil',
  'barca',
  'noleggio',
  'tenda',
  'macchina',
  'barco',
  'van',
  'carrinha',
  'veiculo',
]);
const CAPACITY_VERBS = new Set(['seats', 'sleeps', 'seating', 'holds', 'fits', 'accommodates', 'admite', 'caben']);
const AGE_UNITS = new Set(['years', 'year', 'yrs', 'yo', 'ans', 'an', 'anos', 'ano', 'jahre', 'jahren', 'jahr', 'anni', 'anno', 'y', 'old']);
const AGE_CUES = new Set([
  'aged',
  'ages',
  'age',
  'de',
  'di',
  'von',
  'im',
  'alter',
  '(',
  'agee',
  'agees',
  'edad',
  'eta',
  'idade',
  'are',
  'is',
  "who's",
  'who',
  'sont',
  'a',
  'son',
  'tiene',
  'tienen',
  'sind',
  'ist',
  'hat',
  'sono',
  'ha',
  'hanno',
  'sao',
  'tem',
  'both',
  ':',
]);
const LIST_JOIN = new Set([',', 'and', '&', 'et', 'y', 'und', 'e']);
const BREAK = new Set([',', '.', ';', '!', '?', 'and', 'et', 'y', 'und', 'e']);

/** "our two girls" are children, "6 girls" on a hen weekend are adults: a possessive before the count makes them children. */
const GIRLS_BOYS = new Set(['girls', 'boys', 'chicas', 'chicos', 'ragazze']);
const POSSESSIVE = new Set([
  'my',
  'our',
  'mes',
  'nos',
  'mis',
  'nuestros',
  'nuestras',
  'meine',
  'unsere',
  'miei',
  'mie',
  'nostri',
  'nostre',
  'meus',
  'minhas',
  'nossos',
  'nossas',
]);
/** Words that join a companion count to the writer ("me + 2 friends", "me and 3 mates", "plus our baby"). */
const PLUS = new Set(['+', 'plus', 'mais']);
const ME = new Set(['me', 'i', 'moi', 'yo', 'ich', 'io', 'eu', 'myself']);

function nounOf(toks: readonly Tok[], k: number, countAt: number): Noun | undefined {
  const w = toks[k]?.w ?? '';
  const noun = NOUNS.get(w);
  if (noun === 'adult' && GIRLS_BOYS.has(w) && [toks[countAt - 1]?.w, toks[countAt - 2]?.w].some((p) => POSSESSIVE.has(p ?? ''))) return 'child';
  return noun;
}

/** Up to two describing words between a count and its people noun ("4 college friends", "3 old school friends"). */
function describedNoun(toks: readonly Tok[], k: number, lang: Lang): number {
  for (let j = k; j < k + 3; j++) {
    const t = toks[j];
    if (!t || t.kind !== 'word') return k;
    if (NOUNS.has(t.w)) return j;
    if (NOT_PARTY_AFTER.has(t.w) || t.w.length < 3 || numberAt(toks, j, lang)) return k;
  }
  return k;
}

interface Count {
  noun: Noun;
  n: number;
  start: number;
  end: number;
}

/** A count is a capacity when an equipment word or a capacity verb governs it in the same clause. */
function capacity(toks: readonly Tok[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 5); k--) {
    const w = toks[k]?.w ?? '';
    if (CAPACITY_VERBS.has(w) || EQUIPMENT.has(w)) return true;
    if (BREAK.has(w)) return false;
  }
  return toks[i + 1]?.w === '-' && ['seater', 'seat', 'places', 'posti'].includes(toks[i + 2]?.w ?? '');
}

/** Ages written after a children count: "aged 7 and 10", "(4, 9 and 12)", "de 5 et 8 ans", "(6 und 9 Jahre)". */
function agesAfter(toks: readonly Tok[], from: number, lang: Lang, bare = false): { ages: number[]; end: number } {
  let k = from;
  while (k < from + 3 && AGE_CUES.has(toks[k]?.w ?? '')) k++;
  const ages: number[] = [];
  for (;;) {
    const n = numberAt(toks, k, lang, { words: true });
    if (!n || n.value > 17 || !Number.isInteger(n.value)) break;
    ages.push(n.value);
    k = n.end;
    if (LIST_JOIN.has(toks[k]?.w ?? '') && numberAt(toks, k + 1, lang)) k++;
    else break;
  }
  const unit = AGE_UNITS.has(toks[k]?.w ?? '') || toks[k]?.w === ')';
  const cued = AGE_CUES.has(toks[from]?.w ?? '');
  // Right after the children's noun, a list of small numbers that ends the phrase is their ages ("kids 6 and 9").
  const listEnds = bare && (k >= toks.length || BREAK.has(toks[k]?.w ?? ''));
  if (ages.length > 0 && listEnds && !unit && !cued) return { ages, end: k };
  return ages.length > 0 && (unit || cued) ? { ages, end: k + 1 } : { ages: [], end: from };
}

/** "a 7-year-old", "my 6 year old": the age written before the child. */
function ageBefore(toks: readonly Tok[], i: number, lang: Lang): number | null {
  const n = numberAt(toks, i, lang);
  if (!n || n.value > 17) return null;
  const ws = toks
    .slice(n.end, n.end + 5)
    .map((t) => t.w)
    .filter((w) => w !== '-');
  return ws[0] === 'year' && ws[1] === 'old' ? n.value : null;
}

export function readParty(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): PartyReading {
  const counts: Count[] = [];
  const spans: Span[] = [];
  const mark = (i: number, j: number) => spans.push({ start: toks[i]?.start ?? 0, end: toks[j - 1]?.end ?? 0 });
  let total: number | null = null;
  let companions = 0;
  let possessiveKids = 0;
  let possessiveBabies = 0;
  let couple = false;
  let solo = false;
  let tooLarge: string | null = null;
  const ages: number[] = [];
  let childMentioned = false;
  /** Children added to a stated total ("two of us plus our baby"). */
  let plus = 0;
  for (let i = 0; i < toks.length; i++) {
    if (taken(i)) continue;
    const t = toks[i] as Tok;
    const tb = TOTAL_BEFORE.at(toks, i);
    if (tb) {
      const k = tb.end + (['in', 'zu'].includes(toks[tb.end]?.w ?? '') ? 1 : 0);
      const zu = toks[tb.end]?.w === 'zu' ? ZU.get(toks[k]?.w ?? '') : undefined;
      const n = zu === undefined ? numberAt(toks, k, lang) : { value: zu, end: k + 1 };
      // "we are 2 adults and a child": the noun says what is counted, so the counts below read it.
      const counted = NOUNS.get(toks[n?.end ?? -1]?.w ?? '');
      if (n && Number.isInteger(n.value) && n.value >= 1 && !taken(k) && counted !== 'adult' && counted !== 'child' && counted !== 'infant') {
        if (n.value > MAX_PARTY)
          tooLarge = toks
            .slice(i, n.end)
            .map((x) => x.raw)
            .join(' ');
        else total = n.value;
        mark(i, n.end);
        i = n.end - 1;
        // "a group of 12 friends": the noun after the total is the same people.
        if (NOUNS.has(toks[n.end]?.w ?? '')) i = n.end;
        continue;
      }
    }
    const group = groupCount(toks, i, lang);
    if (group) {
      total = group.value;
      mark(i, group.end);
      i = group.end - 1;
      continue;
    }
    const comp = COMPANIONS.at(toks, i);
    if (comp) {
      if (PLUS.has(toks[i - 1]?.w ?? '') && (comp.value.child || comp.value.infant)) plus += 1;
      companions += comp.value.adults;
      if (comp.value.child) possessiveKids++;
      if (comp.value.infant) possessiveBabies++;
      childMentioned ||= Boolean(comp.value.child);
      mark(i, comp.end);
      const a = agesAfter(toks, comp.end, lang);
      if (comp.value.child) ages.push(...a.ages);
      if (comp.value.child && a.ages.length > 0) mark(comp.end, a.end);
      i = Math.max(comp.end, a.end) - 1;
      continue;
    }
    if (COUPLE.at(toks, i) && !['of', 'de'].includes(toks[COUPLE.at(toks, i)?.end ?? 0]?.w ?? '')) couple = true;
    if (SOLO.at(toks, i)) solo = true;
    if (NOUNS.get(t.w) === 'child' || NOUNS.get(t.w) === 'infant') childMentioned = true;
    // "the kids (3, 8 and 11)", "nos enfants de 4 et 9 ans": children counted by their listed ages.
    // "the boys (5, 7 and 12)": ages make girls and boys children.
    const listed = NOUNS.get(t.w) === 'child' || GIRLS_BOYS.has(t.w) ? agesAfter(toks, i + 1, lang, true) : undefined;
    if (listed && listed.ages.length > 0) {
      counts.push({ noun: 'child', n: listed.ages.length, start: i, end: listed.end });
      ages.push(...listed.ages);
      mark(i, listed.end);
      i = listed.end - 1;
      continue;
    }
    const n = numberAt(toks, i, lang, { article: true });
    if (!n || !Number.isInteger(n.value) || n.value < 1) continue;
    // "one way", "one-way": a kind of ticket, not a count.
    if (toks[n.end]?.w === 'way' || (toks[n.end]?.w === '-' && toks[n.end + 1]?.w === 'way')) continue;
    let k = n.end;
    while (k < n.end + 5 && MODIFIERS.has(toks[k]?.w ?? '') && !NOUNS.has(toks[k]?.w ?? '')) k++;
    if (!NOUNS.has(toks[k]?.w ?? '')) k = describedNoun(toks, k, lang);
    // "2 of us", "the four of us": the whole party.
    if (toks[n.end]?.w === 'of' && toks[n.end + 1]?.w === 'us' && n.value <= MAX_PARTY) {
      total = n.value;
      mark(i, n.end + 2);
      i = n.end + 1;
      continue;
    }
    // "I have 3 in my group", "3 in total".
    if (
      toks[n.end]?.w === 'in' &&
      ['my', 'our', 'the', 'total'].includes(toks[n.end + 1]?.w ?? '') &&
      (toks[n.end + 1]?.w === 'total' || toks[n.end + 2]?.w === 'group' || toks[n.end + 2]?.w === 'party')
    ) {
      total = n.value;
      mark(i, n.end + 2);
      continue;
    }
    const noun = nounOf(toks, k, i);
    const age = ageBefore(toks, i, lang);
    if (age !== null) {
      ages.push(age);
      childMentioned = true;
      continue;
    }
    if (noun) {
      if (capacity(toks, i)) continue;
      if (noun !== 'infant' && noun !== 'child' && ARTICLE_ONLY.has(t.w)) continue;
      if (n.value > MAX_PARTY) {
        tooLarge = toks
          .slice(i, k + 1)
          .map((x) => x.raw)
          .join(' ');
        continue;
      }
      const withWord =
        ['with', 'avec', 'con', 'mit', 'com'].includes(toks[i - 1]?.w ?? '') ||
        ['with', 'avec', 'con', 'mit', 'com'].includes(toks[i - 2]?.w ?? '') ||
        PLUS.has(toks[i - 1]?.w ?? '') ||
        (LIST_JOIN.has(toks[i - 1]?.w ?? '') && ME.has(toks[i - 2]?.w ?? ''));
      if (PLUS.has(toks[i - 1]?.w ?? '') && (noun === 'child' || noun === 'infant')) plus += n.value;
      counts.push({ noun: noun === 'friend' && withWord ? 'friend' : noun === 'friend' ? 'person' : noun, n: n.value, start: i, end: k + 1 });
      mark(i, k + 1);
      if (noun === 'child') {
        childMentioned = true;
        const a = agesAfter(toks, k + 1, lang);
        ages.push(...a.ages);
        if (a.ages.length) mark(k + 1, a.end);
        i = Math.max(k, a.end - 1);
      } else i = k;
      continue;
    }
    // "for two", "pour deux", "para dos", "für zwei", "it's for 2.": a small count after "for" with no noun.
    if (
      FOR.has(toks[i - 1]?.w ?? '') &&
      n.value <= 30 &&
      !capacity(toks, i - 1) &&
      toks[n.end]?.kind !== 'num' &&
      !ARTICLE_ONLY.has(t.w) &&
      !NOT_PARTY_AFTER.has(toks[n.end]?.w ?? '')
    ) {
      total ??= n.value;
      mark(i - 1, n.end);
    }
  }
  const sum = (noun: Noun) => counts.filter((c) => c.noun === noun).reduce((s, c) => s + c.n, 0);
  const has = (noun: Noun) => counts.some((c) => c.noun === noun);
  const kids = has('child') ? sum('child') + possessiveKids : possessiveKids > 0 ? possessiveKids : ages.length > 0 ? ages.length : null;
  const babies = has('infant') ? sum('infant') + possessiveBabies : possessiveBabies > 0 ? possessiveBabies : null;
  const friends = has('friend') ? sum('friend') + 1 : 0;
  let adults: number | null = has('adult') ? sum('adult') : null;
  const people = has('person') ? sum('person') : null;
  if (adults === null && (companions > 0 || friends > 0)) adults = 1 + companions + (friends > 0 ? friends - 1 : 0);
  if (adults === null && people !== null && kids === null && babies === null) adults = people;
  if (adults === null && couple && people === null && total === null) adults = 2;
  if (adults === null && solo && people === null && total === null) adults = 1;
  if (adults === null && couple && total === null && (kids !== null || babies !== null)) adults = 2;
  // "a family of 4 with two kids": the adults are the rest of the stated total.
  if (adults === null && total !== null && plus > 0) adults = total;
  if (adults === null && total !== null && kids !== null && total - kids - (babies ?? 0) >= 1) adults = total - kids - (babies ?? 0);
  const known = adults !== null ? adults + (kids ?? 0) + (babies ?? 0) : null;
  const travellers = (total !== null ? total + plus : null) ?? known ?? (people !== null ? people + (kids ?? 0) + (babies ?? 0) : null);
  const size = travellers ?? known;
  const kind: PartyKind =
    kids || babies || childMentioned ? 'family' : size === 1 ? 'solo' : size === 2 ? 'couple' : size && size > 2 ? 'group' : couple ? 'couple' : 'unknown';
  const childCount = kids;
  return {
    adults,
    children: childCount,
    infants: babies,
    travellers: travellers ?? null,
    child_ages: ages,
    kind,
    spans,
    too_large: tooLarge,
    ages_missing: (childCount ?? 0) > ages.length || (childMentioned && childCount === null),
  };
}

/** "zu zweit", "zu dritt" (German) and "in tre", "in quattro" (Italian, closing a clause): the whole party. */
function groupCount(toks: readonly Tok[], i: number, lang: Lang): { value: number; end: number } | undefined {
  const w = toks[i]?.w;
  const zu = w === 'zu' ? ZU.get(toks[i + 1]?.w ?? '') : undefined;
  if (zu !== undefined) return { value: zu, end: i + 2 };
  if (w !== 'in' || lang !== 'it' || toks[i + 1]?.kind !== 'word') return undefined;
  const n = numberAt(toks, i + 1, lang);
  const next = toks[i + 2];
  return n && n.value >= 2 && n.value <= 30 && (!next || BREAK.has(next.w) || NOUNS.get(next.w) === 'person') ? { value: n.value, end: n.end } : undefined;
}

/** "a"/"an"/"un" count as one only before a child or a baby ("an infant", "un neonato"), never before "people". */
const ARTICLE_ONLY = new Set(['a', 'an', 'un', 'une', 'uno', 'una', 'um', 'uma', 'ein', 'eine', 'einen', 'einem', 'einer']);
