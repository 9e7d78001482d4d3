import type { ClaimNodeValue, EvidenceItemValue } from '../contracts/proof.js';

/**
 * Links each claim to the evidence paragraphs that state it. A paragraph states a claim when it
 * carries every number in the claim and at least SUPPORT_SHARE of its key terms: a word-overlap
 * heuristic, so a match is a pointer for a human to read, not a proof.
 */
export const SUPPORT_SHARE = 0.7;

const STOP_WORDS = new Set(
  'the and for with from into that this was were are has have had its our their than then over under about after before more most been being also which who whom what when where while will would can could should may might not but all any each per via is it of to in on at by as or an a be we us'.split(
    ' ',
  ),
);

const normalise = (word: string) => {
  const lower = word.toLowerCase();
  return lower.length > 4 && lower.endsWith('s') ? lower.slice(0, -1) : lower;
};

const wordsOf = (text: string) => (text.match(/[\p{L}\p{N}]+(?:[.,][\p{L}\p{N}]+)*/gu) ?? []).map((word) => normalise(word.replace(/,/g, '')));

export function claimTerms(claim: string): { numbers: string[]; terms: string[] } {
  const words = wordsOf(claim);
  const numbers = [...new Set(words.filter((word) => /^\d[\d.]*$/.test(word)))];
  const terms = [...new Set(words.filter((word) => !/^\d/.test(word) && word.length >= 3 && !STOP_WORDS.has(word)))];
  return { numbers, terms };
}

export function paragraphSupports(paragraph: string, claim: { numbers: string[]; terms: string[] }): boolean {
  const present = new Set(wordsOf(paragraph));
  if (!claim.numbers.every((number) => present.has(number))) return false;
  if (claim.terms.length === 0) return claim.numbers.length > 0;
  const hits = claim.terms.filter((term) => present.has(term)).length;
  return hits >= Math.max(1, Math.ceil(claim.terms.length * SUPPORT_SHARE));
}

/** A checked page and, per claim, the paragraph of it that states the claim (null when none does). */
export interface ClaimEvidence {
  item: EvidenceItemValue;
  claimSupport: (string | null)[];
}

export function claimGraph(claims: readonly string[], evidence: readonly ClaimEvidence[]): ClaimNodeValue[] {
  const readable = evidence.filter((entry) => entry.item.classification !== 'unreachable');
  return claims.map((claim, index) => {
    const supported_by = readable.flatMap((entry) => {
      const excerpt = entry.claimSupport[index];
      return excerpt ? [{ url: entry.item.url, classification: entry.item.classification, excerpt }] : [];
    });
    const supportingUrls = new Set(supported_by.map((support) => support.url));
    const independent = supported_by.filter((support) => support.classification !== 'self_authored');
    const status: ClaimNodeValue['status'] =
      independent.length > 0 ? 'independently_supported' : supported_by.length > 0 ? 'self_reported_only' : 'unsupported';
    const reasons =
      status === 'independently_supported'
        ? [`stated by ${independent.length} independent source(s)`]
        : status === 'self_reported_only'
          ? ['only sources written or issued by the entity state it']
          : [readable.length === 0 ? 'no reachable source to check it against' : 'no checked source states it'];
    return { claim, status, supported_by, not_supported_by: readable.map((entry) => entry.item.url).filter((url) => !supportingUrls.has(url)), reasons };
  });
}
