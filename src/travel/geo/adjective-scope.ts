import { countryOfAdjective } from './country-adjectives.js';
import type { Token } from './normalize.js';

/**
 * A country adjective that scopes a destination, in the six request languages: beside a noun of a
 * kind of place ("a Greek island", "eine griechische Insel", "un village grec", "un'isola spagnola",
 * "somewhere Portuguese") it names the country; beside a region's name ("Finnish Lapland", "Patagonia
 * chilena", "die französischen Alpen", "the Slovak side of the Carpathians", "le versant slovaque des
 * Carpates") it keeps that region to the country. Either order is read in every language: English
 * and German put the adjective first, the Romance languages mostly after.
 */

/** Nouns of a kind of place a traveller asks for without naming it (folded; the grammar's words, no names). */
const PLACE_NOUNS = new Set(
  [
    'island islands isle village villages town towns city cities coast coastline beach beaches countryside mountains lakes seaside resort resorts somewhere someplace spot',
    'ile iles village villages ville villes cote cotes plage plages campagne montagne montagnes lac lacs station stations coin endroit',
    'isla islas pueblo pueblos pueblito ciudad ciudades costa costas playa playas campo montana montanas lago lagos sitio lugar rincon',
    'insel inseln dorf dorfer stadt stadte kuste strand strande berge seen ort orte ecke',
    'isola isole paese paesino paesi borgo borghi citta costa coste spiaggia spiagge campagna montagna montagne lago laghi posto angolo localita',
    'ilha ilhas aldeia aldeias vila vilas cidade cidades praia praias montanha montanhas lugar cantinho recanto',
  ]
    .join(' ')
    .split(' '),
);

/** Words that name a part of a region ("the Slovak side of", "la parte eslovaca de", "die slowakische Seite der"). */
const SIDE_WORDS = new Set('side part half end cote versant partie lado parte vertiente seite teil halfte versante lato'.split(' '));
/** Articles and links allowed between the adjective and the region's name. */
const LINKS = new Set(
  'the of le la les l de des du d el los las del der die den dem des il lo i gli dei degli della delle dello di o a os as do da dos das'.split(' '),
);

/** Languages that put an adjective after the noun ("Patagonia chilena"); in English and German a word there belongs to what follows. */
const ADJECTIVE_AFTER = new Set(['fr', 'es', 'it', 'pt']);

export interface AdjectiveScope {
  /** ISO 3166-1 alpha-2 of the country the adjective names. */
  code: string;
  /** Token span of the adjective and the noun or side words it takes. */
  start: number;
  end: number;
}

const adjectiveAt = (toks: readonly Token[], i: number, lang: string, names = false) => {
  const t = toks[i];
  return t ? countryOfAdjective(t.norm, lang, names) : undefined;
};

/** Adjective and noun are one phrase only with nothing but spaces between ("Croatia - Istria" is a list). */
const spaced = (source: string, toks: readonly Token[], a: number, b: number) => /^\s+$/u.test(source.slice(toks[a]?.end ?? 0, toks[b]?.start ?? 0));

/** French "côté" (side) folds like "côte" (coast): "côté français" is a side of something, no coast. */
const isNoun = (t: Token | undefined) => t !== undefined && PLACE_NOUNS.has(t.norm) && !/é$/iu.test(t.raw);

/** "griechische Insel" / "village grec" / "somewhere Greek" at token i: the country the words scope the trip to. */
export function adjectiveScopeAt(source: string, toks: readonly Token[], i: number, lang: string): AdjectiveScope | undefined {
  if (!toks[i + 1] || !spaced(source, toks, i, i + 1)) return undefined;
  const code = isNoun(toks[i]) ? adjectiveAt(toks, i + 1, lang) : isNoun(toks[i + 1]) ? adjectiveAt(toks, i, lang) : undefined;
  return code ? { code, start: i, end: i + 2 } : undefined;
}

/**
 * The adjective that keeps the region written at tokens [start, end) to one country: right after it
 * ("Laponie finlandaise"), right before it ("Finnish Lapland"), or before side words and links ("the
 * Slovak side of the", "le versant slovaque des").
 */
export function adjectiveOfRegion(source: string, toks: readonly Token[], start: number, end: number, lang: string): AdjectiveScope | undefined {
  const after = ADJECTIVE_AFTER.has(lang) && spaced(source, toks, end - 1, end) ? adjectiveAt(toks, end, lang, true) : undefined;
  if (after) return { code: after, start, end: end + 1 };
  let j = start - 1;
  let side = false;
  while (j >= 0 && j >= start - 4 && spaced(source, toks, j, j + 1)) {
    const w = toks[j]?.norm ?? '';
    const code = adjectiveAt(toks, j, lang);
    const sideBefore = SIDE_WORDS.has(toks[j - 1]?.norm ?? '');
    if (code && (j === start - 1 || side || sideBefore)) return { code, start: sideBefore ? j - 1 : j, end };
    if (SIDE_WORDS.has(w)) side = true;
    else if (!LINKS.has(w)) return undefined;
    j--;
  }
  return undefined;
}
