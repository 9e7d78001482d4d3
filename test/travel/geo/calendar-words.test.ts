import { describe, expect, it } from 'vitest';
import { CALENDAR_WORDS_INDEX, calendarWords, calendarWordSet, isCalendarWord } from '../../../src/travel/geo/calendar-words.js';
import { withBuiltIndexes } from '../../helpers/built-index.js';

describe('calendar words and their built index (dist/indexes/calendar-words.json)', () => {
  it('holds weekday and month names of the six languages, full and short, folded', () => {
    const words = calendarWords();
    for (const w of ['monday', 'mon', 'lundi', 'sabado', 'sab', 'mai', 'set', 'septembre']) expect(words).toContain(w);
    expect(new Set(words).size).toBe(words.length);
    expect(isCalendarWord('ven')).toBe(true);
    expect(isCalendarWord('lisbon')).toBe(false);
  });

  it('reads from its built index the words Intl gives', () => {
    withBuiltIndexes({ [CALENDAR_WORDS_INDEX]: calendarWords() }, (dir) => {
      const fromIndex = calendarWordSet(dir);
      expect(fromIndex).toEqual(calendarWordSet(null));
      for (const w of ['dienstag', 'giugno', 'sept', 'mie']) expect(fromIndex.has(w), w).toBe(true);
      expect(fromIndex.has('lisbon')).toBe(false);
    });
    // What it reads is the index, not Intl again.
    withBuiltIndexes({ [CALENDAR_WORDS_INDEX]: ['lundi'] }, (dir) => expect(calendarWordSet(dir)).toEqual(new Set(['lundi'])));
  });
});
