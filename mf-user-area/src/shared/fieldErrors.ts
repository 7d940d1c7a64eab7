import { ValidationError } from '@eventalp/shell-kit';

export type FieldErrors = Record<string, string[]>;

/** The API's 422 errors by field, without the `values.` prefix of section saves. */
export function fieldErrorsFrom(error: unknown): FieldErrors | null {
  if (!(error instanceof ValidationError)) return null;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = field.replace(/^values\./, '').split('.')[0]!;
    errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return errors;
}
