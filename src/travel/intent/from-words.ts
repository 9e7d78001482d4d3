/**
 * "from" proper in the six request languages: the words that start the place a distance or a span of hours is
 * measured from ("2 hours from Madrid", "desde Sevilla", "2 Stunden von München", "depuis Lyon", "dalla costa").
 */
export const FROM_PROPER: ReadonlySet<string> = new Set([
  'from',
  'desde',
  'von',
  'vom',
  'ab',
  'depuis',
  'dal',
  'dalla',
  'dallo',
  "dall'",
  'dai',
  'dagli',
  'dalle',
]);

/**
 * The "of" words that also join a measure to its place ("à 2 heures de Lyon", "a 5 minutos de Sevilla", "a 3 ore di
 * distanza", "within an hour of Boston"); alone they mean "of", so a reader wants more than the word before trusting it.
 */
export const MEASURE_OF: ReadonlySet<string> = new Set(['of', 'de', 'du', 'des', 'd', "d'", 'da', 'di', 'do']);
