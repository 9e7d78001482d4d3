import type { ItemCategory, SellerHandoff } from '../contracts/goods.js';
import { guideFor } from './checks.js';

export const SVC_ROLE =
  'svc only analyses listing evidence: it sends no messages, verifies no seller, holds no money, offers no checkout or escrow, and cannot guarantee the item is still available.';

const SAFE_MEETING = [
  'Keep all messages on the marketplace until you have met.',
  'Meet in daylight in a busy public place; many police stations offer a safe exchange zone.',
  'Bring someone with you, or tell someone where you are going and when.',
  'For large items that must be collected from a home, do not go alone.',
  'Bring only the agreed amount; inspect and test before handing over money.',
];

const PAYMENT_GUIDANCE = [
  'Pay only after inspecting the item, in person, in cash or through the marketplace checkout where it offers buyer protection.',
  'Never pay by wire transfer, gift cards, cryptocurrency or a payment app to someone you have not met.',
  'Do not pay a deposit to "hold" an item you have not seen.',
  'Never accept an overpayment or send money back to a buyer or seller.',
];

export interface HandoffInput {
  category: ItemCategory;
  title: string | null;
  priceUsd: number | null;
  listingUrl: string | null;
  questions: readonly string[];
}

export function sellerHandoff(input: HandoffInput): SellerHandoff {
  const item = input.title ?? 'the item';
  const price = input.priceUsd === null ? '' : ` listed at $${input.priceUsd}`;
  const asks = input.questions
    .slice(0, 3)
    .map((q) => `- ${q}`)
    .join('\n');
  const draft = [
    `Hi, I'm interested in ${item}${price}. Is it still available?`,
    asks ? `Before we meet, could you tell me:\n${asks}` : '',
    "I'd like to see it in person at a public place and pay when I pick it up. When would suit you?",
  ]
    .filter((s) => s.length > 0)
    .join('\n\n');
  return {
    contact_channel: "Contact the seller through the marketplace's own messaging on the listing page.",
    listing_url: input.listingUrl,
    message_draft: draft,
    safe_meeting_checklist: SAFE_MEETING,
    verify_in_person: guideFor(input.category).inPerson,
    payment_guidance: PAYMENT_GUIDANCE,
    svc_role: SVC_ROLE,
  };
}

export const TRUTH_BOUNDARIES = {
  svc_checkout_supported: false,
  svc_escrow_supported: false,
  seller_identity_verified_by_svc: false,
  availability_guaranteed: false,
} as const;
