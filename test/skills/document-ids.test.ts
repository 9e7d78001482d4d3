import { describe, expect, it } from 'vitest';
import { documentIdsRead } from '../../src/skills/document-ids.js';
import { findAsk } from '../../src/skills/ask.js';
import { searchSkills } from '../../src/skills/search.js';

const first = (query: string) => {
  const out = searchSkills({ query, max_results: 3 }, { requestId: 'req_ids' });
  return out.match.status === 'matched' ? out.options[0]?.id : 'no match';
};

describe('documents named by their identifier', () => {
  it('reads an advisory, a standard and a paper id as the kind of document', () => {
    expect(documentIdsRead('is GHSA-35jh-r3h4-6jhm fixed')).toContain('security advisory');
    expect(documentIdsRead('ISO/IEC 27001 and RFC 7231')).toMatch(/standard rfc.*standard rfc/);
    expect(documentIdsRead('cite 10.1038/nphys1170 or arXiv:2101.00001')).toMatch(/research paper doi.*research paper doi/);
    expect(documentIdsRead('we have 3 servers')).toBe('we have 3 servers');
  });

  it('finds the option for the document a query names by its number alone', () => {
    expect(first('what does ISO 8601 say about week numbering')).toBe('web.standard-spec-text');
    expect(first('is doi 10.1145/3292500.3330701 a real paper?')).toBe('web.paper-doi');
  });

  it('keeps a phrase without a verb before the comma in the question', () => {
    expect(findAsk('under RFC 9112, may a proxy drop the header?').ask).toMatch(/^under RFC 9112/);
    expect(findAsk('the seller sent me a link, how do I know it is real?').ask).toMatch(/^\s*how do I know/);
    expect(first('per RFC 7232, does a weak ETag allow a range request?')).toBe('web.standard-spec-text');
  });
});
