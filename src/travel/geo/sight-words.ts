/**
 * Words that open the name of a building or a quarter, folded, in the six request languages ("Musée d'Orsay", "Estátua da
 * Liberdade", "Museo del Prado", "Colonia Roma", "bairro da Liberdade"): a place's name after them is the sight's or the
 * quarter's own name, seen in the place the trip goes to, not always a trip to the place it names.
 */
// eslint-disable-next-line no-restricted-syntax -- only flattened into Sets, never looked up
const BUILDINGS: Record<string, readonly string[]> = {
  en: ['museum', 'statue', 'palace', 'cathedral', 'basilica', 'abbey', 'castle', 'fortress', 'gardens', 'temple', 'shrine'],
  fr: ['musee', 'statue', 'palais', 'chateau', 'cathedrale', 'basilique', 'abbaye', 'eglise', 'jardin', 'jardins', 'temple'],
  es: ['museo', 'estatua', 'palacio', 'castillo', 'catedral', 'basilica', 'iglesia', 'monasterio', 'jardin', 'templo'],
  de: ['museum', 'statue', 'schloss', 'burg', 'kathedrale', 'basilika', 'kloster', 'kirche', 'tempel'],
  it: ['museo', 'statua', 'palazzo', 'castello', 'cattedrale', 'basilica', 'chiesa', 'abbazia', 'giardino', 'tempio'],
  pt: ['museu', 'estatua', 'palacio', 'castelo', 'catedral', 'basilica', 'igreja', 'mosteiro', 'jardim', 'templo'],
};

/** Words that open a quarter's name ("Colonia Roma", "barrio de Salamanca", "quartier Latin", "bairro da Liberdade"). */
// eslint-disable-next-line no-restricted-syntax -- only flattened into Sets, never looked up
const QUARTERS: Record<string, readonly string[]> = {
  en: ['neighbourhood', 'neighborhood', 'district'],
  fr: ['quartier', 'arrondissement'],
  es: ['barrio', 'colonia', 'distrito'],
  de: ['stadtteil', 'viertel', 'bezirk', 'kiez'],
  it: ['quartiere', 'rione', 'sestiere'],
  pt: ['bairro', 'distrito'],
};

// A sight keeps its name in the language of its place whatever the request's ("a hotel in Colonia Roma", "the Museo del Prado").
const allWords = (words: Record<string, readonly string[]>) => new Set(Object.values(words).flat());
const BUILDING_WORDS = allWords(BUILDINGS);
const QUARTER_WORDS = allWords(QUARTERS);

/** What a word before a name says it names: a building's name, a quarter's, or neither. */
export type SightWord = 'building' | 'quarter';

export function sightWordOf(w: string): SightWord | undefined {
  if (QUARTER_WORDS.has(w)) return 'quarter';
  return BUILDING_WORDS.has(w) ? 'building' : undefined;
}
