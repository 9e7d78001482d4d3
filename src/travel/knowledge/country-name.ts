const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
/** Names already looked up: a country's name is asked for every ranked candidate in it, and ICU is slow to answer. */
const namedCountries = new Map<string, string>();
/** A country's English name from its ISO code, or the code when it has none. */
export function countryName(code: string): string {
  let name = namedCountries.get(code);
  if (name === undefined) namedCountries.set(code, (name = COUNTRY_NAMES.of(code) ?? code));
  return name;
}
