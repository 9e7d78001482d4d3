import { touching, type Tok } from './tokens.js';

/**
 * Numbers that file a trip in an office, not facts of it: a cost centre, a purchase order, a staff or project number, a
 * reference ("Kostenstelle: 4711-220", "CC 4410-223 / PO 88172", "centro de costos 5530-02", "matricule 40577", "commessa
 * 27/114", "Ref. 2231"). The label names what the number is; the parts joined to it by a dash or a slash are the same code.
 */
const LABELS = new Set(
  [
    'po cc ref reference refs invoice',
    'matricule dossier',
    'costos costo expediente referencia legajo',
    'kostenstelle kst personalnummer aktenzeichen referenz bestellnummer',
    'commessa matricola riferimento pratica',
    'custo custos matricula processo',
  ]
    .join(' ')
    .split(' '),
);
/** Two-word labels whose second word alone says nothing ("cost centre", "centre de coûts" ends in a label word already). */
const CENTRE = new Set(['centre', 'center', 'code']);
const COST = new Set(['cost', 'costs', 'project']);
/** Marks written between a label and its number ("Ref.: 2231", "PO# 88172", "N° 12"). */
const MARKS = new Set([':', '.', '#', '-']);

/** The first token of the code that token i belongs to, across parts joined by a dash or a slash ("4711-220", "27/114"). */
function codeStart(toks: readonly Tok[], i: number): number {
  let k = i;
  while (['-', '/'].includes(toks[k - 1]?.w ?? '') && toks[k - 2]?.kind === 'num' && touching(toks[k - 2], toks[k - 1]) && touching(toks[k - 1], toks[k]))
    k -= 2;
  return k;
}

/** Is the number at token i (part of) a code a label names? */
export function referenceCode(toks: readonly Tok[], i: number): boolean {
  let k = codeStart(toks, i) - 1;
  while (k >= 0 && MARKS.has(toks[k]?.w ?? '')) k--;
  const label = toks[k]?.w ?? '';
  return LABELS.has(label) || (CENTRE.has(label) && COST.has(toks[k - 1]?.w ?? ''));
}
