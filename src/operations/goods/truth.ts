/** What every used-goods operation states about itself. */
export const GOODS_TRUTH =
  'svc verifies no seller, guarantees no availability and offers no checkout or escrow: every truth boundary is false. Listings are evidence labelled by provider (marketplace_a_provider_listing, marketplace_b_authorized_snapshot; demo_data marks the synthetic demo snapshot). When a provider is pending_credentials or unavailable the answer says so and rests on the other provider and heuristics.';
