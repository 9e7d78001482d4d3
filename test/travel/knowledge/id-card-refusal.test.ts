import { describe, expect, it } from 'vitest';
import { idCardRuleUnstated } from '../../../src/travel/knowledge/models/travel-rules.js';

describe('an identity-card question without a stated nationality', () => {
  it('answers with the refusal of a country that refuses a whole zone of cards (the UK), not "not known"', () => {
    const answer = idCardRuleUnstated('GB', 'United Kingdom');
    expect(answer.text).toMatch(/refused EU, EEA and Swiss ID cards/);
    expect(answer.text).toMatch(/passport is needed/);
  });

  it('says "not known from the data" where the data holds neither an agreement nor a refusal', () => {
    expect(idCardRuleUnstated('JP', 'Japan').text).toMatch(/not known from the data/);
  });
});
