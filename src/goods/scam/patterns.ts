import { normalizeText } from '../text.js';

/**
 * Phrase patterns over normalised listing text (lower case, letters, digits, "$" and
 * single spaces). Negated mentions ("no zelle", "no zelle or venmo", "no deposit
 * needed") do not count: see isNegated.
 */
const p = (body: string) => new RegExp(String.raw`(?:^| )(?:${body})(?= |$)`, 'g');

export const PATTERNS = {
  offPlatformPayment: p(
    String.raw`zelle|venmo|cash ?app|cashapp|apple pay cash|paypal (?:friends|family|f f|ff)|friends and family|pay (?:me )?(?:outside|off) (?:of )?(?:the )?(?:app|platform|site|marketplace)|(?:contact|message|text) me (?:on|via) (?:whatsapp|telegram|signal)|whatsapp|telegram`,
  ),
  wireGiftCrypto: p(
    String.raw`wire transfer|wire (?:the )?(?:money|payment|funds)|western union|moneygram|gift ?cards?|itunes cards?|steam cards?|google play cards?|bitcoin|btc|crypto(?:currency)?|usdt|tether|ethereum|bank transfer only`,
  ),
  shippingOnly: p(
    String.raw`shipping only|ship only|only ship|will only ship|can only ship|(?:cannot|cant|can not|will not|wont|unable to) meet|no (?:local )?pick ?ups?|no meet ?ups?|no meetings?|currently (?:deployed|overseas|abroad|out of (?:town|the country))|i am (?:deployed|overseas|abroad|out of the country)|im (?:deployed|overseas|abroad|out of the country)|(?:shipping|delivery) agent|courier will deliver`,
  ),
  deposit: p(
    String.raw`deposit|hold (?:it|the item) for you|(?:pay|send)(?: [a-z]+){0,3} (?:first|upfront|up front|in advance|before (?:pickup|viewing|you see it|inspection))|half (?:now|upfront|up front)|advance payment|reservation fee|to reserve (?:it|the item)|(?:only )?(?:after|once) (?:the |your )?payment (?:clears|is received|has cleared|arrives)`,
  ),
  overpayment: p(
    String.raw`overpay(?:ment)?|send (?:you |me )?(?:back )?(?:the )?(?:extra|difference|change|balance)|refund (?:you |me )?(?:the )?(?:difference|extra)|cashiers? checks? for (?:more|extra)|check for more than|pay (?:extra|more than the price) for (?:the )?(?:mover|shipper|shipping agent)`,
  ),
  urgency: p(
    String.raw`urgent(?:ly)?|must (?:go|sell) (?:today|tonight|now)|first (?:person )?to (?:pay|send)|leaving (?:the country|town) (?:tomorrow|today|tonight|this week)|today only|act (?:fast|now)|wont last|need (?:it )?gone (?:today|tonight|now)|pay (?:now|today) or|deal expires`,
  ),
  stockPhotoText: p(String.raw`stock (?:photo|photos|image|images|pic|pics)|photos? (?:from|off) (?:the )?(?:internet|google|web)|not (?:the )?actual (?:photo|photos|item|pic|pics)|for illustration`),
} as const;

export type PatternName = keyof typeof PATTERNS;

const NEGATORS = new Set(['no', 'not', 'never', 'without', 'dont', 'wont', 'cannot']);
const CONNECTIVES = new Set(['or', 'and', 'nor', 'a', 'the', 'any']);

/** A match is negated when a negator precedes it across connectives and other listed terms ("no zelle or venmo"). */
function isNegated(words: string[], pattern: RegExp): boolean {
  for (let i = words.length - 1; i >= 0 && i >= words.length - 6; i -= 1) {
    const word = words[i] as string;
    if (NEGATORS.has(word)) return true;
    if (CONNECTIVES.has(word)) continue;
    if (new RegExp(pattern.source).test(` ${word} `)) continue;
    return false;
  }
  return false;
}

/** The first non-negated matched phrase, for the signal's evidence, or null. */
export function findPhrase(name: PatternName, text: string): string | null {
  const normalized = normalizeText(text);
  const pattern = PATTERNS[name];
  for (const m of normalized.matchAll(pattern)) {
    const before = normalized.slice(0, m.index).trim();
    if (!isNegated(before === '' ? [] : before.split(' '), pattern)) return m[0].trim();
  }
  return null;
}

/** Hosts of stock-photo libraries; a listing photo served from one is not the seller's own. */
export const STOCK_PHOTO_HOSTS = ['shutterstock.com', 'gettyimages.com', 'istockphoto.com', 'alamy.com', 'dreamstime.com', '123rf.com', 'depositphotos.com', 'stock.adobe.com', 'unsplash.com', 'pexels.com'];
