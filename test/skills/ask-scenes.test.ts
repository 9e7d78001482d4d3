import { describe, expect, it } from 'vitest';
import { findAsk } from '../../src/skills/ask.js';

describe('the ask of a long query', () => {
  it('starts a request said inside a subordinate clause at its first-person frame', () => {
    const ask = findAsk('After the migration broke our search page I would like to know which queries got slower, and why.');
    expect(ask.ask).toMatch(/^I would like to know which queries/);
    expect(ask.context).toMatch(/after the migration broke our search page/);
  });

  it('takes a request over a hedged statement with a question mark', () => {
    const ask = findAsk('I guess the cron job never ran?? before we page anyone we need to find which host dropped it.');
    expect(ask.ask).toMatch(/^we need to find which host/);
    expect(findAsk('I think the key expired?').ask).toMatch(/key expired/);
  });
});
