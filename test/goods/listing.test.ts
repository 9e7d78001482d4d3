import { describe, expect, it } from 'vitest';
import { ITEM_CATEGORIES } from '../../src/contracts/goods.js';
import { categoryGuides, referencePrices } from '../../src/goods/data.js';
import { readFor } from '../../src/goods/item.js';
import { compareListing, prepareSubject, type MismatchReason } from '../../src/goods/listing/match.js';
import { readListing } from '../../src/goods/listing/read.js';
import { listingTokens } from '../../src/goods/listing/tokens.js';
import { findReference, referenceCheck } from '../../src/goods/reference.js';

const texts = (title: string) => listingTokens(title).map((t) => t.text);
const identity = (title: string, vehicle = false) => readListing(title, { vehicle }).identity.map((t) => t.text);

/** Compares a subject with one candidate inside a pool of further same-item listings. */
function verdict(subject: string, candidate: string, pool: string[] = [], vehicle = false): MismatchReason | null {
  const read = (t: string) => readListing(t, { vehicle });
  const prepared = prepareSubject(read(subject), [candidate, ...pool].map(read));
  return compareListing(prepared, read(candidate)).reason;
}

describe('listing tokenizer', () => {
  it('keeps model numbers whole whatever their hyphens and spaces', () => {
    expect(texts('Sony WH-1000XM4')).toEqual(['sony', 'wh1000xm4']);
    expect(texts('Sony WH1000XM4')).toEqual(['sony', 'wh1000xm4']);
    expect(texts('Yamaha MT-07 ABS')).toEqual(['yamaha', 'mt07', 'abs']);
    expect(texts('Omega 310.30.42.50.01.001')).toEqual(['omega', '31030425001001']);
    expect(texts('Honda Civic EX-L')).toEqual(['honda', 'civic', 'exl']);
    expect(texts('Sony A7 III and Alpha 7 IV')).toEqual(['sony', 'a7iii', 'and', 'a7iv']);
  });

  it('splits counted words, attaches units and spells symbols out', () => {
    expect(texts('Kivik 3-seat')).toEqual(['kivik', '3', 'seat']);
    expect(texts('Kivik three-seat')).toEqual(['kivik', '3', 'seat']);
    expect(texts('128 GB 8GB/256GB')).toEqual(['128gb', '8gb', '256gb']);
    expect(texts('LG 55" C2, battery 89%')).toEqual(['lg', '55', 'inch', 'c2', 'battery', '89', 'percent']);
    expect(texts('Galaxy S23+ 10,500 miles')).toEqual(['galaxy', 's23', 'plus', '10500', 'miles']);
  });

  it('looks listing words up in maps, so inherited property names are plain words', () => {
    expect(texts('constructor __proto__ toString 3 hasOwnProperty')).toEqual(['constructor', 'proto', 'tostring', '3', 'hasownproperty']);
    expect(identity('constructor valueOf')).toEqual(['constructor', 'valueof']);
  });
});

describe('listing reader', () => {
  it('separates identity from mileage, year, storage, sizes and condition words', () => {
    const civic = readListing('2015 Honda Civic LX sedan 92k miles clean title', { vehicle: true });
    expect(civic.identity.map((t) => `${t.text}:${t.kind}`)).toEqual([
      'honda:brand',
      'civic:word',
      'lx:trim',
      'sedan:descriptor',
      'clean:descriptor',
      'title:descriptor',
    ]);
    expect(civic).toMatchObject({ year: 2015, mileage: 92000 });
    expect(readListing('MacBook Air 13.3" M1 8GB RAM 256GB SSD (2020)', { vehicle: false })).toMatchObject({
      screenInches: 13.3,
      memoryGb: 8,
      storageGb: 256,
      year: 2020,
    });
    expect(readListing('iPhone 15 Pro 256 Go titane naturel', { vehicle: false }).storageGb).toBe(256);
    expect(readListing('MacBook Air M2 8 Go 1 To', { vehicle: false })).toMatchObject({ memoryGb: 8, storageGb: 1024 });
    expect(readListing('PS5 Slim 1To', { vehicle: false }).storageGb).toBe(1024);
    expect(readListing('Sofa, pick up 1 to 2 weeks', { vehicle: false }).storageGb).toBeNull();
    expect(readListing('AirPods Pro (2nd Gen)', { vehicle: false }).generation).toBe(2);
    expect(readListing('iPad 9th generation', { vehicle: false }).generation).toBe(9);
    expect(identity('Herman Miller Aeron size B')).toEqual(['herman', 'miller', 'aeron']);
    expect(identity('Air Jordan 1 Low mens 10.5')).toEqual(['air', 'jordan', '1', 'low']);
    expect(Object.fromEntries(readListing('Kivik loveseat', { vehicle: false }).counts)).toEqual({ seats: 2 });
  });

  it('anchors variants to the model word they qualify, not to a brand or a measurement', () => {
    const anchors = (t: string) =>
      readListing(t, { vehicle: false })
        .identity.filter((x) => x.kind === 'variant')
        .map((x) => `${x.text}@${x.anchor}`);
    expect(anchors('iPhone 13 Pro Max')).toEqual(['pro@13', 'max@13']);
    expect(anchors('Nintendo Switch OLED')).toEqual(['oled@switch']);
    expect(anchors('Nike Air Max 90')).toEqual(['air@null', 'max@null']);
    expect(anchors('DeWalt 20V MAX drill')).toEqual(['max@null']);
  });

  it('reads vehicle trims only on vehicles', () => {
    expect(readListing('2017 Toyota Camry SE', { vehicle: true }).identity.find((t) => t.text === 'se')?.kind).toBe('trim');
    expect(readListing('iPhone SE 2022', { vehicle: false }).identity.find((t) => t.text === 'se')?.kind).toBe('variant');
  });
});

describe('comparable matching (listing_identity_v1)', () => {
  it('compares LEGO sets by their set numbers, not by the line or theme around them', () => {
    expect(verdict('LEGO Technic 42115 Lamborghini Sián', 'LEGO Technic 42143 Ferrari Daytona')).toBe('other_model');
    expect(verdict('Lego Ideas 21318 Tree House', 'LEGO Ideas 21330 Home Alone', ['LEGO Ideas 21330 house'])).toBe('other_model');
    expect(verdict('LEGO Icons 10294-1 Titanic', 'LEGO 10294 Titanic, complete')).toBeNull();
    expect(verdict('LEGO Technic 42115', 'LEGO Technic Lamborghini Sián FKP 37')).toBeNull();
  });

  it('never prices a variant, generation, chip, storage, year, size or trim against another', () => {
    expect(verdict('iPhone 13 Pro 128GB', 'iPhone 13 128GB')).toBe('other_variant');
    expect(verdict('iPhone 13 128GB', 'iPhone 13 mini 128GB')).toBe('other_variant');
    expect(verdict('iPhone 13 128GB', 'iPhone 13 256GB')).toBe('other_storage');
    expect(verdict('iPhone 13', 'iPhone 12')).toBe('other_model');
    expect(verdict('MacBook Air M2 256GB', 'MacBook Air M1 256GB')).toBe('other_model');
    expect(verdict('Sony WH-1000XM5', 'Sony WH-1000 XM4')).toBe('other_model');
    expect(verdict('AirPods Pro 2nd generation', 'AirPods Pro 1st gen')).toBe('other_generation');
    expect(verdict('AirPods Pro 1st generation', 'AirPods Pro 2 USB-C')).toBe('other_generation');
    expect(verdict('2018 Honda Civic LX', '2015 Honda Civic LX', [], true)).toBe('other_year');
    expect(verdict('2015 Honda Civic LX', '2015 Honda Civic EX', [], true)).toBe('other_trim');
    expect(verdict('LG C2 65 inch OLED', 'LG C2 55 inch OLED')).toBe('other_size');
    expect(verdict('IKEA Kivik 3-seat sofa', 'IKEA Kivik loveseat')).toBe('other_variant');
    expect(verdict('RTX 3080 10GB', 'RTX 3080 Ti 12GB')).toBe('other_storage');
    expect(verdict('RTX 3080', 'RTX 3080 Ti')).toBe('other_variant');
    expect(verdict('iPhone 13 128GB', 'iPhone 13 clear case')).toBe('accessory');
  });

  it('matches the same item however it is spelled or described', () => {
    expect(
      verdict('Sony WH-1000XM4 Wireless Noise Canceling Over-Ear Headphones - Black', 'Sony WH-1000 XM4 black with case', ['Sony WH1000XM4 silver']),
    ).toBeNull();
    expect(verdict('2015 Honda Civic LX sedan 92k miles clean title', 'Honda Civic 2015 LX sedan, 102k mi', ['2015 Honda Civic LX'], true)).toBeNull();
    expect(verdict('IKEA Kivik three-seat sofa', 'Kivik sofa 3 seat IKEA')).toBeNull();
    expect(verdict('Sony Alpha 7 IV body', 'Sony A7 IV body')).toBeNull();
    expect(verdict('EVGA GeForce RTX 3080 XC3 Ultra 10GB', 'NVIDIA RTX 3080 10GB Founders Edition', ['ASUS TUF RTX 3080 10G'])).toBeNull();
    expect(verdict('LG OLED55C2PUA 55" C2', 'LG OLED55C2 55-inch', ['LG C2 55 inch OLED'])).toBeNull();
    expect(verdict('Apple AirPods Pro (2nd generation) with MagSafe Charging Case', 'Apple AirPods Pro (2nd Gen) MagSafe case')).toBeNull();
    expect(verdict('Nintendo Switch OLED white', 'Nintendo Switch OLED white + dock')).toBeNull();
    expect(verdict('Nintendo Switch OLED white', 'Nintendo Switch OLED dock')).toBe('accessory');
  });

  it('does not match on a colour or a shared number alone', () => {
    expect(verdict('Rolex Submariner black dial', 'Samsung Galaxy S23 black', ['iPhone 13 black'])).toBe('not_same_item');
    expect(verdict('iPhone 13 256GB Starlight', 'MacBook Air 13 M2 256GB starlight', ['iPhone 13 256GB Blue'])).toBe('not_same_item');
    expect(verdict('AirPods Pro 1st gen', 'MacBook Pro 14 M1 Pro', ['AirPods Pro first generation'])).not.toBeNull();
    expect(verdict('Coldplay tickets 2', 'Trek Domane AL 2', ['AirPods Pro 2'])).toBe('not_same_item');
  });
});

describe('reference prices (data/goods/reference-prices.json)', () => {
  const ref = (title: string) => findReference(readFor(title, 'electronics'))?.record.id ?? null;

  it('picks the most specific record, by model number first', () => {
    expect(ref('iPhone 13 Pro Max 256GB')).toBe('iphone-13-pro-max');
    expect(ref('iPhone 13 mini')).toBe('iphone-13-mini');
    expect(ref('Apple iPhone 13 128GB')).toBe('iphone-13');
    expect(ref('PS5 Digital Edition')).toBe('playstation-5-digital');
    expect(ref('Sony PlayStation 5 console')).toBe('playstation-5');
    expect(ref('Rolex Submariner 124060 no date')).toBe('rolex-submariner-124060');
    expect(ref('Rolex 126610LN black')).toBe('rolex-submariner-date-126610ln');
    expect(ref('Omega Speedmaster Professional Moonwatch hesalite')).toBe('omega-speedmaster-moonwatch');
    expect(ref('iPhone 13 clear case')).toBeNull();
    expect(ref('iPhone 8 Plus')).toBeNull();
    expect(ref('AirPods Pro 2nd generation USB-C')).toBe('airpods-pro-2');
    expect(ref('Samsung Galaxy S23+ 256GB')).toBe('samsung-galaxy-s23-plus');
    expect(ref('Nintendo Switch OLED white')).toBe('nintendo-switch-oled');
  });

  it('calls a price implausible only below the category ratio, and says where the figure comes from', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    const rolex = readFor('Rolex Submariner Date 126610LN', 'watches');
    expect(referenceCheck(rolex, 2500, now)).toMatchObject({
      reference_id: 'rolex-submariner-date-126610ln',
      implausible: true,
      matched_by: 'model_number',
      basis: 'curated_baseline',
    });
    expect(referenceCheck(rolex, 9000, now)?.implausible).toBe(false);
    expect(referenceCheck(readFor('Nintendo Switch OLED', 'electronics'), 100, now)?.implausible).toBe(false);
  });

  it('scales the floor by what a used one keeps at its age: an old phone at a seventh of its launch price is plausible', () => {
    const iphone11 = readFor('iPhone 11 64GB', 'electronics');
    const atLaunch = referenceCheck(iphone11, 100, new Date('2019-10-01T00:00:00Z'));
    const sevenYearsOn = referenceCheck(iphone11, 100, new Date('2026-11-29T00:00:00Z'));
    expect(atLaunch).toMatchObject({ reference_id: 'iphone-11', implausible: true });
    expect(sevenYearsOn).toMatchObject({ reference_id: 'iphone-11', implausible: false });
    expect(sevenYearsOn?.implausible_below_ratio).toBeLessThan(atLaunch?.implausible_below_ratio ?? 0);
  });

  it('every record names a source and date, and every category it uses has a ratio', () => {
    const file = referencePrices();
    for (const r of file.records) {
      expect(r.source.url, r.id).toMatch(/^https:\/\//);
      expect(r.source.as_of, r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(file.implausible_below_ratio[r.category], r.id).toBeGreaterThan(0);
    }
  });
});

describe('category guides (data/goods/categories.json)', () => {
  it('cover every category once, with checks, questions and in-person steps', () => {
    const listed = categoryGuides().categories.map((c) => c.category);
    expect([...listed].sort()).toEqual([...ITEM_CATEGORIES].sort());
  });

  it('ask what matters for the item, not electronics questions for everything', () => {
    const guide = (category: (typeof ITEM_CATEGORIES)[number]) => {
      const entry = categoryGuides().categories.find((c) => c.category === category);
      return [...(entry?.checks ?? []), ...(entry?.questions ?? []), ...(entry?.in_person ?? [])].join(' ');
    };
    for (const category of ['watches', 'pets', 'tickets', 'rentals', 'furniture', 'vehicles'] as const)
      expect(guide(category), category).not.toMatch(/IMEI|battery health|see it working/i);
    expect(guide('watches')).toMatch(/serial/i);
    expect(guide('pets')).toMatch(/vet/i);
    expect(guide('tickets')).toMatch(/transfer/i);
    expect(guide('rentals')).toMatch(/lease/i);
    expect(guide('electronics')).toMatch(/IMEI/);
  });
});
