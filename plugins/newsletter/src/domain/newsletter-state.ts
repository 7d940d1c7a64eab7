/** What the newsletter page shows, from its query string (route newsletter_subscribe). */
export type NewsletterPageState =
  'form' | 'optin' | 'confirm' | 'confirmed' | 'email_used' | 'token_invalid' | 'unsubscribe';

/**
 * The page state for a query: `success=optin`, `confirm=<token>` (the opt-in mail's link),
 * `confirmed`, `error=email_used|token_invalid`, `unsubscribe=<token>`; anything else shows the
 * plain form.
 */
export function newsletterPageState(
  query: Record<string, string | undefined>,
): NewsletterPageState {
  if (query.unsubscribe) return 'unsubscribe';
  if (query.confirm) return 'confirm';
  if (query.error === 'email_used') return 'email_used';
  if (query.error === 'token_invalid') return 'token_invalid';
  if (query.confirmed !== undefined) return 'confirmed';
  if (query.success === 'optin') return 'optin';
  return 'form';
}

/** The newsletter page of a brand, with an optional query (e.g. `success=optin`). */
export function newsletterPath(brand: string, query = ''): string {
  return `/site/_${brand}/newsletter.html${query ? `?${query}` : ''}`;
}
