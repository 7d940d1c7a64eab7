import type * as NewsletterRules from '@eventalp/plugin-newsletter/domain';
import { newsletterPath, type newsletterClient } from '@eventalp/plugin-newsletter/domain';
import { RateLimitError, ValidationError } from '@eventalp/shell-kit';

export type NewsletterRulesModule = typeof NewsletterRules;

/** What a submit of the newsletter box ends in (spec sections 4, 5 and 8). */
export type NewsletterOutcome =
  /** Nothing was sent: the address does not pass the rule. */
  | { kind: 'invalid'; message: string }
  /** Subscribed (opt-in mail on its way): go to the newsletter page's success state. */
  | { kind: 'subscribed'; target: string }
  /** Already in the database: show the message and go to the page's `email_used` state. */
  | { kind: 'email_used'; message: string; target: string }
  /** The shell shows its rate-limit dialog; the visitor may try again later. */
  | { kind: 'rate_limited' }
  | { kind: 'failed'; message: string };

export interface NewsletterSubmitDeps {
  rules: NewsletterRulesModule;
  newsletter: Pick<ReturnType<typeof newsletterClient>, 'subscribe'>;
  brand: string;
}

/**
 * The newsletter schema (and its validation library) is loaded on the first submit so it stays out
 * of the initial JavaScript of every page that shows the box.
 */
export function loadNewsletterRules(): Promise<NewsletterRulesModule> {
  return import(/* webpackChunkName: "newsletter-rules" */ '@eventalp/plugin-newsletter/domain');
}

/** Checks the address with the API's own rule, subscribes it and maps the answer to an outcome. */
export async function submitNewsletter(
  email: string,
  { rules, newsletter, brand }: NewsletterSubmitDeps,
): Promise<NewsletterOutcome> {
  const { newsletterMessages } = rules;
  const checked = rules.subscribeInput.safeParse({ email });
  if (!checked.success) return { kind: 'invalid', message: newsletterMessages.invalidEmail };
  try {
    await newsletter.subscribe(checked.data.email);
    return { kind: 'subscribed', target: newsletterPath(brand, 'success=optin') };
  } catch (error) {
    if (error instanceof RateLimitError) return { kind: 'rate_limited' };
    // The spec reads the first message of the e-mail errors list.
    const first = error instanceof ValidationError ? error.errors.email?.[0] : undefined;
    if (first === newsletterMessages.emailTakenCode)
      return {
        kind: 'email_used',
        message: newsletterMessages.alreadySubscribed,
        target: newsletterPath(brand, 'error=email_used'),
      };
    if (first === newsletterMessages.invalidEmail) return { kind: 'invalid', message: first };
    return { kind: 'failed', message: newsletterMessages.failed };
  }
}
