import type { Static } from '@sinclair/typebox';
import type { SignalSource } from '../../contracts/goods.js';

/**
 * Public guidance the scam rules are drawn from. The rules paraphrase these pages in
 * svc's own words; as_of is the date the rule table was last reviewed against them.
 * Rules marked svc_heuristic in their table entry are svc's own reading of listing
 * data, pointed at the closest public guidance.
 */
type Source = Static<typeof SignalSource>;
const AS_OF = '2026-11-27';

export const SOURCES = {
  ftcAvoidScam: { name: 'FTC Consumer Advice: How To Avoid a Scam', url: 'https://consumer.ftc.gov/articles/how-avoid-scam', as_of: AS_OF },
  ftcFakeChecks: {
    name: 'FTC Consumer Advice: How To Spot, Avoid, and Report Fake Check Scams',
    url: 'https://consumer.ftc.gov/articles/how-spot-avoid-and-report-fake-check-scams',
    as_of: AS_OF,
  },
  ftcOnlineShopping: { name: 'FTC Consumer Advice: Online Shopping', url: 'https://consumer.ftc.gov/articles/online-shopping', as_of: AS_OF },
  ftcRentalScams: { name: 'FTC Consumer Advice: Rental Listing Scams', url: 'https://consumer.ftc.gov/articles/rental-listing-scams', as_of: AS_OF },
  appleActivationLock: { name: 'Apple Support: Activation Lock for iPhone and iPad', url: 'https://support.apple.com/HT201365', as_of: AS_OF },
  nhtsaCarSeatAfterCrash: {
    name: 'NHTSA: Car Seat Use After a Crash (replace a seat after a moderate or severe crash; follow the maker on expiry and minor crashes)',
    url: 'https://www.nhtsa.gov/car-seats-and-booster-seats/car-seat-use-after-crash',
    as_of: '2026-11-29',
  },
  craigslistScams: { name: 'craigslist: Avoiding Scams', url: 'https://www.craigslist.org/about/scams', as_of: AS_OF },
} as const satisfies Record<string, Source>;
