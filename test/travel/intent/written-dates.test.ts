import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The window a request is read with (reference date 14 January 2026). */
const windowOf = (text: string) => {
  const w = parseRequest(text).details.date_window;
  return [w.start, w.end];
};

describe('dates as people write them', () => {
  it('reads a month shortened to its first letters in any of the six languages, with or without a full stop', () => {
    expect(windowOf('Lisboa del 5 al 12 ago, desde Madrid')).toEqual(['2026-08-05', '2026-08-12']);
    expect(windowOf('Lisboa de 2 a 9 de set, saindo do Porto')).toEqual(['2026-09-02', '2026-09-09']);
    expect(windowOf('Lisboa em set., saindo do Porto')).toEqual(['2026-09-01', '2026-09-30']);
    expect(windowOf('Lisboa a finales de ago., desde Madrid')).toEqual(['2026-08-21', '2026-08-31']);
  });

  it('leaves such letters to their ordinary meaning without a date beside them', () => {
    expect(windowOf('Two weeks ago we chose Lisbon in June, from Leeds')).toEqual(['2026-06-01', '2026-06-30']);
    expect(windowOf('Vou com a Jane em agosto para Lisboa')).toEqual(['2026-08-01', '2026-08-31']);
  });
});
