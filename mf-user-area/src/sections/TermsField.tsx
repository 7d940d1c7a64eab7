import type { TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';

interface TermsFieldProps {
  legend: string;
  options: TaxonomyEntry[];
  value: number[];
  errors?: string[];
  onChange(value: number[]): void;
}

/** A group of checkboxes over taxonomy terms (event kinds, building types, offers, ...). */
export function TermsField({ legend, options, value, errors, onChange }: TermsFieldProps) {
  const chosen = new Set(value);
  return (
    <fieldset className="ea-terms" aria-invalid={errors?.length ? true : undefined}>
      <legend>{legend}</legend>
      <div className="ea-terms__options">
        {options.map((option) => (
          <label key={option.id} className="ea-terms__option">
            <input
              type="checkbox"
              checked={chosen.has(option.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.id]
                    : value.filter((id) => id !== option.id),
                )
              }
            />
            {option.name}
          </label>
        ))}
      </div>
      {errors?.length ? <p className="ea-form__error">{errors.join(' ')}</p> : null}
    </fieldset>
  );
}
