import { describe, expect, it } from 'vitest';
import { europeanVehiclePrices, vehiclePrices } from '../../src/goods/data.js';
import { statedDistanceKm } from '../../src/goods/listing/distance.js';
import { validateDeal } from '../../src/goods/validate.js';
import { depsWith } from './support.js';

const NOW = '2026-11-27T12:00:00Z';
const US_DATASET = 'github.com/EhsanSamy/Used-Car-Price-Prediction/blob/';
const GERMAN_DATASET = 'github.com/HimanshuVirwani/German-Car-Price-Analysis-and-Prediction/blob/';

const priceOf = async (title: string, description: string, priceUsd: number, location?: string) =>
  (await validateDeal({ title, description, price_usd: priceUsd, condition: 'used', ...(location ? { location } : {}) }, depsWith([], { now: NOW })))
    .price_vs_market;

describe('stated mileage', () => {
  it('reads thousands groups and units of the six languages, in kilometres', () => {
    expect(statedDistanceKm('2015 pickup, 98k miles')).toBeCloseTo(98_000 * 1.609344);
    expect(statedDistanceKm('EZ 04/2017, 112.500 km, TÜV neu')).toBe(112_500);
    expect(statedDistanceKm('seulement 41 200 kilomètres')).toBe(41_200);
    expect(statedDistanceKm('con 76.300 kilómetros')).toBe(76_300);
    expect(statedDistanceKm('appena 38.000 chilometri')).toBe(38_000);
    expect(statedDistanceKm('54,700 Meilen')).toBeCloseTo(54_700 * 1.609344);
  });

  it('a decimal is not a mileage, and a text without a unit states none', () => {
    expect(statedDistanceKm('2.5 km from the station')).toBeNull();
    expect(statedDistanceKm('Model year 2019, 4 doors')).toBeNull();
  });
});

describe('used-vehicle fit (used_vehicle_listings_v1)', () => {
  it('ships a fit with its error and the dataset lines of every model', () => {
    const file = vehiclePrices();
    expect(file.fit.per_year).toBeLessThan(0);
    expect(file.fit.per_ln_mileage).toBeLessThan(0);
    expect(file.fit.loo_rmse_ln).toBeGreaterThan(0);
    for (const model of file.models) expect(model.rows.length).toBeGreaterThanOrEqual(3);
  });

  it('prices a car the listing names with its model year and mileage, in several languages', async () => {
    for (const [title, description, price, location, dataset] of [
      ['2017 Toyota Camry SE, 61,000 miles', 'One owner, clean title, records.', 15_500, 'Phoenix, AZ', US_DATASET],
      ['Toyota Camry Hybrid 2017 – 98.000 km', 'Scheckheftgepflegt, Nichtraucher.', 15_000, '50667 Köln', GERMAN_DATASET],
      ['Toyota Camry 2017, 98 000 km, première main', 'Carnet d’entretien à jour.', 15_000, 'Bordeaux', GERMAN_DATASET],
    ] as const) {
      const price_vs_market = await priceOf(title, description, price, location);
      expect(price_vs_market.price_basis).toBe('used_price_model');
      const estimate = price_vs_market.used_price_estimate;
      expect(estimate).toMatchObject({
        basis: 'model_estimate',
        model: 'used_vehicle_listings_v1',
        retail_price_kind: 'dataset_fitted_price',
        vehicle: { maker: 'Toyota', model: 'Camry', model_year: 2017 },
      });
      expect(estimate?.retail_source?.url).toContain(dataset);
      expect(estimate?.low_usd).toBeLessThan(estimate?.value_usd ?? 0);
    }
  });

  it('prices the models and makers Europe buys from the German listings, in the euro area first and elsewhere when the US fit has no such model', async () => {
    for (const [title, location, maker, model] of [
      ['Skoda Octavia Combi 2.0 TDI 2019, 98.000 km', 'Hamburg', 'Skoda', 'Octavia'],
      ['Peugeot 308 1.2 PureTech 2017, 85 000 km', 'Lyon', 'Peugeot', '308'],
      ['BMW 320d Touring 2018, 142.000 km', 'München', 'BMW', '320'],
      ['Skoda Octavia estate 2019, 60,000 miles', 'Leeds', 'Skoda', 'Octavia'],
    ] as const) {
      const estimate = (await priceOf(title, 'Service history.', 12_000, location)).used_price_estimate;
      expect(estimate).toMatchObject({ model: 'used_vehicle_listings_v1', curve: 'european_vehicle_listings', vehicle: { maker, model } });
      expect(estimate?.retail_source?.url).toContain(GERMAN_DATASET);
      // the German fit is in euros: its estimate is converted, never read as dollars
      expect(estimate?.price_level).toBeNull();
    }
    const euros = europeanVehiclePrices();
    expect(euros.currency).toBe('EUR');
    const octavia = (await priceOf('Skoda Octavia 2019, 98.000 km', 'Service history.', 12_000, 'Hamburg')).used_price_estimate;
    const octaviaAtZero = euros.models.find((m) => m.maker === 'Skoda' && m.title === 'Octavia');
    const skoda = euros.makers.find(([maker]) => maker === 'Skoda');
    const inEuros = Math.exp(euros.fit.intercept + (skoda?.[1] ?? 0) + (octaviaAtZero?.effect ?? 0));
    expect(octavia?.retail_price_usd).toBeGreaterThan(inEuros);
    // a model number alone names no car, even in the German fit
    const bare = await priceOf('308 1.2 PureTech 2017, 85 000 km', 'Entretien à jour.', 8_000, 'Lyon');
    expect(bare.used_price_estimate?.vehicle ?? null).toBeNull();
  });

  it('an older car and one driven further are worth less', async () => {
    const value = async (title: string) => (await priceOf(title, 'Runs well.', 12_000, 'Portland, OR')).used_price_estimate?.value_usd ?? 0;
    const base = await value('2019 Honda Accord EX, 40k miles');
    expect(await value('2014 Honda Accord EX, 40k miles')).toBeLessThan(base);
    expect(await value('2019 Honda Accord EX, 140k miles')).toBeLessThan(base);
  });

  it('without a mileage, a model year or a model the fit has seen, gives no price and says why', async () => {
    const noMileage = await priceOf('Honda Accord 2016 en muy buen estado', 'Coche familiar, ITV pasada.', 12_000, 'Sevilla');
    expect(noMileage.used_price_estimate).toBeNull();
    expect(noMileage.model_identity.reason).toMatch(/not its mileage/);
    const noYear = await priceOf('Honda Accord EX sedan, 80k miles', 'Clean title.', 9_000, 'Tulsa, OK');
    expect(noYear.model_identity.reason).toMatch(/not its model year/);
    // a bare model number names a model only with its maker
    const bare = await priceOf('1500 crew cab pickup 2019, 60k miles', 'V8, tow package.', 25_000, 'Dallas, TX');
    expect(bare.used_price_estimate?.model ?? null).not.toBe('used_vehicle_listings_v1');
  });

  it('a listing read as nothing in particular is priced as a car when it names the maker', async () => {
    const named = await priceOf('Volvo XC90 T6 2017, 130.000 km', 'Scheckheft, zweiter Halter.', 22_000, 'Hamburg');
    expect(named.used_price_estimate?.vehicle).toMatchObject({ maker: 'Volvo', model: 'XC90', model_year: 2017 });
    const unnamed = await priceOf('XC90 T6 2017, 130.000 km', 'Scheckheft, zweiter Halter.', 22_000, 'Hamburg');
    expect(unnamed.used_price_estimate?.vehicle ?? null).toBeNull();
  });

  it('a model number with its engine letters names the number, unless the whole code is a model', async () => {
    const withLetter = await priceOf('2015 BMW 335i sedan, 70k miles', 'Clean title, new brakes.', 16_000, 'Atlanta, GA');
    expect(withLetter.used_price_estimate?.vehicle?.model).toBe('335');
    const wholeCode = await priceOf('2019 BMW 330e plug-in, 30k miles', 'Clean title.', 24_000, 'Atlanta, GA');
    expect(wholeCode.used_price_estimate?.vehicle?.model).toBe('330e');
  });

  it('a car far under its estimate on advance-payment terms is bait', async () => {
    const price_vs_market = await priceOf(
      '2019 Toyota RAV4 XLE, 40,000 miles',
      'I am deployed overseas, the car is at a shipping depot. Pay by wire transfer first, then it is delivered.',
      4_500,
      'Omaha, NE',
    );
    expect(price_vs_market.verdict).toBe('well_below_market_check_for_scam');
  });
});
