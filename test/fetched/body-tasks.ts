import { bodyText } from '../../src/net/body.js';

/** Reader tasks for the test of how fetched bodies reach the content readers. */
export const TASKS = {
  /** Writes a mark into the first byte of the body it was given and reports the text it read. */
  mark: ({ page }: { page: { body: Uint8Array } }) => {
    const text = bodyText(page);
    page.body[0] = 42;
    return text;
  },
  /** Holds its thread for `ms`, as a parse over its time budget does. */
  hold: ({ ms }: { ms: number; page: { body: Uint8Array } }) => {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    return true;
  },
};
