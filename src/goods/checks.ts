import type { ItemCategory, ScamRuleId } from '../contracts/goods.js';
import { categoryGuides } from './data.js';
import { mentions } from './text.js';

/**
 * What to check and what to ask, by item category (data/goods/categories.json). These are
 * svc's own checklists, written from common buyer practice; they are advice, not verification.
 */
export interface CategoryGuide {
  checks: string[];
  questions: string[];
  inPerson: string[];
}

/** Questions that follow from a fired rule, so the seller can answer the concern directly. */
const SIGNAL_QUESTIONS: Partial<Record<ScamRuleId, string>> = {
  off_platform_payment: 'Can I pay in person when I pick it up (or through the marketplace checkout)?',
  wire_gift_card_or_crypto_payment: 'Can I pay in person on pickup instead? I do not pay by wire, gift cards or crypto.',
  shipping_only_or_refuses_meeting: 'Can we meet so I can see the item before paying?',
  deposit_before_inspection: 'Can I see it before paying anything?',
  overpayment_or_refund_request: 'I will pay exactly the agreed price in person; is that fine?',
  new_account_without_feedback: 'Do you have other listings or a profile with past sales?',
  stock_or_copied_photos: "Could you send a photo of the item next to a note with today's date?",
  title_description_mismatch: 'The title and description differ: which exact model / year / capacity is it?',
  price_far_below_market: 'The price is well below similar listings: why so low?',
  device_locked_or_for_parts:
    'Can you show the receipt in your name? Either way, a locked or blacklisted device stays unusable for me, so I can only consider it at a parts price.',
  rental_remote_landlord: 'When can I see the home in person with you or your agent, before paying anything?',
  fake_escrow_or_delivery_service: 'Can I pay you in person when I collect it, rather than through a delivery or escrow service?',
  identity_or_card_details_request: 'I do not send identity papers, card numbers or codes to buy an item: can we do without them?',
  stolen_or_counterfeit_signs: 'Can you show the receipt or papers in your name, and the serial or frame number, so I can check it before paying?',
  payment_to_third_party: 'Can I pay you directly, in person when I collect it, rather than someone else?',
  protective_gear_impact_or_expired: 'What is the date of manufacture on the label, and has it ever taken a knock, a fall or a crash?',
  price_implausible_for_item: 'The price is far below what this item sells for: why so low, and can it be authenticated before I pay?',
};

function entryFor(category: ItemCategory) {
  const entry = categoryGuides().categories.find((c) => c.category === category) ?? categoryGuides().categories.find((c) => c.category === 'generic');
  if (!entry) throw new Error('data/goods/categories.json has no generic category');
  return entry;
}

/** Why the category's items have no used price svc could model (tickets, rentals); null for goods. */
export const noResaleValue = (category: ItemCategory): string | null => entryFor(category).no_resale_value ?? null;

const askOf = (q: string | { ask: string }) => (typeof q === 'string' ? q : q.ask);

export function guideFor(category: ItemCategory): CategoryGuide {
  const entry = entryFor(category);
  return { checks: entry.checks, questions: entry.questions.map(askOf), inPerson: entry.in_person };
}

/** The category's questions minus those the listing text already answers: a seller is not asked to confirm what the listing states. */
export function openQuestions(category: ItemCategory, listingText: string | null): string[] {
  return entryFor(category)
    .questions.filter((q) => typeof q === 'string' || listingText === null || !q.stated_by.some((w) => mentions(listingText, w)))
    .map(askOf);
}

export function signalQuestions(ids: readonly ScamRuleId[]): string[] {
  return ids.map((id) => SIGNAL_QUESTIONS[id]).filter((q): q is string => q !== undefined);
}
