import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schema subset the service publishes (TypeBox output:
 * type, enum, anyOf, properties/required/additionalProperties, items/minItems/maxItems/uniqueItems,
 * minLength/maxLength/pattern/format, minimum/maximum/exclusiveMinimum). `valid` stays inside the
 * schema; `invalid` breaks it in exactly one place, the way a confused or hostile caller would.
 */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

/** Strings that have broken parsers and lookups elsewhere: prototype names, odd Unicode, markup. */
export const HOSTILE_STRINGS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  '',
  ' ',
  '\t\n',
  '\u0000',
  '\ud800',
  '\u202e',
  '🏖️🏔️',
  'Ünïcödé São Paulo',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '<script>alert(1)</script>',
  "'; drop table accounts; --",
  '../../etc/passwd',
  '%00',
  '${jndi:x}',
  '{{7*7}}',
];

/** Valid dates far outside the years a service plans for: calendar arithmetic has overflowed on them. */
const EXTREME_DATES = ['9999-12-31', '9999-01-01', '0001-01-01', '1970-01-01', '2999-02-28', '2100-02-28'];

/** Words that reach deep into the request readers: places, months, money, durations, themes. */
const WORDS = [
  'a',
  'week',
  'weekend',
  'long',
  'days',
  '10',
  'two',
  'in',
  'from',
  'to',
  'near',
  'not',
  'without',
  'under',
  'over',
  'and',
  'or',
  'with',
  'SFO',
  'JFK',
  'LHR',
  'LAX',
  'ORD',
  'Lisbon',
  'Portugal',
  'Japan',
  'Tokyo',
  'Kyoto',
  'Peru',
  'Alps',
  'Northern California',
  'Iceland',
  'Mexico',
  'Paris',
  'Bali',
  'Patagonia',
  'Narnia',
  'Springfield',
  'Georgia',
  'the south',
  'Europe',
  'Asia',
  'May',
  'June',
  'December',
  'next month',
  'spring',
  'Christmas',
  '2027',
  'June 3 to June 10',
  'for 3 nights',
  'June 9999',
  '9999-06-03',
  'year 0001',
  '$2000',
  '$2k',
  '€500',
  'budget',
  'cheap',
  'luxury',
  'for two',
  'with kids',
  'beach',
  'hiking',
  'food',
  'wine',
  'skiing',
  'redwoods',
  'iphone 13',
  'Trek FX 3',
  '128gb',
  'used',
  'like new',
  'pdf',
  'skill',
  'https://example.com',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
];

const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 14 }).map((w) => w.join(' '));

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

const MAX_ITEMS = 6;

function validString(s: Schema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? 200;
  const fits = (v: string) => v.length >= minLength && v.length <= maxLength;
  if (s.format === 'date') {
    const near = fc
      .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    return fc.oneof({ weight: 4, arbitrary: near }, { weight: 1, arbitrary: fc.constantFrom(...EXTREME_DATES) });
  }
  if (s.format === 'date-time') {
    const near = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
    return fc.oneof({ weight: 4, arbitrary: near }, { weight: 1, arbitrary: fc.constantFrom(...EXTREME_DATES.map((d) => `${d}T00:00:00Z`)) });
  }
  if (s.format === 'uri') {
    return fc
      .oneof(
        fc.webUrl(),
        fc.constantFrom('https://example.com/', 'http://127.0.0.1/', 'https://x.example/pricing.md', 'http://[::1]/', 'http://169.254.169.254/latest'),
      )
      .filter(fits);
  }
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  return fc
    .oneof(
      { weight: 4, arbitrary: phrase },
      { weight: 2, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 60) }) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
      { weight: 1, arbitrary: fc.constant('x'.repeat(Math.max(minLength, Math.min(maxLength, 5000)))) },
    )
    .map((v) => (v.length > maxLength ? v.slice(0, maxLength) : v))
    .filter(fits);
}

function validNumber(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : (s.minimum ?? -1e6);
  const max = s.maximum ?? 1e6;
  const edges = [min, max, ...[0, 1, 2, 7, 100, 2000].filter((v) => v >= min && v <= max)];
  const any = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(any, fc.constantFrom(...edges.map((v) => (integer ? Math.round(v) : v))));
}

export function valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valid(s, depth)));
  const kinds = types(schema);
  if (kinds.length === 0) return depth > 2 ? fc.jsonValue({ maxDepth: 1 }) : fc.jsonValue({ maxDepth: 2 });
  if (kinds.length > 1) return fc.oneof(...kinds.map((type) => valid({ ...schema, type }, depth)));
  switch (kinds[0]) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = valid(schema.items ?? {}, depth + 1);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return schema.uniqueItems ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength, maxLength });
    }
    case 'object':
      return validObject(schema, depth);
    default:
      return fc.constant(null);
  }
}

function validObject(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(
    ([name, s]) => [name, required.has(name) ? valid(s, depth + 1) : fc.option(valid(s, depth + 1), { nil: undefined, freq: 2 })] as const,
  );
  return fc.record(Object.fromEntries(entries)).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}

/** A value of another JSON type than the schema allows (or of the right type out of bounds). */
function wrongValue(schema: Schema): fc.Arbitrary<unknown> {
  const kinds = new Set(schema.anyOf ? schema.anyOf.flatMap(types) : types(schema));
  const others: Array<fc.Arbitrary<unknown>> = [];
  if (!kinds.has('string')) others.push(fc.constantFrom(...HOSTILE_STRINGS), fc.constant('1'));
  if (!kinds.has('number') && !kinds.has('integer')) others.push(fc.constantFrom(0, -1, 1.5, 1e308));
  if (!kinds.has('boolean')) others.push(fc.boolean());
  if (!kinds.has('null')) others.push(fc.constant(null));
  if (!kinds.has('array')) others.push(fc.constant([]), fc.constant(['__proto__']));
  if (!kinds.has('object')) others.push(fc.constant({}), fc.constant({ constructor: 'x' }));
  if (schema.enum) others.push(fc.constantFrom('__proto__', 'constructor', 'unknown_value'));
  if (schema.maxLength !== undefined) others.push(fc.constant('y'.repeat(schema.maxLength + 1)));
  if (schema.minLength) others.push(fc.constant(''));
  if (schema.maximum !== undefined) others.push(fc.constant(schema.maximum + 1));
  if (schema.minimum !== undefined) others.push(fc.constant(schema.minimum - 1));
  if (schema.maxItems !== undefined && schema.items)
    others.push(fc.array(valid(schema.items, 3), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 }));
  if (schema.pattern) others.push(fc.constant('not matching!'));
  if (schema.format) others.push(fc.constantFrom('2026-13-45', 'yesterday', 'javascript:alert(1)', 'not a ' + schema.format));
  return fc.oneof(...others);
}

/** The schema broken in one place: at the top, or (for objects) one property, a missing required field or an extra one. */
export function invalid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const kinds = types(schema);
  if (kinds.length !== 1 || kinds[0] !== 'object' || !schema.properties || depth > 3) return wrongValue(schema);
  const names = Object.keys(schema.properties);
  const required = schema.required ?? [];
  const breakings: Array<fc.Arbitrary<unknown>> = [
    validObject(schema, depth).chain((o) => fc.constantFrom('extra', '__proto__', 'constructor', 'toString').map((k) => ({ ...o, [k]: 'surprise' }))),
    wrongValue(schema),
  ];
  if (names.length > 0) {
    breakings.push(
      fc
        .constantFrom(...names)
        .chain((name) => fc.tuple(validObject(schema, depth), invalid(schema.properties![name]!, depth + 1)).map(([o, bad]) => ({ ...o, [name]: bad }))),
    );
  }
  if (required.length > 0) {
    breakings.push(
      fc.tuple(validObject(schema, depth), fc.constantFrom(...required)).map(([o, name]) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== name))),
    );
  }
  return fc.oneof(...breakings);
}
