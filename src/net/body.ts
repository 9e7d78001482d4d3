/**
 * A fetched body is kept as the bytes that arrived, in shared memory, so a content reader thread
 * sees it without a copy (structured clone shares such memory instead of copying it), it stays
 * readable here whatever happens to that thread (a read stopped at its time budget or heap limit
 * ends the thread, never the bytes), and the thread that sends requests never spends time turning
 * pages into strings. Text is made where the body is read, once per body and thread.
 */

/** The chunks of a response joined into one byte array over shared memory of its own. */
export function sharedBytes(chunks: readonly Buffer[], total: number): Uint8Array {
  const bytes = new Uint8Array(new SharedArrayBuffer(total));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

// ignoreBOM keeps a leading byte-order mark in the text, as the server sent it.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const decoded = new WeakMap<Uint8Array, string>();

/** A body as UTF-8 text (malformed sequences become U+FFFD); checks read one body several times, so it is decoded once. */
export function bodyText(result: { body: Uint8Array }): string {
  let text = decoded.get(result.body);
  if (text === undefined) {
    text = utf8.decode(result.body);
    decoded.set(result.body, text);
  }
  return text;
}
