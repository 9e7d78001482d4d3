import { Type, type Static } from '@sinclair/typebox';
import { Closed, ShortText } from '../../../contracts/common.js';
import { inArea, type PlacePoint } from '../calendars/area.js';
import { AreaSchema, SourceFields } from '../calendars/types.js';
import { readTravelJson } from '../data-files.js';
import { keptDecision } from '../kept-decision.js';

/**
 * entry_fee_model_v1: mandatory government fees for entering a place (data/travel/entry-fees.json),
 * per night or once per trip, children at a share of the adult fee, infants free.
 */
export const EntryFeeSchema = Closed({
  id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  name: ShortText(),
  area: AreaSchema,
  per: Type.Union([Type.Literal('night'), Type.Literal('trip')]),
  adult_usd: Type.Number({ minimum: 0 }),
  child_share: Type.Number({ minimum: 0, maximum: 1 }),
  ...SourceFields,
});
export type EntryFee = Static<typeof EntryFeeSchema>;

interface FeesFile {
  model: string;
  fees: EntryFee[];
}

let table: FeesFile | undefined;
export const entryFeeTable = (): FeesFile => (table ??= readTravelJson<FeesFile>('entry-fees.json'));

export interface EntryFees {
  usd: number;
  note: string;
}

/** The fees that apply at a place. */
const feesAt = keptDecision((place: PlacePoint): EntryFee[] => entryFeeTable().fees.filter((f) => inArea(f.area, place)));

/** The fees a party pays at a place for a stay of `nights`, or null when none applies. */
export function entryFees(place: PlacePoint, adults: number, children: number, nights: number): EntryFees | null {
  const due = feesAt(place);
  if (due.length === 0) return null;
  const payers = (f: EntryFee) => adults + f.child_share * children;
  const amount = (f: EntryFee) => Math.round(f.adult_usd * payers(f) * (f.per === 'night' ? Math.max(1, nights) : 1));
  const usd = due.reduce((s, f) => s + amount(f), 0);
  const parts = due.map(
    (f) =>
      `${f.name} (${f.adult_usd} USD per adult${f.per === 'night' ? ' per night' : ''}; ${f.source}${f.verified ? '' : ', not verified against the source'})`,
  );
  return { usd, note: `${parts.join('; ')} (${entryFeeTable().model})` };
}
