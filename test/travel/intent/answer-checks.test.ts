import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

describe('what the reader warns about the origin', () => {
  it('names an origin that was read but gives no airport, and says none was given only when none was', () => {
    const country = parseRequest('Leaving from Tuvalu, two weeks in Rome in May').beta_warnings.join(' ');
    expect(country).toContain('The origin Tuvalu was read but gives no departure airport');
    expect(country).not.toContain('No origin');
    expect(parseRequest('Two weeks in Rome in May').beta_warnings.join(' ')).toContain('No origin was given');
  });
});
