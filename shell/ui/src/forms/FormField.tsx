import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement> {
  label: ReactNode;
  errors?: string[];
  multiline?: boolean;
}

/** A labelled input (or textarea) with its error messages, announced with the field (every form). */
export function FormField({ label, errors, multiline, className, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = !!errors?.length;
  const common = {
    id,
    className: className ? `ea-input ${className}` : 'ea-input',
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };
  return (
    <div className="ea-form__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...(input as InputHTMLAttributes<HTMLTextAreaElement>)} {...common} rows={4} />
      ) : (
        <input {...(input as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
      {invalid && (
        <p id={errorId} className="ea-form__error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
