import type { ItemCategory, ScamRuleId } from '../contracts/goods.js';

/**
 * What to check and what to ask, by item category. These are svc's own checklists,
 * written from common buyer practice; they are advice, not verification.
 */
interface CategoryGuide {
  checks: string[];
  questions: string[];
  inPerson: string[];
}

const GUIDES: Readonly<Record<ItemCategory, CategoryGuide>> = {
  electronics: {
    checks: [
      'Serial number / IMEI: check it with the manufacturer and a carrier blacklist check (lost, stolen or unpaid devices).',
      "Activation lock (Find My / Google account protection) must be off and the device signed out of the seller's account.",
      'Battery health (phones: battery settings; laptops: cycle count) against the listing.',
      'Exact model, storage and carrier lock match the listing.',
    ],
    questions: [
      'What is the serial number or IMEI?',
      'Is it signed out of your account with activation lock (Find My / Google) turned off?',
      'What is the battery health percentage or cycle count?',
      'Is it carrier-locked, financed or under a payment plan?',
      'Do you have the receipt or original box?',
    ],
    inPerson: ['Power it on, test screen, cameras, buttons, ports, speakers and charging.', 'Watch the seller sign out and reset it in front of you.', 'Match the serial/IMEI on the device with the box or receipt.'],
  },
  furniture: {
    checks: [
      'Dimensions (width, depth, height) against your space, doors and stairs.',
      'Model label or manufacturer tag that confirms the brand and model.',
      'Damage: broken joints, stains, pet or smoke damage, signs of bed bugs.',
    ],
    questions: ['What are the exact dimensions?', 'Is there a manufacturer label or model number on it?', 'Any pets or smoking in the home?', 'Does it come apart, and can you help load it?'],
    inPerson: ['Find and photograph the model label.', 'Sit on, open and load every part; check joints and seams.', 'Inspect seams and underside for bed bugs.'],
  },
  bikes: {
    checks: [
      'Frame serial number (usually under the bottom bracket): check it on a stolen-bike registry such as Bike Index and with local police.',
      'Frame size fits you.',
      'Frame and fork free of cracks; drivetrain and brake wear.',
    ],
    questions: ['What is the frame serial number?', 'Do you have the original receipt or proof of ownership?', 'What frame size is it?', 'Has it been crashed or had frame repairs?'],
    inPerson: ['Read the serial number on the frame yourself and compare it with what the seller sent.', 'Test ride: shifting, braking, no creaks.', 'Look for filed-off serials or mismatched parts.'],
  },
  vehicles: {
    checks: [
      'VIN: run a vehicle history report and the NICB VINCheck (theft and salvage).',
      "Title: in the seller's name, clean (not salvage or rebuilt), no liens.",
      'Service records and odometer consistency.',
      'Pre-purchase inspection by an independent mechanic.',
    ],
    questions: ['What is the VIN?', 'Is the title clean and in your name? Any liens?', 'Do you have service records?', 'Any accidents or flood damage?', 'Can my mechanic inspect it?'],
    inPerson: ["Match the VIN on the dashboard, door jamb and title, and the seller's ID with the title.", 'Test drive, cold start, check warning lights.', 'Complete the sale with a bill of sale and title transfer at a bank or DMV.'],
  },
  generic: {
    checks: ['The item works as described.', 'Brand and model labels match the listing.', 'Proof of purchase or ownership, for valuable items.'],
    questions: ['Can I see it working when we meet?', 'Why are you selling it?', 'Do you have a receipt or proof of purchase?', 'Any defects not shown in the photos?'],
    inPerson: ['Test it fully before paying.', 'Compare it with the listing photos.'],
  },
};

/** Questions that follow from a fired rule, so the seller can answer the concern directly. */
const SIGNAL_QUESTIONS: Partial<Record<ScamRuleId, string>> = {
  off_platform_payment: 'Can I pay in person when I pick it up (or through the marketplace checkout)?',
  wire_gift_card_or_crypto_payment: 'Can I pay in person on pickup instead? I do not pay by wire, gift cards or crypto.',
  shipping_only_or_refuses_meeting: 'Can we meet so I can see the item before paying?',
  deposit_before_inspection: 'Can I see the item before paying anything?',
  overpayment_or_refund_request: 'I will pay exactly the agreed price in person; is that fine?',
  new_account_without_feedback: 'Do you have other listings or a profile with past sales?',
  stock_or_copied_photos: "Could you send a photo of the item next to a note with today's date?",
  title_description_mismatch: 'The title and description differ: which exact model / year / capacity is it?',
  price_far_below_market: 'The price is well below similar listings: why so low?',
};

export function guideFor(category: ItemCategory): CategoryGuide {
  return GUIDES[category];
}

export function signalQuestions(ids: readonly ScamRuleId[]): string[] {
  return ids.map((id) => SIGNAL_QUESTIONS[id]).filter((q): q is string => q !== undefined);
}
