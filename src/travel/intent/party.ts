import { COUNT, countValue, fold, matchesOf } from './text.js';

/**
 * Who is travelling. Counts the request states or clearly implies ("family of four" = 2 adults
 * and 2 children, "honeymoon" = 2 adults); null where it does not say ("with my kids" gives a
 * family with an unknown number of children). Babies and infants are under-2s; toddlers and
 * older are children.
 */
export type PartyKind = 'solo' | 'couple' | 'family' | 'group' | 'unknown';

export interface PartyReading {
  adults: number | null;
  children: number | null;
  infants: number | null;
  kind: PartyKind;
  text: string | null;
}

const KIDS = String.raw`(?:kids?|children|child|sons?|daughters?|boys?|girls?|teens?|teenagers?|toddlers?|little ones?)`;
const BABIES = String.raw`(?:bab(?:y|ies)|infants?|newborns?)`;
const ADULTS = String.raw`(?:adults?|grown[- ]ups?|people|persons|travell?ers|friends|guys|ladies|couples|seniors|retirees)`;

const SOLO = /\b(?:solo|by myself|on my own|alone|just me|just myself|single traveller|single traveler|myself only)\b/;
const COUPLE = /\b(?:(?:a |as a |we're a |we are a )couple(?!\s+(?:of|days|weeks|nights|hundred|thousand|more|extra))|couples?'?s? (?:trip|getaway|retreat)|\b(?:my|w\/ my|with my) (?:gf|bf)\b|my (?:wife|husband|partner|girlfriend|boyfriend|fianc[ee]e?|spouse)|honeymoon|anniversary|the two of us|two of us|both of us|romantic getaway|me and my (?:wife|husband|partner|girlfriend|boyfriend|spouse))\b/;
const FAMILY = /\b(?:family|families|my kids|the kids|our kids|with kids|with children|grandkids|grandchildren)\b/;
const GROUP = /\b(?:group|friends|buddies|bachelor(?:ette)? party|girls'? trip|guys'? trip|team)\b/;

const sumOf = (text: string, re: RegExp): { n: number; any: boolean } => {
  let n = 0;
  let any = false;
  for (const { m } of matchesOf(re, text)) {
    any = true;
    n += countValue(m[1]) ?? 1;
  }
  return { n, any };
};

export function readParty(text: string): PartyReading {
  const t = fold(text);
  const familyOf = new RegExp(String.raw`\bfamily of ${COUNT}\b`).exec(t);
  const adults = sumOf(t, new RegExp(String.raw`\b${COUNT}\s+(?:other\s+)?${ADULTS}\b`, 'g'));
  const myKids = sumOf(t, /\bmy\s+(?:young\s+|little\s+)?(?:son|daughter|toddler|kid|child|teen|teenager)()\b/g);
  const myBabies = sumOf(t, /\bmy\s+(?:baby|infant|newborn)()\b/g);
  const kids = sumOf(t, new RegExp(String.raw`\b${COUNT}\s+(?:young\s+|little\s+|small\s+)?${KIDS}\b`, 'g'));
  const babies = sumOf(t, new RegExp(String.raw`\b${COUNT}\s+(?:young\s+|little\s+)?${BABIES}\b`, 'g'));
  kids.n += myKids.n;
  kids.any ||= myKids.any;
  babies.n += myBabies.n;
  babies.any ||= myBabies.any;
  const usCount = new RegExp(String.raw`\b(?:there are|there'll be|we are|we're|party of|group of)\s+${COUNT}\b|\b${COUNT} of us\b`).exec(t);
  const meAnd = new RegExp(String.raw`\b(?:me|myself|i) (?:and|\+|plus) ${COUNT}\s+(?:friends|others|people|buddies|coworkers|colleagues)\b`).exec(t);

  const forN = new RegExp(String.raw`\bfor ${COUNT}(?=\s*(?:$|[,.;!?)]|and\b|in\b|from\b|on\b|to\b|at\b|under\b|with\b))`).exec(t);
  const couple = COUPLE.test(t);
  let adultCount: number | null = meAnd ? (countValue(meAnd[1]) ?? 0) + 1 : adults.any ? adults.n : null;
  const couples = new RegExp(String.raw`\b${COUNT}\s+couples\b`).exec(t);
  if (couples && !meAnd) adultCount = (adultCount ?? 0) + (countValue(couples[1]) ?? 0);
  if (adultCount === null && couple) adultCount = 2;
  if (adultCount === null && SOLO.test(t)) adultCount = 1;

  let childCount: number | null = kids.any ? kids.n : null;
  const infantCount: number | null = babies.any ? babies.n : null;
  if (familyOf) {
    const size = countValue(familyOf[1]) ?? 0;
    adultCount ??= size >= 3 ? 2 : size;
    childCount ??= Math.max(0, size - adultCount - (infantCount ?? 0));
  }
  if (usCount && adultCount === null && childCount === null) adultCount = countValue(usCount[1] ?? usCount[2]);
  if (forN && adultCount === null && childCount === null) adultCount = countValue(forN[1]);
  if (adultCount === null && (childCount !== null || infantCount !== null) && /\b(?:my (?:wife|husband|partner)|we|us)\b/.test(t)) {
    adultCount = couple ? 2 : null;
  }

  const kind: PartyKind =
    childCount || infantCount || FAMILY.test(t) ? 'family' : adultCount === 1 ? 'solo' : adultCount === 2 && (couple || !GROUP.test(t)) ? 'couple' : adultCount && adultCount > 2 ? 'group' : GROUP.test(t) ? 'group' : 'unknown';
  const matched = familyOf?.[0] ?? meAnd?.[0] ?? usCount?.[0] ?? forN?.[0] ?? null;
  return { adults: adultCount, children: childCount, infants: infantCount, kind, text: matched };
}
