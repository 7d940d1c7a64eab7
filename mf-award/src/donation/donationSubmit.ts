import type { DonationCreated, DonationInput } from '@eventalp/plugin-award/domain';
import { RateLimitError, ValidationError } from '@eventalp/shell-kit';
import {
  fieldErrorsOf,
  type AwardRulesModule,
  type FieldErrors,
} from '../nomination/nominationSubmit';

/** What sending the donation form ends in. */
export type DonationOutcome =
  /** Not sent, or refused by the API: the spec's texts per field. */
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'donated'; created: DonationCreated }
  /** The shell shows its rate-limit dialog; the visitor may try again later. */
  | { kind: 'rate_limited' }
  | { kind: 'failed' };

export interface DonationSubmitDeps {
  rules: AwardRulesModule;
  donate(input: DonationInput): Promise<DonationCreated>;
}

/** Checks the form with the API's own schema, sends it and maps the answer to an outcome. */
export async function submitDonation(
  input: DonationInput,
  { rules, donate }: DonationSubmitDeps,
): Promise<DonationOutcome> {
  const checked = rules.donationInput.safeParse(input);
  if (!checked.success) return { kind: 'invalid', errors: fieldErrorsOf(checked.error.issues) };
  try {
    return { kind: 'donated', created: await donate(input) };
  } catch (error) {
    if (error instanceof RateLimitError) return { kind: 'rate_limited' };
    if (error instanceof ValidationError) return { kind: 'invalid', errors: error.errors };
    return { kind: 'failed' };
  }
}
