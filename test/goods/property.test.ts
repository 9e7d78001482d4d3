import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DealValidationRequest, DealValidationResponse, GOODS_PROVIDERS, GoodsSearchRequest, GoodsSearchResponse } from '../../src/contracts/goods.js';
import { DEFAULT_SNAPSHOT_DIR } from '../../src/goods/config.js';
import { SnapshotFolder } from '../../src/goods/snapshots/store.js';
import { searchGoods } from '../../src/goods/search.js';
import { validateDeal } from '../../src/goods/validate.js';
import { DomainError } from '../../src/errors.js';
import { compileSchema } from '../helpers/schema.js';
import { depsWith } from './support.js';

const deps = depsWith(new SnapshotFolder(DEFAULT_SNAPSHOT_DIR).load().snapshots);
const validRequest = { search: compileSchema(GoodsSearchRequest), deal: compileSchema(DealValidationRequest) };
const validResponse = { search: compileSchema(GoodsSearchResponse), deal: compileSchema(DealValidationResponse) };

const words = fc.constantFrom(
  'iphone',
  '13',
  '128gb',
  'trek',
  'bike',
  'sofa',
  'under',
  '$300',
  'within',
  '20',
  'miles',
  'near',
  'Austin, TX',
  'zelle',
  'deposit',
  'the',
  '(.*)',
  '\\',
  'ünïcode',
  '"',
  'case',
  'pro',
  '0',
  '-',
  '$',
);
const text = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc
      .array(words, { minLength: 1, maxLength: 40 })
      .map((w) => w.join(' '))
      .filter((t) => t.length >= min && t.length <= max),
  );
const usd = fc.oneof(fc.double({ min: 0, max: 10_000_000, noNaN: true }), fc.integer({ min: 0, max: 5000 }));
const terms = fc.array(text(0, 40), { maxLength: 5 });
const providers = fc.subarray([...GOODS_PROVIDERS], { minLength: 1 });
const location = fc.oneof(text(0, 60), fc.constantFrom('Austin, TX', 'Portland, OR', '78701', '30.2,-97.7', '91,200', 'Springfield'));

const searchReq = fc.record(
  {
    user_request: text(3, 300),
    item_query: text(2, 200),
    location,
    radius_miles: fc.double({ min: 0, max: 500, noNaN: true }),
    min_price_usd: usd,
    max_price_usd: usd,
    condition_preferences: fc.array(fc.constantFrom('new', 'like new', 'used', 'good', 'fair', 'for parts', 'open box', 'any', 'shiny'), { maxLength: 3 }),
    must_have: terms,
    avoid: terms,
    providers,
  },
  { requiredKeys: [] },
);
const dealReq = fc.record(
  {
    title: text(2, 300),
    item_query: text(2, 200),
    listing_url: fc.oneof(fc.webUrl(), fc.constantFrom('https://marketplace-b.example/listings/ip13-09', 'https://marketplace-b.example/listings/kivik-01')),
    price_usd: fc.double({ min: 0.01, max: 10_000_000, noNaN: true }),
    location,
    condition: text(0, 40),
    providers,
    must_have: terms,
    avoid: terms,
  },
  { requiredKeys: ['price_usd'] },
);

/** A request the schema accepts either answers with a valid response or is refused as invalid_input. */
async function answersOrRefuses(kind: 'search' | 'deal', req: unknown): Promise<'answered' | 'refused' | 'not_schema_valid'> {
  if (!validRequest[kind](req)) return 'not_schema_valid';
  try {
    const out = kind === 'search' ? await searchGoods(req as GoodsSearchRequest, deps) : await validateDeal(req as DealValidationRequest, deps);
    expect(validResponse[kind](out), JSON.stringify(validResponse[kind].errors)).toBe(true);
    expect(Object.values(out.truth_boundaries)).toEqual([false, false, false, false]);
    return 'answered';
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('invalid_input');
    expect((error as DomainError).message.length).toBeGreaterThan(10);
    return 'refused';
  }
}

async function check(kind: 'search' | 'deal', arbitrary: fc.Arbitrary<unknown>): Promise<void> {
  const tally = { answered: 0, refused: 0, not_schema_valid: 0 };
  await fc.assert(
    fc.asyncProperty(arbitrary, async (req) => {
      tally[await answersOrRefuses(kind, req)] += 1;
    }),
    { numRuns: 150 },
  );
  console.log(`goods ${kind} property run: ${JSON.stringify(tally)}`);
  expect(tally.answered).toBeGreaterThanOrEqual(40);
}

describe('goods entry points on arbitrary schema-valid input', () => {
  it('search answers with a schema-valid response or a clear invalid_input error', async () => {
    await check('search', searchReq);
  });

  it('deal validation answers with a schema-valid response or a clear invalid_input error', async () => {
    await check('deal', dealReq);
  });
});

describe('goods entry points at the request limits', () => {
  const longWord = 'x'.repeat(1990);
  const manyWords = Array.from({ length: 300 }, (_, i) => `model${i}`)
    .join(' ')
    .slice(0, 2000);
  const farPlace = `${'Springfield '.repeat(41)}`.slice(0, 500);

  it('echo nothing past the response limits: a 2,000-character request, a 500-character location', async () => {
    for (const user_request of [`iphone ${longWord}`, manyWords]) {
      expect(await answersOrRefuses('search', { user_request, location: farPlace })).toBe('answered');
    }
    expect(await answersOrRefuses('deal', { title: `Trek bike ${'y'.repeat(280)}`, price_usd: 300, location: farPlace })).toBe('answered');
  });
});
