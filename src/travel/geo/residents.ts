import type { Catalog } from './catalog.js';
import type { Token } from './normalize.js';
import type { Place } from './place.js';
import { candidatesFor } from './resolve.js';

/**
 * People named after their city ("Londoners", "Lyonnais", "sevillanos", "Münchner", "torinesi",
 * "lisboetas"): where the party lives, so where the trip starts. A word is read so only in a slot that
 * describes the party ("we Londoners", "en tant que Lyonnais", "somos sevillanos", "wir Hamburger",
 * "noi torinesi", "dois recifenses", "Münchner Paar", "familia sevillana"), and only when stripping a
 * demonym ending of the request's language and restoring the name's ending gives a prominent city.
 * The endings are the regular derivations of each language; irregular demonyms ("carioca",
 * "madrileño", "paulistano") are not derivable and stay unread.
 */

/** Demonym endings with their inflections, longest first per language (normalized: no accents). */
const ENDINGS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries<readonly string[]>({
    en: ['siders', 'sider', 'ians', 'ites', 'ers', 'ian', 'ite', 'ans', 'ese', 'er', 'an'],
    fr: ['iennes', 'ienne', 'eoises', 'eoise', 'iens', 'eois', 'aises', 'oises', 'aines', 'ien', 'aise', 'oise', 'aine', 'ains', 'ais', 'ois', 'ain'],
    es: ['enses', 'ense', 'anos', 'anas', 'enos', 'enas', 'eses', 'esas', 'inos', 'inas', 'ano', 'ana', 'eno', 'ena', 'esa', 'ino', 'ina', 'es'],
    de: ['ischen', 'ischer', 'isches', 'ische', 'nerinnen', 'erinnen', 'nerin', 'nern', 'erin', 'ner', 'ern', 'er'],
    it: ['etani', 'etano', 'etana', 'etane', 'itani', 'itano', 'itana', 'itane', 'ese', 'esi', 'ani', 'ano', 'ana', 'ane', 'ini', 'ino', 'ina', 'ine'],
    pt: ['enses', 'ense', 'anos', 'anas', 'etas', 'inos', 'inas', 'eses', 'esas', 'ano', 'ana', 'eta', 'ino', 'ina', 'esa', 'es'],
  }),
);
/** What a name may end with once the demonym ending is gone ("sevill-a", "marseill-e", "munch-en", "nant-es"). */
const NAME_ENDINGS = ['', 'a', 'o', 'e', 'i', 'es', 'en'];

/**
 * Words that open a description of the party in any of the six languages (a request's language is
 * not always identified right on a short text): a pronoun, "as", a first-person copula, a number, a
 * group noun.
 */
const PARTY_WORDS: ReadonlySet<string> = new Set(
  [
    'we us were im am are as fellow couple pair group family two three four five six',
    'nous on sommes suis est tant couple famille groupe bande deux trois quatre cinq six',
    'somos soy como nosotros nosotras pareja familia grupo dos tres cuatro cinco seis',
    'wir als sind bin paar familie gruppe zwei drei vier funf sechs',
    'noi siamo sono come coppia famiglia gruppo due tre quattro cinque sei',
    'nos somos sou como casal familia grupo dois duas tres quatro cinco seis',
  ].flatMap((line) => line.split(' ')),
);
/** Nouns for the people travelling: a demonym beside one describes them ("Münchner Paar", "Canadian couple", "famiglia romana"). */
const PERSON_NOUNS: ReadonlySet<string> = new Set(
  [
    'couple couples family families retirees students friends parents',
    'famille retraites amis copains copines etudiants',
    'pareja parejas familia jubilados amigos amigas estudiantes',
    'paar familie rentner freunde freundinnen studenten',
    'coppia famiglia pensionati amici amiche studenti',
    'casal familia aposentados amigos amigas estudantes',
  ].flatMap((line) => line.split(' ')),
);
/** Words that may stand between the party word and the demonym ("a couple of", "en tant que", "un couple de"). */
const FILLERS = new Set(['a', 'an', 'of', 'true', 'proud', 'de', 'des', 'que', 'un', 'une', 'en', 'di', 'dos', 'das']);
/** A city read from its people must be well known: a demonym names a place people know by it. */
const MIN_PRIOR = 0.55;

/**
 * Whether token i describes the party: a person noun follows it ("Münchner Paar"), a party word precedes it within three words
 * with nothing else between ("somos sevillanos"), or it follows, as Romance adjectives go, a person noun so preceded ("un couple
 * de retraités lyonnais", "tre amici torinesi"; not "voir des amis lyonnais").
 */
export function inPartySlot(toks: readonly Token[], i: number): boolean {
  if (PERSON_NOUNS.has(toks[i + 1]?.norm ?? '')) return true;
  return partyWordBefore(toks, i) || (PERSON_NOUNS.has(toks[i - 1]?.norm ?? '') && partyWordBefore(toks, i - 1));
}

/** A party word or a count within three words before token i, with only fillers between. */
function partyWordBefore(toks: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    const t = toks[k] as Token;
    if (PARTY_WORDS.has(t.norm) || /^\d{1,2}$/.test(t.norm)) return true;
    if (!FILLERS.has(t.norm)) return false;
  }
  return false;
}

/** Whether token i stands right beside a word for the party ("Irish family", "pareja chilena", "wir Schweizer"): a country's adjective describes the party only there ("on American Airlines" does not). */
export function besidePartyWord(toks: readonly Token[], i: number): boolean {
  const prev = toks[i - 1]?.norm ?? '';
  return PERSON_NOUNS.has(toks[i + 1]?.norm ?? '') || PERSON_NOUNS.has(prev) || WE_ARE.has(prev);
}
/** "we Swiss", "nous sommes belges", "somos chilenos", "wir sind Schweizer": a first person plural or its copula. */
const WE_ARE = new Set('we us are were nous sommes nosotros nosotras somos wir sind noi siamo nos'.split(' '));

/** Undoubled final consonant ("lyonn" -> "lyon", "parisienn" is handled by its own ending). */
const undoubled = (stem: string) => (/([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem);

/**
 * The city or country a demonym names, by the regular endings of `lang` ("sevillanos", "chilena",
 * "Schweizer", "österreichische"); undefined when none is prominent enough. A country names no
 * departure airport but is still where the party lives.
 */
export function placeOfResidents(cat: Catalog, word: string, lang: string, before?: string): Place | undefined {
  let best: Place | undefined;
  for (const ending of ENDINGS.get(lang) ?? ENDINGS.get('en') ?? []) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const stem = word.slice(0, -ending.length);
    // The stem as written first: "Rennais" is Rennes ("renn-es"), not Reno ("ren-o").
    for (const base of new Set([stem, undoubled(stem)])) {
      if (best) return best;
      for (const tail of NAME_ENDINGS) {
        const name = base + tail;
        // "New Yorkers": the word before may belong to the name.
        for (const key of before ? [`${before} ${name}`, name] : [name]) {
          for (const c of candidatesFor(cat, key)) {
            const p = c.place;
            if ((p.type !== 'city' && p.type !== 'country') || p.prior < MIN_PRIOR) continue;
            if (!best || p.prior > best.prior) best = p;
          }
          if (best && key !== name) return best;
        }
      }
    }
    if (best) return best;
  }
  return best;
}
