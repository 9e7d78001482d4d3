import fc from 'fast-check';
import type { DestinationConstraint, TravelSearchRequest } from '../../../src/contracts/travel.js';

/** Random travel requests: hard constraints of every type (some unresolvable), themes, strict_mode, text. */

const PLACES: Array<[DestinationConstraint['type'], string]> = [
  ['country', 'Italy'],
  ['country', 'Japan'],
  ['country', 'Mexico'],
  ['country', 'Portugal'],
  ['country', 'Spain'],
  ['country', 'United States'],
  ['country', 'Bolivia'],
  ['country', 'Atlantis'],
  ['state', 'California'],
  ['state', 'Colorado'],
  ['state', 'Hawaii'],
  ['region', 'Northern California'],
  ['region', 'Patagonia'],
  ['region', 'Caribbean'],
  ['region', 'Tuscany'],
  ['region', 'Pacific Northwest'],
  ['park', 'Yosemite'],
  ['park', 'Zion'],
  ['city', 'Paris'],
  ['city', 'Tokyo'],
  ['city', 'Barcelona'],
  ['coast', 'Big Sur'],
  ['coast', 'Amalfi Coast'],
  ['region', 'Zzyzx Nowhere Land'],
];
const THEMES = ['beach', 'hiking', 'food', 'skiing', 'wine', 'culture', 'redwoods', 'snorkeling', 'nightlife', 'remote work', 'teleportation'];
const TEXTS = [
  '',
  'a week in May from SFO for two, under $3000',
  'family of four with two kids in July from ORD',
  'long weekend from JFK in October',
  'two weeks from LHR over Christmas, around 6000 USD',
  'remote work month from DEN',
  'somewhere warm in February',
];

export const constraintArb: fc.Arbitrary<DestinationConstraint> = fc
  .tuple(fc.constantFrom(...PLACES), fc.option(fc.boolean(), { nil: undefined }))
  .map(([[type, value], hard]) => (hard === undefined ? { type, value } : { type, value, hard }));

export const requestArb: fc.Arbitrary<TravelSearchRequest> = fc
  .record(
    {
      text: fc.constantFrom(...TEXTS),
      constraints: fc.array(constraintArb, { minLength: 0, maxLength: 3 }),
      themes: fc.subarray(THEMES, { maxLength: 3 }),
      strict: fc.option(fc.boolean(), { nil: undefined }),
    },
    { requiredKeys: ['text', 'constraints', 'themes'] },
  )
  .map(({ text, constraints, themes, strict }) => {
    const r: TravelSearchRequest = {};
    if (text) r.user_request = text;
    if (constraints.length) r.destination_constraints = constraints;
    if (themes.length) r.required_themes = themes;
    if (strict !== undefined) r.strict_mode = strict;
    return r;
  });
