import type { Token } from './normalize.js';

/**
 * Nouns of a festivity or seasonal market in the six languages, folded as tokens are. A city's adjective beside one
 * ("Kölner Karneval", "Feria sevillana", "carnaval niçois", "the Viennese ball season") names where it is held; beside other
 * nouns the same adjectives are dishes and styles ("Wiener Schnitzel", "pasta bolognese"), so only these count.
 */
const FESTIVE_NOUNS: ReadonlySet<string> = new Set(
  [
    'carnival carnivals festival festivals fair fairs market markets parade ball balls fest',
    'carnaval festival fete fetes foire marche marches feria bal defile',
    'carnaval carnavales feria ferias fiesta fiestas festival mercado mercadillo procesion procesiones',
    'karneval fasching fasnacht fastnacht fest festival markt weihnachtsmarkt christkindlmarkt christkindlesmarkt ball opernball kirmes',
    'carnevale festa feste festival fiera mercato mercatino mercatini palio sagra',
    'carnaval festa festas festival feira mercado',
  ].flatMap((line) => line.split(' ')),
);

/** Whether token i stands right beside a festivity's noun, before it or after it. */
export const besideFestivity = (toks: readonly Token[], i: number): boolean =>
  FESTIVE_NOUNS.has(toks[i + 1]?.norm ?? '') || FESTIVE_NOUNS.has(toks[i - 1]?.norm ?? '');
