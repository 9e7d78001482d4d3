import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.js';
import { classifyItem } from '../../src/goods/category.js';
import { understandItem } from '../../src/goods/item.js';
import { classifyCondition, conditionInTitle, parseConditionPreferences } from '../../src/goods/condition.js';
import { goodsConfigFromEnv } from '../../src/goods/config.js';
import { defaultGeocoder } from '../../src/goods/geo.js';
import { priceVsMarket, type PriceContext } from '../../src/goods/price-verdict.js';
import { retryAfterMs } from '../../src/net/http-retry.js';
import { findPhrase } from '../../src/goods/scam/patterns.js';
import { paymentBeforeSeeing } from '../../src/goods/scam/structures.js';
import { fires, type RuleInput } from '../../src/goods/scam/rules.js';
import { percentileRank, quantile } from '../../src/goods/stats.js';

/** A listing's text as the scam rules see it, with no seller, photos or market. */
const listing = (title: string, description: string, category: RuleInput['category'] = 'generic'): RuleInput => ({
  title,
  description,
  category,
  reference: null,
  forParts: false,
  estimate: null,
  theftOrCounterfeitTarget: false,
  seller: null,
  imageUrls: null,
  priceUsd: 500,
  market: { medianUsd: null, compsCount: 0 },
  otherSellersUsingPhoto: () => 0,
});

const noContext: PriceContext = {
  reference: null,
  identity: { strong: false, record_id: null, reason: 'no record' },
  estimate: null,
  notWorking: false,
  riskyTerms: [],
};
import { sameListingUrl } from '../../src/goods/validate.js';

describe('goods building blocks', () => {
  it('classifies condition text and refuses unknown preference words', () => {
    expect(
      ['Brand new, sealed', 'Like New', 'Open box', 'Used - very good', 'Fair, heavy wear', 'For parts or not working', 'whatever'].map(classifyCondition),
    ).toEqual(['new', 'like_new', 'like_new', 'used_good', 'used_fair', 'for_parts', 'unknown']);
    expect(['Trek Domane new tyres', 'Xbox with new controller', 'Xbox brand new', 'iPhone 15 sealed', 'Fahrrad wie neu'].map(conditionInTitle)).toEqual([
      'unknown',
      'unknown',
      'new',
      'new',
      'like_new',
    ]);
    expect(['poor', 'CRACKED screen and back, fully working', 'Display gesprungen', 'no cracks, not damaged', 'écran fissuré'].map(classifyCondition)).toEqual([
      'damaged',
      'damaged',
      'damaged',
      'unknown',
      'damaged',
    ]);
    expect(parseConditionPreferences(['used', 'like new'])).toEqual(['used_good', 'used_fair', 'like_new']);
    expect(() => parseConditionPreferences(['shiny'])).toThrow(/condition_preferences: "shiny" is not a condition we recognise/);
  });

  it('picks categories that decide checks, from the title first and the description second', () => {
    const cases: Array<[string, string | null, string]> = [
      ['iPhone 13 128GB', null, 'electronics'],
      ['2015 Honda Civic LX', null, 'vehicles'],
      ['Trek FX 3 hybrid bike', null, 'bikes'],
      ['IKEA Kivik sofa', null, 'furniture'],
      ['KitchenAid stand mixer', null, 'appliances'],
      ['Rolex Submariner Date 126610LN watch', null, 'watches'],
      ['Apple Watch Series 8 45mm', null, 'electronics'],
      ['Sony A7 III body', null, 'cameras'],
      ['French Bulldog puppy, 10 weeks', null, 'pets'],
      ['2 Taylor Swift Eras Tour tickets', null, 'tickets'],
      ['2BR apartment for rent downtown', null, 'rentals'],
      ['UPPAbaby Vista V2 stroller', null, 'baby_gear'],
      ['Fender Player Stratocaster', null, 'instruments'],
      ['Air Jordan 1 Retro High OG size 10', null, 'clothing'],
      ['Blue bundle, barely used', 'A Golden Retriever puppy with vet records', 'pets'],
      ['Vintage lamp', 'Works, fits any car', 'generic'],
    ];
    for (const [title, description, category] of cases) expect(classifyItem(title, description), title).toBe(category);
  });

  it('prices fall into the documented bands', () => {
    const comps = [90, 95, 100, 105, 110];
    const asking = 'asking_prices_of_active_listings' as const;
    const verdict = (asked: number) => priceVsMarket(asked, comps, asking, noContext).verdict;
    expect([50, 51, 84, 85, 115, 116].map(verdict)).toEqual(['well_below_market_check_for_scam', 'good_deal', 'good_deal', 'fair', 'fair', 'above_market']);
    expect(priceVsMarket(100, [100, 120], asking, noContext).verdict).toBe('insufficient_comps');
    const read = priceVsMarket(97, comps, asking, noContext);
    expect(read).toMatchObject({
      basis: 'model_estimate',
      comps_count: 5,
      comps_price_kind: asking,
      median_usd: 100,
      p25_usd: 95,
      p75_usd: 105,
      iqr_usd: 10,
      percentile: 40,
      ratio_to_median: 0.97,
    });
    expect(read.explanation).toMatch(/asking prices of active listings, not sold prices/);
    expect(priceVsMarket(97, comps, 'sold_prices', noContext).explanation).toMatch(/prices of completed sales/);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentileRank([1, 2, 3, 4], 2)).toBe(37.5);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs(null, 0)).toBeNull();
  });

  it('matches listing URLs on host and path only', () => {
    expect(sameListingUrl('https://www.ebay.com/itm/123?hash=abc', 'https://ebay.com/itm/123/')).toBe(true);
    expect(sameListingUrl('https://ebay.com/itm/123', 'https://ebay.com/itm/124')).toBe(false);
  });

  it('ignores negated scam phrases', () => {
    expect(findPhrase('offPlatformPayment', 'No Zelle or Venmo please')).toBeNull();
    expect(findPhrase('offPlatformPayment', 'Venmo me and I hold it')).toBe('venmo');
    expect(paymentBeforeSeeing('no deposit needed')).toBeNull();
    expect(paymentBeforeSeeing('pay by zelle first')).not.toBeNull();
    expect(findPhrase('shippingOnly', 'No shipping, local pickup only')).toBeNull();
  });

  it('reads payment and deposit phrases in their clause', () => {
    expect(findPhrase('offPlatformPayment', 'Cash or Venmo at pickup, meet at the Target parking lot.')).toBeNull();
    expect(findPhrase('offPlatformPayment', 'Cash or Zelle when you pick it up after a test drive.')).toBeNull();
    expect(findPhrase('offPlatformPayment', 'Meet at the mall. Pay with Zelle first and I ship it.')).toBe('zelle');
    expect(findPhrase('offPlatformPayment', 'zelle only')).toBe('zelle');
    expect(findPhrase('offPlatformPayment', 'Venmo at pickup. Venmo me first to hold it.')).toBe('venmo');
    const paysFirst = (clause: string, category: Parameters<typeof paymentBeforeSeeing>[1] = 'generic') => paymentBeforeSeeing(clause, category) !== null;
    expect(paysFirst('a 200 deposit is taken only after your visit if you want to reserve a pick', 'pets')).toBe(false);
    expect(paysFirst('send a 100 deposit by cash app to reserve her before visiting', 'pets')).toBe(true);
    expect(paysFirst('send a 50 deposit to hold it and i will arrange delivery')).toBe(true);
    expect(paysFirst('deposit required', 'rentals')).toBe(false);
    expect(paysFirst('deposit required', 'generic')).toBe(true);
    expect(paysFirst('refundable security deposit at lease signing after you view the unit', 'rentals')).toBe(false);
    expect(paysFirst('send the deposit via zelle to hold the apartment', 'rentals')).toBe(true);
    expect(paysFirst('no viewings until you pay', 'rentals')).toBe(true);
    expect(paysFirst('i will ship it via fedex after payment')).toBe(true);
    expect(paysFirst('ships same day after payment')).toBe(true);
    // The seller's own deposit, given as the reason to sell, asks nothing of the buyer.
    expect(paysFirst('selling to fund a house deposit', 'watches')).toBe(false);
    expect(paysFirst('verkaufe weil ich die kaution fur die neue wohnung brauche')).toBe(false);
    expect(paysFirst('bank transfer at the jeweller once verified')).toBe(false);
    expect(findPhrase('offPlatformPayment', 'Payment: Cash, Venmo.')).toBeNull();
    expect(findPhrase('offPlatformPayment', 'Payment: PayPal Friends & Family or Zelle only.')).toBe('paypal friends');
    expect(findPhrase('offPlatformPayment', 'Zahlung nur per PayPal Freunde, Versand aus Spanien.')).toBe('paypal freunde');
    expect(findPhrase('offPlatformPayment', 'Paiement PayPal entre amis et famille uniquement.')).toBe('amis et famille');
    expect(findPhrase('offPlatformPayment', 'Pago por PayPal amigos y familiares antes del envío.')).toBe('paypal amigos');
    expect(findPhrase('offPlatformPayment', 'Bar oder PayPal Freunde bei Abholung.')).toBeNull();
    expect(findPhrase('offPlatformPayment', 'PayPal Waren und Dienstleistungen oder bar.')).toBeNull();
    expect(findPhrase('shippingOnly', 'I am a nurse working overseas, my agent will ship it.')).toBe('working overseas');
    expect(findPhrase('offPlatformPayment', 'Apple Pay or cash when you pick it up.')).toBeNull();
    expect(findPhrase('offPlatformPayment', 'Apple Pay first and I ship it.')).toBe('apple pay');
  });

  it('tells a title and description naming other models from a count or a size', () => {
    const mismatch = (title: string, description: string) => fires('title_description_mismatch', listing(title, description));
    expect(mismatch('iPhone 13 128GB', 'Selling my iPhone 11, works fine.')).toBe(true);
    expect(mismatch('Sony a6400 body + 2 batteries', 'Two genuine NP-FW50 batteries, charger, strap.')).toBe(false);
    expect(mismatch('Étagère IKEA Kallax 4x4 blanche', 'Étagère Kallax 147x147 cm, 16 cases.')).toBe(false);
  });

  it('reads a defaced serial, or two gaps in provenance, as signs of a stolen or fake item; one gap alone is ordinary', () => {
    const stolen = (description: string) => fires('stolen_or_counterfeit_signs', listing('Canon EOS R5 body', description));
    expect(stolen('Works perfectly. Serial plate on the bottom is scratched but it does not matter.')).toBe(true);
    expect(stolen('Funktioniert einwandfrei. Die Seriennummer wurde abgekratzt.')).toBe(true);
    expect(stolen('Selling for a friend who moved away. The battery lock key got lost.')).toBe(true);
    expect(stolen('Authentique. Je n’ai ni facture ni carte, c’était un cadeau.')).toBe(true);
    expect(stolen('No receipt, it was a gift. Shutter count 12k.')).toBe(false);
    expect(stolen('Genuine batteries, box and receipt included.')).toBe(false);
    // Its own frame number or PIN unknown to the seller is a gap of its own kind; a lost key listed beside other things still counts.
    expect(stolen('Lost the charger and the battery key. Not sure of the frame number.')).toBe(true);
    expect(stolen('Rahmennummer weiß ich nicht. Keine Ladestation oder Rechnung.')).toBe(true);
    expect(stolen('Frame number on the receipt, both keys included.')).toBe(false);
    // The defacing verb in any of the six languages, before or after the number.
    expect(stolen('The serial sticker on the bottom is scraped off but it powers on.')).toBe(true);
    expect(stolen('Il numero di serie è stato rimosso, non ho la scatola.')).toBe(true);
    expect(stolen('Corps en bon état, numéro de série enlevé.')).toBe(true);
    expect(stolen('Removed serial plate, otherwise perfect.')).toBe(true);
    expect(stolen('Serial number on the box matches the body.')).toBe(false);
    // Words that also mean something ordinary are no defacing when other words stand between them and the number.
    expect(stolen('Nothing missing, serial number on the receipt.')).toBe(false);
    expect(stolen('Case removed, serial number matches the box.')).toBe(false);
    expect(stolen('Retiré en magasin, numéro de série sur la facture.')).toBe(false);
    expect(stolen('Folie entfernt, Seriennummer auf der Rechnung.')).toBe(false);
  });

  it('reads a helmet or child car seat that took an impact or is past its expiry as a hard risk; an impact denied, or a crash test, is ordinary', () => {
    const spent = (title: string, description: string, category: RuleInput['category'] = 'generic') =>
      fires('protective_gear_impact_or_expired', listing(title, description, category));
    expect(spent('Graco 4Ever DLX car seat', 'Was in the car during a fender-bender last winter but no visible damage.')).toBe(true);
    expect(spent('Arai RX-7V Evo, size M', 'Had a slow low-side, the helmet touched the tarmac briefly.')).toBe(true);
    expect(spent('Silla de coche Cybex Sirona Z', 'Tuvo un pequeño accidente el año pasado.')).toBe(true);
    expect(spent('Schuberth C5 Größe M', 'Der Helm ist mir auf den Asphalt gefallen, nur ein Kratzer.')).toBe(true);
    expect(spent('Seggiolino auto Chicco', 'Scaduto a marzo, per il resto perfetto.')).toBe(true);
    expect(spent('Casco Shoei NXR2 – sin caídas', 'Nunca ha sufrido caída ni golpe.')).toBe(false);
    expect(spent('Diono Radian car seat', 'Never been in a collision. ADAC crash test winner.')).toBe(false);
    expect(spent('Casque Bell, jamais tombé', 'Comme neuf.')).toBe(false);
    expect(spent('Fahrradhelm Uvex', 'Unfallfrei, kaum benutzt.')).toBe(false);
    // A car with an accident in its history is not protective gear for sale, nor is a helmet beside another item's fall.
    expect(spent('VW Golf 7, child seat included', 'Minor accident in 2021, repaired.', 'vehicles')).toBe(false);
    expect(spent('Shoei GT-Air 2 motorcycle helmet', 'Had a slow crash at a roundabout last spring.', 'vehicles')).toBe(true);
    expect(spent('Kona mountain bike', 'Took a fall once, frame fine. Comes with a lock.')).toBe(false);
    // A title word that only begins like "with" ("como", "comme") adds no extra; headphones are no helmet, nor is a name.
    expect(spent('Capacete LS2 como novo', 'Caiu uma vez.')).toBe(true);
    expect(spent('Casque audio Sony WH-1000XM4', 'Tombé une fois, fonctionne parfaitement.')).toBe(false);
    expect(spent('Wilhelm Kinderrad 16 Zoll', 'Einmal umgefallen, sonst top.')).toBe(false);
  });

  it('reads a code that opens the item, unknown to the seller, as a locked item of any kind; one reset by the owner is ordinary', () => {
    const locked = (title: string, description: string) => fires('device_locked_or_for_parts', listing(title, description));
    expect(locked('Husqvarna Automower 430X', 'PIN code is unknown but any dealer can reset it.')).toBe(true);
    expect(locked('Segway Ninebot Max G30', 'Le code PIN est inconnu, un magasin peut le réinitialiser.')).toBe(true);
    expect(locked('Husqvarna Automower 305', 'PIN zurückgesetzt und aus meinem Konto entfernt, Rechnung vorhanden.')).toBe(false);
    expect(locked('Louis Vuitton Speedy 30', 'Date code unknown, no receipt.')).toBe(false);
  });

  it('reads a payment through a link or QR code the seller sends as a fake checkout', () => {
    const link = (description: string) => fires('fake_escrow_or_delivery_service', listing('Fujifilm X-T5 body', description));
    expect(link('Je vous envoie le lien par e-mail, vous réglez dessus et le colis part.')).toBe(true);
    expect(link('Pago escaneando el código QR que te mando por WhatsApp.')).toBe(true);
    expect(link('Paghi la spedizione al corriere tramite il link che ti mando.')).toBe(true);
    expect(link('Here is the link to the manual. Payment in cash at pickup.')).toBe(false);
    expect(link('To pay please scan this QR code with your banking app.')).toBe(true);
    expect(fires('deposit_before_inspection', listing('Sony A7 IV', 'Nur Überweisung, Versand nach Zahlungseingang.'))).toBe(true);
  });

  it('reads stock or illustrative photos in the six languages', () => {
    for (const text of [
      'Photos are from the manufacturer website, mine looks the same.',
      'Bilder sind Symbolbilder.',
      'Photos non contractuelles.',
      'Imagen ilustrativa, el producto es usado.',
      'Foto di repertorio.',
      'Fotos meramente ilustrativas.',
    ])
      expect(fires('stock_or_copied_photos', listing('Canon EOS R6 Mark II', text)), text).toBe(true);
    expect(fires('stock_or_copied_photos', listing('Canon EOS R6 Mark II', 'Photos are of the actual camera, taken today.'))).toBe(false);
  });

  it('reads a model the description declares with a marker when the title names none, and only then', () => {
    expect(understandItem('Mirrorless camera body', 'Model: EOS R8, 3k shutter.').text).toBe('Mirrorless camera body EOS R8');
    expect(understandItem('Sony headphones', 'Modèle WH-1000XM4, très bon état.').text).toBe('Sony headphones WH-1000XM4');
    expect(understandItem('Kaffeevollautomat', 'Modell: ECAM370.95, entkalkt.').text).toBe('Kaffeevollautomat ECAM370.95');
    expect(understandItem('iPhone 13 128GB', 'Model A2633, fits any case for the iPhone 14.').text).toBe('iPhone 13 128GB');
    expect(understandItem('Rowing machine', 'Model D with the PM5 monitor... fits the iPhone 13 holder.').text).toBe('Rowing machine');
  });

  it('reads a payment to someone other than the seller, unless it is made in person at collection', () => {
    const thirdParty = (description: string) => fires('payment_to_third_party', listing('Nintendo Switch OLED', description));
    expect(thirdParty('Je suis en déplacement, le paiement se fait à ma sœur par virement.')).toBe(true);
    expect(thirdParty('Payment goes to my father by bank transfer and he ships it.')).toBe(true);
    expect(fires('fake_escrow_or_delivery_service', listing('Yamaha U1', 'You just pay the moving company for delivery and they bring it to your door.'))).toBe(
      true,
    );
    expect(thirdParty('El pago va a la cuenta de mi hermano.')).toBe(true);
    expect(thirdParty('Pay my wife in cash at pickup, she will be home.')).toBe(false);
    expect(thirdParty('Bought it for my son, he never used it. Cash only.')).toBe(false);
  });

  it('geocodes US cities with a state, ZIP codes and coordinates; refuses the ambiguous', () => {
    expect(defaultGeocoder('Austin, TX')?.point?.lat).toBeCloseTo(30.27, 1);
    expect(defaultGeocoder('78701')).toMatchObject({ point: null, postalCode: '78701' });
    expect(defaultGeocoder('45.5,-122.6')?.point).toEqual({ lat: 45.5, lon: -122.6 });
    expect(defaultGeocoder('Springfield')).toBeNull();
  });

  it('reads its configuration from the environment map with defaults and checks', () => {
    const config = goodsConfigFromEnv({});
    expect(config.marketplaceA).toMatchObject({
      clientId: null,
      baseUrl: 'https://api.ebay.com',
      marketplaceId: 'EBAY_US',
      timeoutMs: 4000,
      budgetMs: 10000,
      maxRetries: 2,
    });
    expect(config.marketplaceB.snapshotDir).toMatch(/data\/goods\/snapshots\/?$/);
    expect(() => goodsConfigFromEnv({ MARKETPLACE_A_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => goodsConfigFromEnv({ MARKETPLACE_A_TIMEOUT_MS: '5' })).toThrow(/MARKETPLACE_A_TIMEOUT_MS must be an integer >= 100/);
  });
});
