import { describe, expect, it } from 'vitest';
import { searchSkills } from '../../src/skills/search.js';

const search = (query: string) => searchSkills({ query }, { requestId: 'req_programs' });

describe('a program the query names that no option covers', () => {
  it.each([
    'How do I write a VLOOKUP formula in Google Sheets?',
    'share a Google Sheet with my team so they can only comment',
    'google sheets formula to sum a column if another column says paid',
    'Apps Script to send an email when a cell in my sheet changes',
    'fórmula en Google Sheets para contar celdas con texto',
    'Wie schreibe ich eine Formel in Google Sheets, die leere Zellen zählt?',
    'come posso proteggere un intervallo di celle in Google Sheets?',
    'Airtable formula to concatenate two fields into one',
    'how do I open an Apple Numbers file and export it so a colleague can edit it in Excel?',
  ])('is evidence against the file-type skill, and no curated option matches: %s', (query) => {
    const response = search(query);
    expect(response.match.status).toBe('no_curated_option_matched');
    const xlsx = response.options.find((option) => option.id === 'vendor.xlsx');
    if (xlsx) expect(xlsx.match_reasons[0]).toMatch(/^asks about /);
  });

  it('a name of several words counts as named only where its words stand in a row in the option', () => {
    const script = search('Apps Script to send an email when a cell in my sheet changes');
    const webapp = script.options.find((option) => option.id === 'vendor.webapp-testing');
    expect(webapp?.match_reasons.some((reason) => reason.startsWith('asks about app script'))).toBe(true);
  });

  it.each([
    'build a financial model in Excel with live formulas',
    'fix the broken formulas in my Excel workbook',
    'clean and analyse this CSV file and add a pivot table',
    'fórmula de Excel para contar celdas con texto',
  ])('leaves a question about the file itself to the file-type skill: %s', (query) => {
    const response = search(query);
    expect(response.match.status).toBe('matched');
    expect(response.options[0]?.id).toBe('vendor.xlsx');
  });
});
