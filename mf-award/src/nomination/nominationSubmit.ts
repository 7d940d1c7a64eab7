import type * as AwardRules from '@eventalp/plugin-award/domain';
import type { NominationCreated, NominationInput } from '@eventalp/plugin-award/domain';
import { HttpError, RateLimitError, ValidationError } from '@eventalp/shell-kit';

export type AwardRulesModule = typeof AwardRules;
export type FieldErrors = Record<string, string[]>;

/** The schema's messages per field (`_` for the form as a whole), as the API answers them. */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

/** What sending the nomination form ends in. */
export type NominationOutcome =
  /** Not sent, or refused by the API: the spec's texts per field. */
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'nominated'; created: NominationCreated }
  /** The nomination window closed (or has not opened) since the page was loaded. */
  | { kind: 'closed'; message: string }
  /** The shell shows its rate-limit dialog; the visitor may try again later. */
  | { kind: 'rate_limited' }
  | { kind: 'failed' };

export interface NominationSubmitDeps {
  rules: AwardRulesModule;
  nominate(input: NominationInput): Promise<NominationCreated>;
}

/**
 * The nomination schema (and its validation library) is loaded on the first submit, so it stays
 * out of the page's first JavaScript.
 */
export function loadAwardRules(): Promise<AwardRulesModule> {
  return import(/* webpackChunkName: "award-rules" */ '@eventalp/plugin-award/domain');
}

/** Checks the form with the API's own schema, sends it and maps the answer to an outcome. */
export async function submitNomination(
  input: NominationInput,
  { rules, nominate }: NominationSubmitDeps,
): Promise<NominationOutcome> {
  const checked = rules.nominationInput.safeParse(input);
  if (!checked.success) return { kind: 'invalid', errors: fieldErrorsOf(checked.error.issues) };
  try {
    return { kind: 'nominated', created: await nominate(input) };
  } catch (error) {
    if (error instanceof RateLimitError) return { kind: 'rate_limited' };
    if (error instanceof ValidationError) return { kind: 'invalid', errors: error.errors };
    if (error instanceof HttpError && error.status === 409)
      return { kind: 'closed', message: error.message };
    return { kind: 'failed' };
  }
}
