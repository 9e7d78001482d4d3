import { dataFilePath } from '../data-paths.js';
import {
  BicyclePriceFile,
  CategoryGuideFile,
  DatasetPriceFile,
  DepreciationFile,
  LegoPriceFile,
  ListingVocabularyFile,
  ReferencePriceFile,
  UsedPriceCalibrationFile,
  VehiclePriceFile,
} from '../contracts/goods-data.js';
import { readDataFile } from '../data-file.js';

/** The curated used-goods data files, read and validated once on first use. */
const path = (name: string) => dataFilePath(`goods/${name}`);

const once = <T>(load: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= load());
};

export const listingVocabularyFile = once(() => readDataFile(path('listing-vocabulary.json'), ListingVocabularyFile));
export const categoryGuides = once(() => readDataFile(path('categories.json'), CategoryGuideFile));
export const referencePrices = once(() => readDataFile(path('reference-prices.json'), ReferencePriceFile));
export const depreciation = once(() => readDataFile(path('depreciation.json'), DepreciationFile));
export const datasetPrices = once(() => readDataFile(path('dataset-prices.json'), DatasetPriceFile));
export const legoPrices = once(() => readDataFile(path('lego-prices.json'), LegoPriceFile));
export const usedPriceCalibration = once(() => readDataFile(path('used-price-calibration.json'), UsedPriceCalibrationFile));
export const vehiclePrices = once(() => readDataFile(path('vehicle-prices.json'), VehiclePriceFile));
export const europeanVehiclePrices = once(() => readDataFile(path('european-vehicle-prices.json'), VehiclePriceFile));
export const bicyclePrices = once(() => readDataFile(path('bicycle-prices.json'), BicyclePriceFile));
