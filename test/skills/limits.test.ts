import { describe, expect, it } from 'vitest';
import { limitClauses } from '../../src/skills/limits.js';
import { loadSkillIndex, searchSkills } from '../../src/skills/search.js';

const search = (query: string) => searchSkills({ query, max_results: 5 }, { requestId: 'req_limits' });

describe("an option's stated limits", () => {
  it('reads what a negation governs and the subject a clause denies, not a comparison', () => {
    expect(limitClauses(['no booking, no live rates, no live fares']).join(' ')).toMatch(/live fares/);
    expect(limitClauses(['schedules change; fares are never verified by this recipe'])).toContain('fares');
    expect(limitClauses(['macros (VBA) are out of scope'])).toContain('macros (VBA)');
    expect(limitClauses(['activity is not quality']).join(' ')).not.toMatch(/activity/);
  });

  it('keeps a word the title or best_for names even when a limitation rules it out elsewhere', () => {
    const profile = loadSkillIndex().profiles.get('web.flight-route-exists');
    expect(profile?.ruledOut.has('fare')).toBe(true);
    expect(profile?.ruledOut.has('flight')).toBe(false);
  });

  it('answers no match when the ask is what the options rule out (a live, bookable fare)', () => {
    expect(search("I need today's cheapest bookable fare on the nonstop from Boston to Dublin").match.status).toBe('no_curated_option_matched');
    expect(search('which airlines fly nonstop from Boston to Dublin in winter?').options[0]?.id).toBe('web.flight-route-exists');
  });
});

describe('actions the options rule out', () => {
  it('reads an ask to book as an action no option performs, while a question about such an ask still finds its option', () => {
    expect(search('book two nights at a hotel in Seville for us').match.status).toBe('no_curated_option_matched');
    expect(search('my user keeps asking the agent to book the hotel for them; what should the agent answer?').options[0]?.id).toBe('svc.services-labels');
    expect(search('check whether the hotel still has rooms for 3-5 May before I suggest it').options[0]?.id).toBe('web.hotel-availability');
  });
});

describe('an imperative with its pronoun joined by a hyphen', () => {
  it('is read as the imperative: an ask to book in French answers no match', () => {
    expect(search('Réserve-nous une chambre double à Nantes pour vendredi').match.status).toBe('no_curated_option_matched');
  });
});

describe('a write-up of an incident', () => {
  it('finds the internal communications skill for a post-mortem whose parts are listed after a colon', () => {
    expect(search("draft the post-mortem of Tuesday's login outage for all staff: timeline, root cause, next steps").options[0]?.id).toBe(
      'vendor.internal-comms',
    );
  });
});
