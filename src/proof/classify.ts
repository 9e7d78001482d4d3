import type { EvidenceItemValue } from '../contracts/proof.js';
import type { FetchResult } from '../net/types.js';
import { registrableDomain, selfAuthoredReason, type Ownership } from './ownership.js';
import { countMentions, pageText, wordCount } from './text.js';

/**
 * Thresholds for "substantial" coverage. They are an editorial heuristic (a model_estimate),
 * not a venue's rule: at least this many name mentions, and this many words in the paragraphs
 * that name the entity.
 */
export const SUBSTANTIAL_MIN_MENTIONS = 3;
export const SUBSTANTIAL_MIN_RELEVANT_WORDS = 150;

/** An evidence item plus the paragraphs it was judged on (kept for the claim graph). */
export interface ClassifiedEvidence {
  item: EvidenceItemValue;
  paragraphs: string[];
}

const clip = (text: string, max = 480) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

function unreachable(url: string, result: FetchResult, reason: string): ClassifiedEvidence {
  return {
    item: {
      url,
      final_url: result.ok ? result.finalUrl : null,
      registrable_domain: registrableDomain(url),
      classification: 'unreachable',
      http_status: result.ok ? result.status : null,
      title: null,
      entity_mentions: 0,
      relevant_word_count: 0,
      total_word_count: 0,
      reasons: [clip(reason)],
    },
    paragraphs: [],
  };
}

export function classifyEvidence(url: string, result: FetchResult, entity: { mention: RegExp; name: string }, ownership: Ownership): ClassifiedEvidence {
  if (!result.ok) return unreachable(url, result, `could not fetch: ${result.code} (${result.message})`);
  if (result.status < 200 || result.status >= 300) return unreachable(url, result, `answered HTTP ${result.status}`);

  const page = pageText(result.body, result.contentType);
  const relevant = page.paragraphs.filter((paragraph) => countMentions(paragraph, entity.mention) > 0);
  const mentions = page.paragraphs.reduce((sum, paragraph) => sum + countMentions(paragraph, entity.mention), 0);
  const relevantWords = relevant.reduce((sum, paragraph) => sum + wordCount(paragraph), 0);
  const base = {
    url,
    final_url: result.finalUrl,
    registrable_domain: registrableDomain(result.finalUrl),
    http_status: result.status,
    title: page.title ? clip(page.title) : null,
    entity_mentions: mentions,
    relevant_word_count: relevantWords,
    total_word_count: page.paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0),
  };
  const counts = `${mentions} mentions of "${entity.name}", ${relevantWords} words in paragraphs naming it`;
  const ownReason = selfAuthoredReason(result.finalUrl, ownership) ?? selfAuthoredReason(url, ownership);
  if (ownReason) {
    return { item: { ...base, classification: 'self_authored', reasons: [ownReason, 'self-published pages do not show independent coverage', counts] }, paragraphs: page.paragraphs };
  }
  if (mentions === 0) {
    return { item: { ...base, classification: 'trivial_mention', reasons: [`independent domain, but the page does not mention "${entity.name}"`] }, paragraphs: page.paragraphs };
  }
  if (mentions >= SUBSTANTIAL_MIN_MENTIONS && relevantWords >= SUBSTANTIAL_MIN_RELEVANT_WORDS) {
    return { item: { ...base, classification: 'independent_substantial', reasons: ['independent registrable domain', counts] }, paragraphs: page.paragraphs };
  }
  const bar = `substantial needs at least ${SUBSTANTIAL_MIN_MENTIONS} mentions and ${SUBSTANTIAL_MIN_RELEVANT_WORDS} relevant words`;
  return { item: { ...base, classification: 'trivial_mention', reasons: ['independent registrable domain', `passing mention: ${counts}; ${bar}`] }, paragraphs: page.paragraphs };
}
