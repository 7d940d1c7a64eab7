import { useId, type ReactNode } from 'react';

interface SelectFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('Region wählen'). */
  placeholder: string;
  errors?: string[];
  required?: boolean;
  onChange(value: string): void;
}

/** A labelled native select with its error messages, announced with the field (like FormField). */
export function SelectField(props: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = !!props.errors?.length;
  return (
    <div className="ea-form__field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        className="ea-input"
        value={props.value}
        required={props.required ?? true}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {invalid && (
        <p id={errorId} className="ea-form__error">
          {props.errors!.join(' ')}
        </p>
      )}
    </div>
  );
}
