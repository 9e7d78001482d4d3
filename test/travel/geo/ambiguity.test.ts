import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const top = (text: string, ctx = {}) => g.resolve(text, ctx)[0];

describe('ambiguous names are resolved by context and the other readings are reported', () => {
  it('Georgia: the country by default, the US state from a US origin or hint, with the other as alternative', () => {
    const bare = top('Georgia');
    expect(bare?.id).toBe('country:ge');
    expect(bare?.alternatives.map((a) => a.id)).toContain('state:us-ga');
    const fromUs = top('Georgia', { origin: 'ATL' });
    expect(fromUs?.id).toBe('state:us-ga');
    expect(fromUs?.reason).toMatch(/origin ATL/);
    expect(fromUs?.alternatives[0]?.id).toBe('country:ge');
    expect(top('Georgia', { countryHint: 'us' })?.id).toBe('state:us-ga');
  });

  it('Paris: France unless Texas is named; an American origin alone does not flip it', () => {
    expect(top('Paris', { origin: 'DFW' })?.id).toBe('city:fr-paris-idf');
    const tx = top('Paris, Texas');
    expect(tx?.id).toBe('city:us-paris-tx');
    expect(tx?.reason).toMatch(/Texas/);
    expect(top('Paris TX')?.id).toBe('city:us-paris-tx');
  });

  it('Portland: Oregon by default, Maine from Boston or when named', () => {
    const bare = top('Portland');
    expect(bare?.id).toBe('city:us-portland-or');
    expect(bare?.alternatives.map((a) => a.id)).toContain('city:us-portland-me');
    expect(bare?.confidence).toBeLessThan(0.95);
    expect(top('Portland', { origin: 'BOS' })?.id).toBe('city:us-portland-me');
    expect(top('Portland, Maine')?.id).toBe('city:us-portland-me');
    expect(top('Portland ME')?.id).toBe('city:us-portland-me');
  });

  it('Springfield, Cambridge, Victoria, Santiago, Córdoba', () => {
    expect(top('Springfield, MO')?.id).toBe('city:us-springfield-mo');
    expect(top('Springfield')?.alternatives.length).toBeGreaterThan(2);
    expect(top('Cambridge')?.id).toBe('city:gb-cambridge-eng');
    expect(top('Cambridge', { origin: 'BOS' })?.id).toBe('city:us-cambridge-ma');
    expect(top('Victoria', { origin: 'SYD' })?.id).toBe('state:au-vic');
    expect(top('Victoria', { origin: 'YVR' })?.id).toBe('city:ca-victoria-bc');
    expect(top('Santiago')?.id).toBe('city:cl-santiago-rm');
    expect(top('Córdoba')?.id).toBe('city:ar-cordoba-x');
    expect(top('Cordoba', { countryHint: 'ES' })?.id).toBe('city:es-cordoba-an');
  });

  it('nearby context pulls toward the closer reading', () => {
    expect(top('Portland', { nearby: { lat: 43.9, lon: -69.9 } })?.id).toBe('city:us-portland-me');
  });

  it('confidences of the winner and its alternatives are probabilities', () => {
    const r = top('Georgia') ?? expect.fail('no reading');
    const total = r.confidence + r.alternatives.reduce((s, a) => s + a.confidence, 0);
    expect(total).toBeGreaterThan(0.95);
    expect(total).toBeLessThan(1.05);
  });

  it('says when nothing matches', () => {
    expect(g.resolve('Xyzzyville Qwerty')).toEqual([]);
    expect(g.resolve('')).toEqual([]);
  });
});

describe('aliases, abbreviations, demonyms and stated types', () => {
  it.each([
    ['NYC', 'city:us-new-york-city-ny'],
    ['SF', 'city:us-san-francisco-ca'],
    ['LA', 'city:us-los-angeles-ca'],
    ['NorCal', 'region:northern-california'],
    ['SoCal', 'region:southern-california'],
    ['the Big Island', 'region:big-island'],
    ['DC', 'city:us-washington-dc'],
    ['PNW', 'region:pacific-northwest'],
    ['the Keys', 'coast:florida-keys'],
    ['UK', 'country:gb'],
    ['Holland', 'country:nl'],
    ['Czechia', 'country:cz'],
    ['Japanese Alps', 'region:japanese-alps'],
    ['Greek islands', 'region:greek-islands'],
    ['Italian coast', 'country:it'],
    ['Mexican beaches', 'country:mx'],
    ['the state of Georgia', 'state:us-ga'],
    ['Georgia the country', 'country:ge'],
    ['Banff park', 'park:ca-banff'],
  ])('%s -> %s', (text, id) => {
    expect(top(text)?.id).toBe(id);
  });

  it('explains a demonym reading', () => {
    expect(top('Italian coast')?.reason).toMatch(/Italy/);
  });
});
