/**
 * Builds data/goods/dataset-prices.json from the pinned public phone and tablet dataset:
 * `tsx scripts/goods-build-dataset-prices.ts <Mobiles Dataset (2025).csv>`. The input is refused
 * unless its SHA-256 is the pinned one (data/goods/README.md says where to get it). Every model
 * keeps the dataset rows it comes from; prices are the dataset's stated US launch prices, so no
 * currency is converted. What the script leaves out, and why, is printed.
 */
import { writeFileSync } from 'node:fs';
import { dataFilePath } from '../src/data-paths.js';
import { listingVocabularyFile, referencePrices } from '../src/goods/data.js';
import { withBrand } from '../src/goods/dataset-records.js';
import { readListing } from '../src/goods/listing/read.js';
import { csvRows } from './travel/csv.js';
import { readPinned } from './travel/pinned-input.js';

export const DATASET = {
  name: 'Mobiles Dataset (2025)',
  origin: 'https://www.kaggle.com/datasets/abdulmalik1518/mobiles-dataset-2025',
  repository: 'https://github.com/safiiraaulia/mobiles-dataset',
  commit: 'c7520eecc2c1ea17afb6517c3d156644e926304f',
  path: 'Mobiles Dataset (2025).csv',
  sha256: '92ad2a0d798f22a31cec24d27ae0e7ba2a17651e9d57836eaecee632ed549037',
};

/** The newest launch year the dataset can state (it was published in February 2025). */
const LAST_YEAR = 2025;

interface Row {
  row: number;
  brand: string;
  name: string;
  storageGb: number | null;
  usd: number;
  year: number;
}

const STORAGE = /\s+(\d+)\s*(GB|TB)$/i;
const CONNECTIVITY = /\s+[45]G$/i;
const SCREEN = /\s+\d+(\.\d+)?-inch/i;
const TABLET = /\b(pad|tab|tablet)\b/i;

function rowOf(cells: string[], row: number): Row | string {
  const [brand = '', model = '', , , , , , , , , , , usdText = '', , yearText = ''] = cells;
  const usd = Number(usdText.replace(/^USD\s*/, '').replace(/,/g, ''));
  const year = Number(yearText);
  if (!Number.isFinite(usd) || usd <= 0) return `row ${row} (${model}): no US price`;
  if (!Number.isInteger(year) || year < 2010 || year > LAST_YEAR) return `row ${row} (${model}): launch year ${yearText} is impossible`;
  const sized = STORAGE.exec(model);
  const storageGb = sized ? Number(sized[1]) * (sized[2]?.toUpperCase() === 'TB' ? 1024 : 1) : null;
  const name = model.replace(STORAGE, '').trim();
  return { row, brand: brand.trim() === 'Poco' ? 'POCO' : brand.trim(), name, storageGb, usd, year };
}

const fullName = (r: Row) => withBrand(r.brand, r.name);

/**
 * A model is identifiable only when its name states a generation or model number besides any
 * screen size: "Vivo Pad" or "iPad Air 10.9-inch" could be any of several generations.
 */
const hasGeneration = (name: string) => /\d/.test(name.replace(SCREEN, '').replace(CONNECTIVITY, ''));

const normal = (title: string) =>
  title
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]/g, '');

/**
 * The title a listing must name. The brand may go unsaid when the model's family word (the first
 * word of its name) belongs to this brand alone in the dataset, is no short everyday word and the
 * listing reader keeps it as an identifying word ("Galaxy", "Redmi", "Reno" imply their maker;
 * "Hot 40" or "Pop 8" need theirs, and so do "Find X8", as the reader drops "find", and "Magic5",
 * one word being too little to tell a phone from anything else).
 */
function titleOf(r: Row, familyBrands: Map<string, Set<string>>): string {
  const family = familyOf(r.name);
  const read = readListing(joinNumbers(r.name.replace(CONNECTIVITY, '')), { vehicle: false }).identity.map((t) => t.text);
  const own =
    read.length >= 2 &&
    familyBrands.get(family)?.size === 1 &&
    family !== r.brand.toLowerCase() &&
    family.length >= 4 &&
    read.some((t) => t.startsWith(family));
  return joinNumbers((own ? r.name : fullName(r)).replace(CONNECTIVITY, '').trim());
}

/** The letters a model name starts with ("reno" in "Reno12 F"). */
const familyOf = (name: string) => /^[a-z]*/i.exec(name)?.[0]?.toLowerCase() ?? '';

/**
 * "Fold 5" is written "Fold5": the listing reader joins neighbouring words when it looks a title
 * up, so the joined form matches a listing that writes it either way, and the split form does not.
 */
const joinNumbers = (title: string) => {
  const variants = new Set(listingVocabularyFile().variant_words);
  return title.replace(/\b([A-Za-z]+) (\d+)\b/g, (whole, word: string, n: string) => (variants.has(word.toLowerCase()) ? whole : `${word}${n}`));
};

function main(argv: string[]): number {
  const [input] = argv;
  if (!input) {
    console.error('usage: goods-build-dataset-prices <Mobiles Dataset (2025).csv>');
    return 2;
  }
  const csv = readPinned(input, DATASET.sha256);
  const rows: Row[] = [];
  for (const [i, cells] of csvRows(csv).slice(1).entries()) {
    const r = rowOf(cells, i + 2);
    if (typeof r === 'string') console.log(`left out ${r}`);
    else if (!hasGeneration(r.name)) console.log(`left out row ${r.row} (${fullName(r)}): no generation or model number`);
    else rows.push(r);
  }
  const familyBrands = new Map<string, Set<string>>();
  for (const r of rows) {
    const family = familyOf(r.name);
    familyBrands.set(family, (familyBrands.get(family) ?? new Set()).add(r.brand));
  }
  const handTitles = new Map(referencePrices().records.map((rec) => [normal(rec.title), rec]));
  const agreement: number[] = [];
  const models = new Map<string, { title: string; brand: string; year: number; tablet: boolean; configurations: Array<[number | null, number, number]> }>();
  for (const r of rows) {
    const title = titleOf(r, familyBrands);
    const hand = handTitles.get(normal(title)) ?? handTitles.get(normal(r.name));
    if (hand) {
      if (hand.storage_gb === r.storageGb) agreement.push(Math.log(r.usd / hand.price_usd));
      console.log(
        `documented by hand: row ${r.row} ${fullName(r)} ${r.storageGb ?? '-'}GB $${r.usd} (hand record ${hand.id}: $${hand.price_usd} for ${hand.storage_gb ?? '-'}GB)`,
      );
      continue;
    }
    const key = normal(title);
    const model = models.get(key) ?? { title, brand: r.brand, year: r.year, tablet: TABLET.test(r.name), configurations: [] };
    if (model.configurations.some(([gb]) => gb === r.storageGb)) {
      console.log(`left out row ${r.row} (${fullName(r)} ${r.storageGb ?? '-'}GB): a second price for one configuration`);
      continue;
    }
    model.configurations.push([r.storageGb, r.usd, r.row]);
    models.set(key, model);
  }
  const out = [...models.values()].map((m) => ({
    brand: m.brand,
    title: m.title,
    launched: m.year,
    curve: m.tablet ? 'tablet' : m.brand === 'Apple' ? 'phone_apple' : 'phone_android',
    configurations: m.configurations.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
  }));
  const file = {
    note: 'US launch list prices of phones and tablets as the public dataset states them, one model per entry with its storage configurations and the dataset row each comes from. Built by scripts/goods-build-dataset-prices.ts from the pinned input (data/goods/README.md); do not edit by hand. The dataset gives the launch year only: the used-price model reads it as July of that year.',
    dataset: DATASET,
    price_kind: 'launch_list_price',
    configuration_fields: ['storage_gb', 'price_usd', 'row'],
    agreement_with_documented: {
      note: 'The dataset against the maker-cited records (reference-prices.json) for the same model and storage: the root mean square of ln(dataset / documented) widens the fair band of an estimate resting on the dataset.',
      pairs: agreement.length,
      rmse_ln: Math.round(Math.sqrt(agreement.reduce((s, d) => s + d * d, 0) / agreement.length) * 1000) / 1000,
    },
    built_on: new Date().toISOString().slice(0, 10),
    models: out,
  };
  const target = dataFilePath('goods/dataset-prices.json');
  const text = `${JSON.stringify(file)}\n`;
  writeFileSync(target, text);
  console.log(`${out.length} models, ${out.reduce((n, m) => n + m.configurations.length, 0)} configurations -> ${target} (${Buffer.byteLength(text)} bytes)`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
