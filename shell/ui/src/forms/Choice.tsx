import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  errors?: string[];
}

/** A checkbox with its label beside it (the label is the click target) and its errors. */
export function Checkbox({ label, errors, className, ...input }: CheckboxProps) {
  const id = useId();
  const invalid = !!errors?.length;
  return (
    <div className={['ea-choice', className].filter(Boolean).join(' ')}>
      <input
        {...input}
        id={id}
        type="checkbox"
        className="ea-choice__input"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {invalid && (
        <p id={`${id}-error`} className="ea-form__error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface RadioGroupProps {
  /** Names the group (a fieldset's legend). */
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange(value: string): void;
  errors?: string[];
  disabled?: boolean;
}

/**
 * Radio buttons in a fieldset: native inputs, so arrows move the choice and Tab enters the group
 * once, as every screen reader expects.
 */
export function RadioGroup(props: RadioGroupProps) {
  const id = useId();
  const invalid = !!props.errors?.length;
  return (
    <fieldset
      className="ea-choice-group"
      disabled={props.disabled}
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <div key={option.value} className="ea-choice">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            className="ea-choice__input"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            disabled={option.disabled}
            aria-invalid={invalid || undefined}
            onChange={() => props.onChange(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {invalid && (
        <p id={`${id}-error`} className="ea-form__error">
          {props.errors!.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
