import { listingVocabularyFile } from '../data.js';

/**
 * The listing reader's word lists (data/goods/listing-vocabulary.json) as maps and sets.
 * Listing text is looked up in these, never in plain objects: a title word such as
 * "constructor" must not find an inherited property.
 */
export interface ListingVocabulary {
  aliases: ReadonlyMap<string, string>;
  numberWords: ReadonlyMap<string, number>;
  ordinalWords: ReadonlyMap<string, number>;
  romanNumerals: ReadonlyMap<string, number>;
  countUnits: ReadonlyMap<string, string>;
  variantWords: ReadonlySet<string>;
  vehicleTrims: ReadonlySet<string>;
  vehicleWords: ReadonlySet<string>;
  brandWords: ReadonlySet<string>;
  colourWords: ReadonlySet<string>;
  descriptorWords: ReadonlySet<string>;
  /** Words naming a kind of item, a material or a colour in the six languages: never a model. */
  kindWords: ReadonlySet<string>;
  fillerWords: ReadonlySet<string>;
  accessoryWords: ReadonlySet<string>;
  bundleWords: ReadonlySet<string>;
  comparedCounts: ReadonlySet<string>;
  mileageUnits: ReadonlySet<string>;
  /** The mileage units that count miles; the others count kilometres. */
  mileUnits: ReadonlySet<string>;
  sizeMarkers: ReadonlySet<string>;
  shoeSizeMarkers: ReadonlySet<string>;
}

let compiled: ListingVocabulary | undefined;

export function listingVocabulary(): ListingVocabulary {
  if (compiled) return compiled;
  const f = listingVocabularyFile();
  const map = <V>(record: Record<string, V>) => new Map(Object.entries(record));
  compiled = {
    aliases: map(f.aliases),
    numberWords: map(f.number_words),
    ordinalWords: map(f.ordinal_words),
    romanNumerals: map(f.roman_numerals),
    countUnits: map(f.count_units),
    variantWords: new Set(f.variant_words),
    vehicleTrims: new Set(f.vehicle_trims),
    vehicleWords: new Set(f.vehicle_words),
    brandWords: new Set(f.brand_words),
    colourWords: new Set(f.colour_words),
    descriptorWords: new Set(f.descriptor_words),
    kindWords: new Set(f.kind_words),
    fillerWords: new Set(f.filler_words),
    accessoryWords: new Set(f.accessory_words),
    bundleWords: new Set(f.bundle_words),
    comparedCounts: new Set(f.compared_counts),
    mileageUnits: new Set(f.mileage_units),
    mileUnits: new Set(f.mile_units),
    sizeMarkers: new Set(f.size_markers),
    shoeSizeMarkers: new Set(f.shoe_size_markers),
  };
  return compiled;
}
