import { DOUBT_FIELDS, FIELD_FEATURES, TEXT_FEATURES, type DoubtField, type FieldReading } from './doubt-features.js';

/**
 * The figures of a whole reading, for the one decision the service makes: answer complete, or ask. The text's figures
 * once, how many fields were read, then for each field whether it was read and its own figures (zeros when it was not),
 * so a model weighs every field's evidence together and can tell which field the doubt falls on.
 */
export const REQUEST_FEATURES: readonly string[] = [
  ...TEXT_FEATURES,
  'fields_read',
  ...DOUBT_FIELDS.flatMap((f) => [`${f}:read`, ...FIELD_FEATURES[f].map((n) => `${f}:${n}`)]),
];

/** Where each field's figures lie in REQUEST_FEATURES: its `read` bit, then its own figures. */
export const FIELD_BLOCKS: Record<DoubtField, { from: number; to: number }> = (() => {
  let at = TEXT_FEATURES.length + 1;
  const out = {} as Record<DoubtField, { from: number; to: number }>;
  for (const f of DOUBT_FIELDS) {
    out[f] = { from: at, to: at + 1 + FIELD_FEATURES[f].length };
    at = out[f].to;
  }
  return out;
})();

/** The figures of a reading made of these fields (the text's figures are the same in each of them). */
export function requestFeatures(read: readonly FieldReading[]): number[] {
  const x = new Array<number>(REQUEST_FEATURES.length).fill(0);
  read[0]?.features.slice(0, TEXT_FEATURES.length).forEach((v, i) => (x[i] = v));
  x[TEXT_FEATURES.length] = read.length;
  for (const r of read) {
    const { from } = FIELD_BLOCKS[r.field];
    x[from] = 1;
    r.features.slice(TEXT_FEATURES.length).forEach((v, i) => (x[from + 1 + i] = v));
  }
  return x;
}
