/**
 * Reads a JSON array of flat objects (string, number or null values) field by field, calling
 * onRecord with a reused field map per record. JSON.parse of the 17 MB cities file builds 170k
 * objects (about 100 MB of short-lived garbage) and is slower; scanning the text needs neither.
 * Only strings with escapes go through JSON.parse. Values are slices of `text`: copy what you keep.
 */
export function scanFlatJsonArray(text: string, onRecord: (fields: Map<string, string>) => void): void {
  const fields = new Map<string, string>();
  const n = text.length;
  let i = text.indexOf('[');
  if (i < 0) throw new Error('expected a JSON array');
  i++;
  const skipWs = () => {
    while (i < n && text.charCodeAt(i) <= 32) i++;
  };
  const readString = (): string => {
    const start = i++;
    let escaped = false;
    for (let c = text.charCodeAt(i); i < n && c !== 34; c = text.charCodeAt(i)) {
      if (c === 92) escaped = true;
      i += c === 92 ? 2 : 1;
    }
    i++;
    return escaped ? (JSON.parse(text.slice(start, i)) as string) : text.slice(start + 1, i - 1);
  };
  const readScalar = (): string => {
    const start = i;
    for (let c = text.charCodeAt(i); i < n && c !== 44 && c !== 125 && c > 32; c = text.charCodeAt(++i));
    return text.slice(start, i);
  };
  for (;;) {
    skipWs();
    const c = text.charCodeAt(i);
    if (i >= n || c === 93) return;
    if (c === 44) {
      i++;
      continue;
    }
    if (c !== 123) throw new Error(`unexpected character at ${i}`);
    i++;
    fields.clear();
    for (;;) {
      skipWs();
      const d = text.charCodeAt(i);
      if (i >= n || d === 125) break;
      if (d === 44) {
        i++;
        continue;
      }
      const key = readString();
      skipWs();
      if (text.charCodeAt(i) !== 58) throw new Error(`expected ':' at ${i}`);
      i++;
      skipWs();
      fields.set(key, text.charCodeAt(i) === 34 ? readString() : readScalar());
    }
    i++;
    onRecord(fields);
  }
}
