/** What the newsletter page shows, from its query string (route newsletter_subscribe). */
export type NewsletterPageState = 'form' | 'optin' | 'confirm' | 'email_used' | 'unsubscribe';

/**
 * The page state for a query: `success=optin`, `confirm=<token>` (the opt-in mail's link, whose
 * button confirms and shows the outcome in place), `error=email_used`, `unsubscribe=<token>`;
 * anything else shows the plain form.
 */
export function newsletterPageState(
  query: Record<string, string | undefined>,
): NewsletterPageState {
  if (query.unsubscribe) return 'unsubscribe';
  if (query.confirm) return 'confirm';
  if (query.error === 'email_used') return 'email_used';
  if (query.success === 'optin') return 'optin';
  return 'form';
}

/** The newsletter page of a brand, with an optional query (e.g. `success=optin`). */
export function newsletterPath(brand: string, query = ''): string {
  return `/site/_${brand}/newsletter.html${query ? `?${query}` : ''}`;
}
