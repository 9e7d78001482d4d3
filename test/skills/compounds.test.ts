import { describe, expect, it } from 'vitest';
import { readInEnglish } from '../../src/skills/languages.js';
import { searchSkills } from '../../src/skills/search.js';

describe('a German compound whose head the tables do not read', () => {
  it('is read by its modifier, the head kept as written', () => {
    expect(readInEnglish('Gibt es bei dem Inserat Betrugsmerkmale, die mein Agent prüfen kann?').text).toContain('scam merkmale');
  });

  it('lets a deal check asked with such a compound find the deal skills', () => {
    const response = searchSkills(
      { query: 'Mein Bot soll bei einem E-Bike-Angebot prüfen, ob der Preis marktüblich ist und ob es Betrugsmerkmale gibt – welche Funktion?' },
      { requestId: 'compounds' },
    );
    expect(response.match.status).toBe('matched');
    expect(response.options[0]?.id).toMatch(/^svc\.goods-(deal-validate|scam-signals)$/);
  });
});
