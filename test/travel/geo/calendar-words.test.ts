import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuiltIndex, writeBuiltIndex } from '../../../src/built-indexes.js';
import { CALENDAR_WORDS_INDEX, calendarWords, isCalendarWord } from '../../../src/travel/geo/calendar-words.js';

describe('calendar words and their built index (dist/indexes/calendar-words.json)', () => {
  it('holds weekday and month names of the six languages, full and short, folded', () => {
    const words = calendarWords();
    for (const w of ['monday', 'mon', 'lundi', 'sabado', 'sab', 'mai', 'set', 'septembre']) expect(words).toContain(w);
    expect(new Set(words).size).toBe(words.length);
    expect(isCalendarWord('ven')).toBe(true);
    expect(isCalendarWord('lisbon')).toBe(false);
  });

  it('reads back from its built index unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-indexes-'));
    try {
      writeBuiltIndex(dir, CALENDAR_WORDS_INDEX, calendarWords());
      expect(readBuiltIndex(CALENDAR_WORDS_INDEX, dir)).toEqual(calendarWords());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
