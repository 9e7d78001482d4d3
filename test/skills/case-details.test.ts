import { describe, expect, it } from 'vitest';
import { dateWords, readHolidays } from '../../src/skills/case-details.js';
import { loadSkillIndex, searchSkills } from '../../src/skills/search.js';
import { queryProfile } from '../../src/skills/relevance.js';

const first = (query: string) => {
  const out = searchSkills({ query, max_results: 5 }, { requestId: 'req_case_details' });
  return out.match.status === 'matched' ? out.options[0]?.id : 'no match';
};

describe('dates as details of the case', () => {
  it('reads a feast and a widely kept public holiday as a holiday, and another day as itself', () => {
    expect(readHolidays('open on Whit Monday?', 'en')).toBe('open on Whit Monday holiday?');
    expect(readHolidays('ouvert le 1er novembre', 'fr')).toBe('ouvert le 1er novembre holiday');
    expect(readHolidays('is it open on 14 March', 'en')).toBe('is it open on 14 March');
  });

  it('reads a plural weekday as a date, and a short name with an "s" as the word it is', () => {
    expect(dateWords('is it open on Mondays in August', 'en')).toEqual(['mondays', 'august']);
    expect(dateWords('abre los domingos', 'es')).toEqual(['domingos']);
    expect(dateWords('dos semanas', 'es')).toEqual([]);
  });

  it('finds the opening-hours recipe for a named venue asked about on a holiday', () => {
    // Before dates were read so, the first was the news recipe ("new", "day") and the second matched nothing.
    expect(first("is the Colosseum open on New Year's Day?")).toBe('web.opening-hours');
    expect(first('does the Tate Modern open on 26 December')).toBe('web.opening-hours');
  });
});

describe('names of the case', () => {
  const weight = (query: string, term: string) => queryProfile(query, loadSkillIndex().stats).units.find((unit) => unit.term === term)?.weight ?? 0;

  it('weighs a name that is the subject of a state the corpus names as an ordinary word, and before a state it does not name as a name no option covers', () => {
    // "be" stands between the venue and what is asked of it ("open"); "pink" is no word of the corpus.
    expect(weight('will the Kunsthalle be open on Sunday', 'kunsthalle')).toBeLessThan(weight('will the Kunsthalle be pink on Sunday', 'kunsthalle'));
    expect(weight('will the Kunsthalle be open on Sunday', 'kunsthalle')).toBe(weight('is the Kunsthalle open on Sunday', 'kunsthalle'));
  });
});
