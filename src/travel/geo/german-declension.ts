/**
 * German declines an adjective that opens a name ("in der Sächsischen Schweiz", "im Bayerischen Wald", "auf den
 * Ostfriesischen Inseln", "am Schwarzen Meer"), where the gazetteer lists the name in the nominative ("Sächsische Schweiz",
 * "Bayerischer Wald", "Ostfriesische Inseln", "Schwarzes Meer"). The keys words opening with one in the oblique ending -en
 * may be listed under: that word with each nominative ending (-e, -er, -es) instead; none for other words. Only a name of
 * two words or more is read so ("Bremen" is no "Bremer"); one word is the start of such a name.
 */
const OBLIQUE = /^(\S{3,})en((?: .+)?)$/;
const NOMINATIVE_ENDINGS = ['e', 'er', 'es'];

export function nominativeKeys(key: string): string[] {
  const m = OBLIQUE.exec(key);
  return m ? NOMINATIVE_ENDINGS.map((e) => `${m[1]}${e}${m[2]}`) : [];
}
