import { FormField } from '@eventalp/shell-ui';
import type { Dispatch, HTMLAttributes, SetStateAction } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { FieldErrors } from '../nomination/nominationSubmit';

/** How one text field differs from a required plain text input. */
export interface TextFieldOptions {
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  maxLength?: number;
}

/**
 * The text fields of an award form over one state object: `field(name)` is the labelled input of
 * `values[name]` (its label and autocomplete token from the form's tables, its errors from the
 * last check), writing back through `setValues`.
 */
export function textFieldsOf<Name extends string, Values extends Record<Name, string>>(form: {
  intl: IntlShape;
  labels: Record<Name, MessageDescriptor>;
  autocomplete: Partial<Record<Name, string>>;
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  errors: FieldErrors;
}) {
  return function field(name: Name, options: TextFieldOptions = {}) {
    const label: MessageDescriptor = form.labels[name];
    return (
      <FormField
        label={form.intl.formatMessage(label)}
        name={name}
        autoComplete={form.autocomplete[name]}
        value={form.values[name]}
        onChange={(event) => {
          const value = event.target.value;
          form.setValues((old) => ({ ...old, [name]: value }));
        }}
        errors={form.errors[name]}
        required={options.required ?? true}
        type={options.type}
        inputMode={options.inputMode}
        maxLength={options.maxLength}
      />
    );
  };
}
