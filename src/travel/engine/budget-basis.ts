import { foldName } from '../../text/fold-name.js';

/**
 * Whether the stated budget leaves out the way there ("budget 2,500 pesos a day not counting flights",
 * "R30,000 a month, flights separate", "1500 € hors vols", "sin contar los vuelos", "Flüge extra",
 * "voli esclusi", "passagens à parte"). Students, backpackers and long stays often budget the stay
 * alone; counting the fares against it would call every place over budget. Read from the request's
 * words (folded: case and accents ignored) by a lexicon of the six languages.
 */
const PHRASES = [
  'not counting flights|not counting the flights|not including flights|not including the flights|flights not included|excluding flights|excluding the flights|except flights|except for flights|except the flights|flights separate|flights separately|flights are separate|flights extra|plus flights|without flights|flights aside|on top of flights|besides flights|not incl flights|excl flights',
  'hors vols|hors vol|hors billets d avion|hors avion|vols non compris|vol non compris|sans les vols|sans le vol|sans compter les vols|sans compter le vol|vols en plus|vols a part',
  'sin vuelos|sin contar vuelos|sin contar los vuelos|sin contar el vuelo|vuelos aparte|vuelo aparte|sin el vuelo|sin los vuelos|vuelos no incluidos|aparte de los vuelos|sin pasajes|sin contar pasajes|sin contar los pasajes|pasajes aparte',
  'ohne flug|ohne fluge|ohne die fluge|ohne den flug|fluge extra|flug extra|exklusive flug|exklusive fluge|zuzuglich flug|zuzuglich fluge|fluge nicht inbegriffen|flug nicht inbegriffen|ohne anreise',
  'voli esclusi|volo escluso|esclusi i voli|escluso il volo|escluso volo|senza voli|senza il volo|senza i voli|voli a parte|volo a parte|oltre ai voli',
  'sem voos|sem voo|sem contar voos|sem contar os voos|sem contar o voo|voos a parte|voo a parte|sem o voo|sem os voos|passagens a parte|sem passagens|sem contar as passagens|fora as passagens|fora os voos|voos nao incluidos',
]
  .join('|')
  .split('|');

/** Folded and padded, so a phrase matches whole words only. */
const padded = (s: string) => ` ${foldName(s)} `;
const FOLDED = PHRASES.map((p) => padded(p));

export function budgetLeavesOutTravel(text: string | undefined): boolean {
  if (!text) return false;
  const t = padded(text);
  return FOLDED.some((p) => t.includes(p));
}
