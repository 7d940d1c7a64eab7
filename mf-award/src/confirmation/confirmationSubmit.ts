import type { ConfirmationCreated, ConfirmationInput } from '@eventalp/plugin-award/domain';
import { HttpError, RateLimitError, ValidationError } from '@eventalp/shell-kit';
import {
  fieldErrorsOf,
  type AwardRulesModule,
  type FieldErrors,
} from '../nomination/nominationSubmit';

/** What sending the confirmation form ends in. */
export type ConfirmationOutcome =
  /** Not sent, or refused by the API: the spec's texts per field. */
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'confirmed'; created: ConfirmationCreated }
  /** Confirmed already (another tab, a colleague) or the window closed since the page loaded. */
  | { kind: 'refused'; message: string }
  /** The shell shows its rate-limit dialog; the venue may try again later. */
  | { kind: 'rate_limited' }
  | { kind: 'failed' };

export interface ConfirmationSubmitDeps {
  rules: AwardRulesModule;
  confirm(input: ConfirmationInput): Promise<ConfirmationCreated>;
}

/** Checks the form with the API's own schema, sends it and maps the answer to an outcome. */
export async function submitConfirmation(
  input: ConfirmationInput,
  { rules, confirm }: ConfirmationSubmitDeps,
): Promise<ConfirmationOutcome> {
  const checked = rules.confirmationInput.safeParse(input);
  if (!checked.success) return { kind: 'invalid', errors: fieldErrorsOf(checked.error.issues) };
  try {
    return { kind: 'confirmed', created: await confirm(input) };
  } catch (error) {
    if (error instanceof RateLimitError) return { kind: 'rate_limited' };
    if (error instanceof ValidationError) return { kind: 'invalid', errors: error.errors };
    if (error instanceof HttpError && error.status === 409)
      return { kind: 'refused', message: error.message };
    return { kind: 'failed' };
  }
}
