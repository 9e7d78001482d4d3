import type { ReferencePriceRecord, StorageLadder } from '../contracts/goods-data.js';
import { datasetPrices } from './data.js';
import { pinnedSource } from './pinned-source.js';

/**
 * The public dataset's models (data/goods/dataset-prices.json) as reference records, one per
 * storage configuration, each citing the dataset row its price was read from. The dataset states
 * a launch year only: the model is read as on sale from July of that year, which puts its age at
 * most half a year off. Each record carries the dataset's measured error against the maker-cited
 * records, which widens the used-price band.
 */

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

let records: ReferencePriceRecord[] | undefined;

const sourceOf = (rows: readonly number[]) => {
  const file = datasetPrices();
  return pinnedSource(file.dataset, file.built_on, `${rows.length > 1 ? 'rows' : 'row'} ${rows.join(', ')}`);
};

/**
 * The dataset's models priced in two or more storage configurations, as storage ladders per
 * curve: the storage step (storage-step.ts) is fitted on them beside the maker-cited ladders.
 */
export function datasetLadders(): Map<string, StorageLadder[]> {
  const ladders = new Map<string, StorageLadder[]>();
  for (const model of datasetPrices().models) {
    const sized = model.configurations.filter((c): c is [number, number, number] => c[0] !== null);
    if (sized.length < 2) continue;
    const ladder = {
      item: `${model.brand} ${model.title}`,
      currency: 'USD',
      prices: sized.map(([gb, usd]) => [gb, usd] as [number, number]),
      source: sourceOf(sized.map((c) => c[2])),
    };
    ladders.set(model.curve, [...(ladders.get(model.curve) ?? []), ladder]);
  }
  return ladders;
}

/** A model's name with its brand in front, unless the name already starts with it ("Apple iPhone 15", "Galaxy S24" -> "Samsung Galaxy S24"). */
export const withBrand = (brand: string, name: string): string => (name.toLowerCase().startsWith(brand.toLowerCase()) ? name : `${brand} ${name}`);

export function datasetRecords(): ReferencePriceRecord[] {
  if (records) return records;
  const file = datasetPrices();
  const { dataset } = file;
  records = file.models.flatMap((model) => {
    const name = withBrand(model.brand, model.title);
    return model.configurations.map(([storageGb, priceUsd, row]) => ({
      id: `ds-${slug(name)}${storageGb === null ? '' : `-${storageGb}gb`}`,
      item: `${name}${storageGb === null ? '' : `, ${storageGb}GB`}, US launch list price as the ${dataset.name} states it (launched ${model.launched})`,
      category: 'electronics' as const,
      title: model.title,
      codes: [],
      price_usd: priceUsd,
      price_kind: file.price_kind,
      source: sourceOf([row]),
      released: `${model.launched}-07`,
      curve: model.curve,
      price_error_ln: file.agreement_with_documented.rmse_ln,
      ...(storageGb === null ? {} : { storage_gb: storageGb }),
    }));
  });
  return records;
}
