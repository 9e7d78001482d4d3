/** Browser billing URLs, built from the configured public base URL so they work behind any host. */
export interface BillingLinks {
  paid_signup_url: string;
  paid_login_url: string;
  billing_url_after_login: string;
}

export function billingLinks(publicBaseUrl: string): BillingLinks {
  const next = encodeURIComponent('/billing');
  return {
    paid_signup_url: `${publicBaseUrl}/signup?next=${next}`,
    paid_login_url: `${publicBaseUrl}/login?next=${next}`,
    billing_url_after_login: `${publicBaseUrl}/billing`,
  };
}
