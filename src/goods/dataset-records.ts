import type { ReferencePriceRecord } from '../contracts/goods-data.js';
import { datasetPrices } from './data.js';

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

export function datasetRecords(): ReferencePriceRecord[] {
  if (records) return records;
  const file = datasetPrices();
  const { dataset } = file;
  const short = dataset.commit.slice(0, 7);
  const url = `${dataset.repository}/blob/${dataset.commit}/${encodeURIComponent(dataset.path)}`;
  records = file.models.flatMap((model) => {
    const name = model.title.toLowerCase().startsWith(model.brand.toLowerCase()) ? model.title : `${model.brand} ${model.title}`;
    return model.configurations.map(([storageGb, priceUsd, row]) => ({
      id: `ds-${slug(name)}${storageGb === null ? '' : `-${storageGb}gb`}`,
      item: `${name}${storageGb === null ? '' : `, ${storageGb}GB`}, US launch list price as the ${dataset.name} states it (launched ${model.launched})`,
      category: 'electronics' as const,
      title: model.title,
      codes: [],
      price_usd: priceUsd,
      price_kind: file.price_kind,
      source: {
        name: `${dataset.name}, row ${row} (public copy ${dataset.repository.replace('https://github.com/', '')} at ${short})`,
        url,
        as_of: file.built_on,
      },
      released: `${model.launched}-07`,
      curve: model.curve,
      price_error_ln: file.agreement_with_documented.rmse_ln,
      ...(storageGb === null ? {} : { storage_gb: storageGb }),
    }));
  });
  return records;
}
