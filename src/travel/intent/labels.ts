import type { Tok } from './tokens.js';

/**
 * Requests pasted as a form: labelled lines ("From: SYD", "- Départ : Marseille", "**Ziel:** Wien",
 * "| Origen | Lima |"). The label is a line-level role in the discourse: it says what the value
 * after it is (where the trip starts, where it goes, what to avoid, who travels, when, how much),
 * so the value's role comes from the label and not from a cue inside the value; the label itself is
 * a function word of the form, read by nobody. A label is up to four words at the start of a line
 * (after a bullet, a number, markdown emphasis or a table's "|"), closed by ":" or a table cell's
 * "|". Its field comes from the words it holds, in the six languages; a label no word places
 * ("Sonstiges:", "Notes:") is `other`: still a label, with a value read as prose.
 */
export type LabelField = 'excluded' | 'party' | 'dates' | 'budget' | 'origin' | 'destination' | 'other';

export interface FieldLine {
  field: LabelField;
  /** Token range [start, end) of the label with its bullet and separator. */
  label: { start: number; end: number };
  /** Token range [start, end) of the value, to the end of the line. */
  value: { start: number; end: number };
}

/**
 * Label words by field (folded). Words that say where from only as the last word of a label
 * ("Departing from", "Partindo de", "Abreise ab") are in FROM_LAST: "Nombre de voyageurs" is no start.
 */
const WORDS: ReadonlyArray<[LabelField, string]> = [
  [
    'excluded',
    'not avoid avoiding except excluding exclude excluded skip without pas eviter sauf sans exclure exclu exclus exclues evitar excepto menos sin excluir excluido excluidos nicht ohne kein keine keinesfalls ausser vermeiden ausgeschlossen evitare escludere escluso esclusi esclusa non tranne senza nao exceto excluir excluido sem',
  ],
  [
    'party',
    'who travellers travelers traveller traveler people persons party group guests passengers pax adults kids children participants qui adultes enfants voyageurs voyageur personnes participants passagers voyageant quien quienes viajeros viajero adultos ninos personas pasajeros grupo somos viajamos participantes wer reisende erwachsene kinder personen teilnehmer gruppe mitreisende passagiere chi viaggiatori adulti bambini persone partecipanti gruppo passeggeri siamo quem viajantes adultos criancas pessoas passageiros',
  ],
  [
    'dates',
    'when dates date period timing window quand periode fechas fecha cuando periodo wann zeitraum termin datum reisezeit daten reisedatum quando data periodo datas',
  ],
  ['budget', 'budget price cost max maximum prix tarif presupuesto precio coste preis kosten preisrahmen prezzo spesa costo orcamento preco custo'],
  [
    'origin',
    'from leaving departing departure depart departs origin orig home start starting outbound depart departs origine provenance partant salida saliendo salimos origen partida partimos desde abfahrt abflug abflughafen abflugort abreise abreiseort abfahrtsort startort ausgangspunkt wohnort heimatflughafen partenza partiamo origine provenienza partendo saida saindo origem partindo saimos',
  ],
  [
    'destination',
    'to where destination destinations going heading arrival arriving dest ou arrivee vers aller destino destinos donde adonde llegada hacia ir ziel ziele reiseziel urlaubsziel zielort wohin nach ankunft destinazione destinazioni meta dove arrivo verso onde para chegada',
  ],
];
const FROM_LAST = new Set(['from', 'de', 'da', 'desde', 'von', 'ab', 'di', 'do', 'dal', 'del', 'du', 'des']);
/** Destination words that are prepositions: a whole label only ("To:", "Nach:", "A:", "Para:"), or its last word ("Trip to:", "Queremos ir a:"). */
const TO_LAST = new Set(['to', 'a', 'nach', 'para', 'vers', 'hacia', 'verso']);

const FIELD_OF = new Map<string, LabelField>();
for (const [field, words] of WORDS) for (const w of words.split(' ')) if (!FIELD_OF.has(w)) FIELD_OF.set(w, field);

const ORDER: readonly LabelField[] = ['excluded', 'party', 'dates', 'budget', 'origin', 'destination'];
const BULLETS = new Set(['-', '*', '•', '·', '–', '—', '>', '#', '|', '+', '◦', '▪']);
const MAX_LABEL_WORDS = 4;

/** The field a label's words name: the first field in ORDER that one of them names ("Da evitare" avoids, "Aeroporto di partenza" starts). */
function fieldOf(words: readonly string[]): LabelField {
  const found = new Set<LabelField>();
  words.forEach((w, k) => {
    const last = k === words.length - 1;
    if (FROM_LAST.has(w)) {
      if (last) found.add('origin');
      return;
    }
    if (TO_LAST.has(w)) {
      if (last) found.add('destination');
      return;
    }
    const f = FIELD_OF.get(w);
    if (f) found.add(f);
  });
  return ORDER.find((f) => found.has(f)) ?? 'other';
}

/** Whether a label's words (folded, space-separated) name a field of a form ("Dates", "Reiseziel"), as a speaker's name does not. */
export const namesField = (label: string): boolean => fieldOf(label.split(/\s+/)) !== 'other';

/** The tokens of each line of the text, as index ranges [start, end). */
function lineRanges(text: string, toks: readonly Tok[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let i = 0;
  while (i < toks.length) {
    const lineEnd = text.indexOf('\n', (toks[i] as Tok).start);
    const stop = lineEnd < 0 ? Infinity : lineEnd;
    let j = i;
    while (j < toks.length && (toks[j] as Tok).start < stop) j++;
    out.push([i, j]);
    i = j;
  }
  return out;
}

/** The labelled lines of a text. A text of one line is a label line only when it is a table row or holds a second label after the value. */
export function labelledLines(text: string, toks: readonly Tok[]): FieldLine[] {
  if (!text.includes(':') && !text.includes('|')) return [];
  const out: FieldLine[] = [];
  const lines = lineRanges(text, toks);
  for (let n = 0; n < lines.length; n++) {
    const [s, e] = lines[n] as [number, number];
    const header = headerRow(toks, s, e);
    const rows = header ? rowsUnder(toks, lines, n + 1, header.length) : [];
    if (header && rows.length > 0) {
      out.push({ field: 'other', label: { start: s, end: e }, value: { start: e, end: e } });
      for (const row of rows)
        row.forEach(([a, b], k) => out.push({ field: header[k] as LabelField, label: { start: a, end: a }, value: { start: a, end: b } }));
      n += rows.length;
      continue;
    }
    const cells = cellRanges(toks, s, e).map(([a, b]) => labelAt(toks, a, b, false));
    const inline = inlineLabels(toks, s, e);
    if (cells.filter((c) => c !== null).length >= 2) out.push(...cells.filter((c): c is FieldLine => c !== null));
    else if (inline.length >= 2) out.push(...inline);
    else {
      const line = labelAt(toks, s, e, toks[s]?.w === '|');
      if (line) out.push(line);
    }
  }
  // A single label line in prose ("Update: we now want Rome") is no form unless it is a table row.
  return out.length >= 2 || out.some((l) => toks[l.label.start]?.w === '|') ? out : [];
}

/** Marks around a label's words besides bullets: a JSON key's quotes and the brace that opens its object ({"from":). */
const KEY_MARKS = new Set(['"', '“', '”', "'", '{']);

/** The label opening tokens [s, e) (a line, or a cell of a row): "From: SYD", "- Départ : Marseille", "| Origen | Lima |" in a table. */
function labelAt(toks: readonly Tok[], s: number, e: number, table: boolean): FieldLine | null {
  let k = s;
  while (
    k < e &&
    (BULLETS.has(toks[k]?.w ?? '') || KEY_MARKS.has(toks[k]?.w ?? '') || (toks[k]?.kind === 'num' && [')', '.'].includes(toks[k + 1]?.w ?? '')))
  ) {
    k += toks[k]?.kind === 'num' ? 2 : 1;
  }
  const words: string[] = [];
  while (k < e && words.length < MAX_LABEL_WORDS && toks[k]?.kind === 'word') {
    words.push(toks[k]?.w ?? '');
    // A key's words may be joined by an underscore ("budget_usd").
    k += toks[k + 1]?.w === '_' && toks[k + 2]?.kind === 'word' ? 2 : 1;
  }
  while (k < e && (toks[k]?.w === '*' || KEY_MARKS.has(toks[k]?.w ?? ''))) k++;
  const sep = toks[k]?.w;
  if (words.length === 0 || !(sep === ':' || (table && sep === '|'))) return null;
  // "12:30" and "Note: ..." after a number are no label; nor is a value-less line ("Hi Anna:").
  let v = k + 1;
  // A JSON value opens with its quotes or its list's bracket ("to":["Lima"]): the value is the name inside them.
  while (v < e && (toks[v]?.w === '*' || toks[v]?.w === '[' || KEY_MARKS.has(toks[v]?.w ?? ''))) v++;
  return v < e ? { field: fieldOf(words), label: { start: s, end: v }, value: { start: v, end: e } } : null;
}

/**
 * Marks that end one field of a line and may open the next: "traveller: 1 pax, dest: Reykjavik", {"from":"SFO","to":"OAX"},
 * and a relay's sentences ("Origin: Chicago (ORD). Purpose: temples").
 */
const FIELD_BREAKS = new Set([',', ';', '{', '.']);

/**
 * The labels written inside one line of tokens [s, e), each opening a clause of it ("traveller: 1 pax, ex-JFK, dest: Reykjavik +
 * golden circle, dates 2028-02-10..15", a JSON object's keys): each value runs to the next label, so a clause with no label of
 * its own ("ex-JFK") is the value before it. Only labels naming a field count ("Lisbon: 3 nights, Porto: 2 nights" is an
 * itinerary), two at least: one "Dates: ..." in a sentence is prose.
 */
function inlineLabels(toks: readonly Tok[], s: number, e: number): FieldLine[] {
  const found: FieldLine[] = [];
  for (let k = s; k < e; k++) {
    if (k > s && !FIELD_BREAKS.has(toks[k - 1]?.w ?? '')) continue;
    const label = labelAt(toks, k, e, false);
    if (!label || label.field === 'other') continue;
    found.push(label);
    k = label.label.end - 1;
  }
  if (found.length < 2) return [];
  return found.map((l, n) => {
    const next = found[n + 1]?.label.start;
    return next === undefined ? l : { ...l, value: { start: l.value.start, end: Math.max(l.value.start, next - 1) } };
  });
}

/** The cells of tokens [s, e) split at "|" ("Client: Patel | From: Leeds | Pax: 2"), without the bars; one cell when there is none. */
function cellRanges(toks: readonly Tok[], s: number, e: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let from = s;
  for (let k = s; k <= e; k++) {
    if (k < e && toks[k]?.w !== '|') continue;
    if (k > from) out.push([from, k]);
    from = k + 1;
  }
  return out;
}

/** The smallest number of columns a header row names. */
const MIN_COLUMNS = 3;

/**
 * A spreadsheet's header row ("Name | From | Where | When | Who"): cells of label words alone, at least two of them naming a
 * field. Returns each column's field, or null.
 */
function headerRow(toks: readonly Tok[], s: number, e: number): LabelField[] | null {
  const cells = cellRanges(toks, s, e);
  if (cells.length < MIN_COLUMNS) return null;
  const words = cells.map(([a, b]) => toks.slice(a, b));
  if (!words.every((w) => w.length > 0 && w.length <= MAX_LABEL_WORDS && w.every((t) => t.kind === 'word'))) return null;
  const fields = words.map((w) => fieldOf(w.map((t) => t.w)));
  return fields.filter((f) => f !== 'other').length >= 2 ? fields : null;
}

/** The rows under a header, from line n on: each line with as many cells as the header has columns, as its cells. */
function rowsUnder(toks: readonly Tok[], lines: ReadonlyArray<[number, number]>, n: number, columns: number): Array<Array<[number, number]>> {
  const out: Array<Array<[number, number]>> = [];
  for (let k = n; k < lines.length; k++) {
    const [s, e] = lines[k] as [number, number];
    const cells = cellRanges(toks, s, e);
    if (cells.length !== columns) break;
    out.push(cells);
  }
  return out;
}

/** Per token: the labelled line whose value holds it, else null. */
export function lineOf(lines: readonly FieldLine[], size: number): (i: number) => FieldLine | null {
  const at = new Array<FieldLine | null>(size).fill(null);
  for (const l of lines) for (let i = l.value.start; i < l.value.end; i++) at[i] = l;
  return (i) => at[i] ?? null;
}

/** The text with every label blanked (same offsets): what the place recogniser reads, so "Destino:" or "Voyageurs :" is no context and no place. */
export function withoutLabels(text: string, toks: readonly Tok[], lines: readonly FieldLine[]): string {
  if (lines.length === 0) return text;
  let out = '';
  let at = 0;
  for (const l of lines) {
    if (l.label.end === l.label.start) continue;
    const start = (toks[l.label.start] as Tok).start;
    const end = (toks[l.label.end - 1] as Tok).end;
    out += text.slice(at, start) + ' '.repeat(end - start);
    at = end;
  }
  return out + text.slice(at);
}
