import type { SectionField } from '@eventalp/plugin-catalog/domain';
import type { TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';
import { FormField } from '@eventalp/shell-ui';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { fieldLabels, rentOptionLabels } from '../shared/fieldLabels';
import { termsOf } from '../shared/taxonomies';
import { DistancesField, VideosField, type Distance, type VideoLink } from './ListFields';
import type { UploadedMedia } from './MediaUploader';
import { PartnerLocationsField, type PartnerLocation } from './PartnerLocationsField';
import { TermsField } from './TermsField';

// Uppy and the sortable list load with the sections that have media (photos, documents, images).
const MediaField = lazy(() =>
  import('./MediaField').then((module) => ({ default: module.MediaField })),
);

/** Region taxonomy type of each country category (cantons, German and Austrian states). */
const REGION_TYPE: Record<number, number> = { 1: 26, 2: 27, 3: 28 };

export interface FieldContext {
  taxonomies: Record<string, TaxonomyEntry[]>;
  /** The entry's country category (regions) and its main category (a provider's offers). */
  countryCategory: number;
  categoryId: number | null;
  /** Upload endpoint of the entry's media. */
  mediaEndpoint: string;
}

interface FieldInputProps {
  field: SectionField;
  value: unknown;
  errors?: string[];
  context: FieldContext;
  onChange(update: (value: unknown) => unknown): void;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One field of an edit section, by its kind in the field table. */
export function FieldInput({ field, value, errors, context, onChange }: FieldInputProps) {
  const intl = useIntl();
  const selectId = useId();
  const label = fieldLabels[field.name as keyof typeof fieldLabels]
    ? intl.formatMessage(fieldLabels[field.name as keyof typeof fieldLabels])
    : field.name;
  const set = (next: unknown) => onChange(() => next);
  const required = 'required' in field && field.required === true;
  const select = (options: { value: string | number; label: string }[], empty = true) => (
    <div className="ea-form__field">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        value={text(value)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${selectId}-error` : undefined}
        required={required}
        onChange={(event) => {
          const raw = event.target.value;
          set(raw === '' ? null : typeof options[0]?.value === 'number' ? Number(raw) : raw);
        }}
      >
        {empty && <option value="">–</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors?.length ? (
        <p id={`${selectId}-error`} className="ea-form__error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'phone':
    case 'url':
    case 'https_url':
    case 'zip':
      return (
        <FormField
          label={label}
          name={field.name}
          required={required}
          type={
            field.kind === 'email'
              ? 'email'
              : field.kind === 'phone'
                ? 'tel'
                : field.kind.endsWith('url')
                  ? 'url'
                  : 'text'
          }
          inputMode={field.kind === 'zip' ? 'numeric' : undefined}
          value={text(value)}
          errors={errors}
          onChange={(event) => set(event.target.value)}
        />
      );
    case 'multiline':
      return (
        <FormField
          multiline
          label={label}
          name={field.name}
          value={text(value)}
          errors={errors}
          onChange={(event) => set(event.target.value)}
        />
      );
    case 'int':
    case 'decimal':
      return (
        <FormField
          label={label}
          name={field.name}
          type="number"
          min={field.min}
          max={field.max}
          step={field.kind === 'int' ? 1 : 0.01}
          value={text(value)}
          errors={errors}
          onChange={(event) => set(event.target.value === '' ? null : Number(event.target.value))}
        />
      );
    case 'bool':
      return (
        <BoolSelect label={label} value={value as boolean | null} errors={errors} onChange={set} />
      );
    case 'choice':
      return select(
        field.options.map((option) => ({
          value: option,
          label:
            field.name === 'rent_option'
              ? intl.formatMessage(rentOptionLabels[option as 0 | 1 | 2])
              : String(option),
        })),
        field.fallback === undefined,
      );
    case 'category':
      return select(
        termsOf(context.taxonomies, [field.type]).map((term) => ({
          value: term.id,
          label: term.name,
        })),
        false,
      );
    case 'region':
      return select(
        termsOf(context.taxonomies, [REGION_TYPE[context.countryCategory] ?? 26]).map((term) => ({
          value: term.id,
          label: term.name,
        })),
      );
    case 'terms': {
      const options = termsOf(context.taxonomies, field.types).filter(
        (term) => !field.ofCategory || term.subtype === context.categoryId,
      );
      return (
        <TermsField
          legend={label}
          options={options}
          value={(value as number[]) ?? []}
          errors={errors}
          onChange={set}
        />
      );
    }
    case 'distances':
      return (
        <DistancesField
          legend={label}
          value={(value as Distance[]) ?? []}
          errors={errors}
          onChange={set}
        />
      );
    case 'videos':
      return (
        <VideosField
          legend={label}
          value={(value as VideoLink[]) ?? []}
          errors={errors}
          onChange={set}
        />
      );
    case 'partner_locations':
      return (
        <PartnerLocationsField
          legend={label}
          value={(value as PartnerLocation[]) ?? []}
          errors={errors}
          onChange={set}
        />
      );
    case 'media':
      return (
        <Suspense fallback={null}>
          <MediaField
            legend={label}
            collection={field.collection}
            single={field.single === true}
            endpoint={context.mediaEndpoint}
            value={(value as UploadedMedia[]) ?? []}
            errors={errors}
            onChange={(update) => onChange((current) => update((current as UploadedMedia[]) ?? []))}
          />
        </Suspense>
      );
  }
}

/** Yes, no or not stated (FAQ answers). */
function BoolSelect({
  label,
  value,
  errors,
  onChange,
}: {
  label: string;
  value: boolean | null;
  errors?: string[];
  onChange(value: boolean | null): void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="ea-form__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : event.target.value === 'true')
        }
      >
        <option value="">
          {intl.formatMessage({ id: 'userArea.bool.unknown', defaultMessage: 'Keine Angabe' })}
        </option>
        <option value="true">
          {intl.formatMessage({ id: 'userArea.bool.yes', defaultMessage: 'Ja' })}
        </option>
        <option value="false">
          {intl.formatMessage({ id: 'userArea.bool.no', defaultMessage: 'Nein' })}
        </option>
      </select>
      {errors?.length ? <p className="ea-form__error">{errors.join(' ')}</p> : null}
    </div>
  );
}
