import { Type, type Static } from '@sinclair/typebox';
import { Closed, ShortText } from '../../../contracts/common.js';
import { inArea, type PlacePoint } from '../calendars/area.js';
import { AreaSchema, SourceFields } from '../calendars/types.js';
import { readTravelJson } from '../data-files.js';
import { keptDecision } from '../kept-decision.js';
import { withoutAccents } from '../../../text/fold-name.js';

/**
 * entry_fee_model_v1: mandatory government fees for entering a place (data/travel/entry-fees.json),
 * per night or once per trip, children at a share of the adult fee, infants free. A fee with `asked` words is the permit of an
 * activity (gorilla trekking): due only when the request names it ("see the mountain gorillas", "voir les gorilles").
 */
export const EntryFeeSchema = Closed({
  id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
  name: ShortText(),
  area: AreaSchema,
  per: Type.Union([Type.Literal('night'), Type.Literal('trip')]),
  adult_usd: Type.Number({ minimum: 0 }),
  child_share: Type.Number({ minimum: 0, maximum: 1 }),
  asked: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z]+$', maxLength: 40 }), { minItems: 1 })),
  /** The theme the activity is (gorilla trekking is wildlife): a place where its permit is due offers that theme. */
  theme: Type.Optional(Type.String({ pattern: '^[a-z_]+$', maxLength: 40 })),
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

/** The ids of the activity permits a request asks for: one of a fee's `asked` words is a word of the request (folded). */
export function permitsAsked(request: string | undefined): string[] {
  const words = new Set(withoutAccents(request ?? '').split(/[^a-z]+/));
  return entryFeeTable()
    .fees.filter((f) => f.asked?.some((w) => words.has(w)))
    .map((f) => f.id);
}

/** The themes the asked activities offer at a place: a place where an asked activity's permit is due offers its theme. */
export const permitThemesAt = (place: PlacePoint, asked: readonly string[]): string[] =>
  feesAt(place).flatMap((f) => (f.theme && asked.includes(f.id) ? [f.theme] : []));

/** The fees a party pays at a place for a stay of `nights`, or null when none applies; an activity's permit only when asked. */
export function entryFees(place: PlacePoint, adults: number, children: number, nights: number, asked: readonly string[]): EntryFees | null {
  const due = feesAt(place).filter((f) => f.asked === undefined || asked.includes(f.id));
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
