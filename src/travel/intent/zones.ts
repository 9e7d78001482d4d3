import type { RoledMention } from './place-mentions.js';
import type { Tok } from './tokens.js';

/**
 * A town's name that gives its name to a zone of several countries ("the Schengen area", "l'espace Schengen", "el espacio
 * Schengen", "der Schengen-Raum", "lo spazio Schengen", "o espaço Schengen") names that zone, not the town. The languages
 * call such a zone a "space", a word no one uses for the surroundings of one place; "area" and "zone" also name a town's
 * surroundings ("the Barcelona area"), so they make a zone only where the clause speaks of countries.
 */
const SPACE = new Set(['espace', 'espacio', 'raum', 'spazio', 'espaco']);
const AREA = new Set(['area', 'zone', 'zona']);
const COUNTRIES = new Set(['countries', 'pays', 'paises', 'lander', 'staaten', 'paesi', 'stati', 'estados']);
const CLAUSE_END = new Set(['.', ';', '!', '?']);

/** The zone word beside the name: after it in English and German ("Schengen area", "Schengen-Raum"), before it elsewhere. */
function zoneWord(toks: readonly Tok[], r: RoledMention): string | undefined {
  const after = toks[r.last]?.w === '-' ? toks[r.last + 1] : toks[r.last];
  const before = toks[r.first - 1];
  return [after?.w, before?.w].find((w) => w !== undefined && (SPACE.has(w) || AREA.has(w)));
}

function speaksOfCountries(toks: readonly Tok[], r: RoledMention): boolean {
  let from = r.first;
  while (from > 0 && !CLAUSE_END.has(toks[from - 1]?.w ?? '')) from--;
  let to = r.last;
  while (to < toks.length && !CLAUSE_END.has(toks[to]?.w ?? '')) to++;
  return toks.slice(from, to).some((t) => COUNTRIES.has(t.w.replace(/ä/g, 'a')));
}

/** The towns the request names as zones of several countries: context, not places of the trip. */
export function zonesOfCountries(toks: readonly Tok[], out: readonly RoledMention[]): RoledMention[] {
  return out.filter((r) => {
    if (r.mention.type !== 'city') return false;
    const w = zoneWord(toks, r);
    return w !== undefined && (SPACE.has(w) || speaksOfCountries(toks, r));
  });
}
