import {
  packageEditingClient,
  PROFILE_SECTIONS,
  type PackageOptions,
  type ProfileField,
  type ProfileSection,
  type SectionAnswer,
  type SectionValues,
  type VenueOverview,
} from '@eventalp/plugin-packages/domain';
import { RateLimitError, usePlatform } from '@eventalp/shell-kit';
import { Checkbox, FormField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { packageLabels, roomName } from './packageLabels';
import { francsOf, rappenOf } from './packageEditingPaths';
import { PackagesNav } from './PackagesNav';
import { packageSectionLabels, profileFieldLabels } from './profileLabels';
import '../sections/SectionForm.css';

export interface ProfileSectionPageData {
  venue: VenueOverview;
  section: ProfileSection;
  /** The room of an accommodation section. */
  roomId: number | null;
  state: SectionAnswer;
  options: PackageOptions | null;
}

type FormValues = Record<string, string | boolean | number[]>;

/** The form's texts of the saved values: numbers as text, Rappen as francs. */
function formValuesOf(fields: readonly ProfileField[], values: SectionValues): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name] ?? null;
      if (field.kind === 'switch') return [field.name, value === true];
      if (field.kind === 'options') return [field.name, (value as number[] | null) ?? []];
      if (field.kind === 'rappen') return [field.name, francsOf(value as number | null)];
      return [field.name, value === null ? '' : String(value)];
    }),
  );
}

/** What a save sends: numbers as numbers (a text that is none goes as it is, for the API's 422). */
function inputOf(fields: readonly ProfileField[], values: FormValues): SectionValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      if (field.kind === 'switch' || field.kind === 'options') return [field.name, value as never];
      const text = String(value ?? '').trim();
      if (text === '') return [field.name, null];
      if (field.kind === 'rappen') return [field.name, rappenOf(text)];
      if (field.kind === 'int' || field.kind === 'percent')
        return [field.name, /^\d+$/.test(text) ? Number(text) : text];
      return [field.name, text];
    }),
  );
}

/** One section of a venue's package profile, its fields from the shared table `PROFILE_SECTIONS`. */
export function ProfileSectionPage({ data }: { data: ProfileSectionPageData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const fields = PROFILE_SECTIONS[data.section] as readonly ProfileField[];
  const [saved, setSaved] = useState(() => formValuesOf(fields, data.state.values));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useUnsavedChangesGuard(dirty);
  const title = intl.formatMessage(packageSectionLabels[data.section]);
  const current = data.roomId === null ? data.section : `accommodation-${data.roomId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const client = packageEditingClient(http);
    const input = inputOf(fields, values);
    try {
      const answer =
        data.roomId === null
          ? await client.saveSection(data.venue.locationId, data.section, input)
          : await client.saveAccommodation(data.venue.locationId, data.roomId, input);
      const next = formValuesOf(fields, answer.values);
      setSaved(next);
      setValues(next);
      setErrors({});
      setStatus({ text: intl.formatMessage(packageLabels.saved), error: false });
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setStatus({
          text: intl.formatMessage({
            id: 'userArea.save.fillRequired',
            defaultMessage: 'Bitte fülle alle Pflichtfelder aus.',
          }),
          error: true,
        });
      } else if (error instanceof RateLimitError) setStatus(null);
      else setStatus({ text: intl.formatMessage(packageLabels.failed), error: true });
    } finally {
      setSaving(false);
    }
  }

  const set = (name: string, value: string | boolean | number[]) =>
    setValues((all) => ({ ...all, [name]: value }));
  const label = (name: string) =>
    profileFieldLabels[name as keyof typeof profileFieldLabels]
      ? intl.formatMessage(profileFieldLabels[name as keyof typeof profileFieldLabels])
      : name;

  return (
    <UserAreaFrame current="packages">
      <PackagesNav venue={data.venue} current={current} />
      <h1>
        {title}
        {data.roomId !== null && ` – ${roomName(data.venue, data.roomId)}`}
        {' – '}
        {data.venue.name}
      </h1>
      <form className="ea-form ea-section-form" noValidate onSubmit={submit}>
        {fields.map((field) => {
          const fieldErrors = errors[field.name];
          if (field.kind === 'switch')
            return (
              <Checkbox
                key={field.name}
                role="switch"
                label={label(field.name)}
                checked={values[field.name] === true}
                errors={fieldErrors}
                onChange={(event) => set(field.name, event.target.checked)}
              />
            );
          if (field.kind === 'options') {
            const chosen = values[field.name] as number[];
            return (
              <fieldset key={field.name} className="ea-form__field">
                <legend>{label(field.name)}</legend>
                {(data.options?.[field.group] ?? []).map((option) => (
                  <Checkbox
                    key={option.id}
                    label={option.name}
                    checked={chosen.includes(option.id)}
                    onChange={(event) =>
                      set(
                        field.name,
                        event.target.checked
                          ? [...chosen, option.id]
                          : chosen.filter((id) => id !== option.id),
                      )
                    }
                  />
                ))}
                {fieldErrors && <p className="ea-form__error">{fieldErrors.join(' ')}</p>}
              </fieldset>
            );
          }
          return (
            <FormField
              key={field.name}
              label={label(field.name)}
              name={field.name}
              multiline={field.kind === 'multiline'}
              inputMode={
                field.kind === 'text' || field.kind === 'multiline' ? undefined : 'decimal'
              }
              required={'required' in field && field.required === true}
              value={values[field.name] as string}
              errors={fieldErrors}
              onChange={(event) => set(field.name, event.target.value)}
            />
          );
        })}
        <div className="ea-section-form__actions">
          <button type="submit" className="ea-button ea-button--primary" disabled={saving}>
            <FormattedMessage {...packageLabels.save} />
          </button>
          {dirty && (
            <span className="ea-section-form__dirty">
              <FormattedMessage
                id="userArea.save.unsaved"
                defaultMessage="Ungespeicherte Änderungen"
              />
            </span>
          )}
        </div>
        {status && (
          <p
            role={status.error ? 'alert' : 'status'}
            className={`ea-status ${status.error ? 'ea-status--error' : 'ea-status--success'}`}
          >
            {status.text}
          </p>
        )}
      </form>
    </UserAreaFrame>
  );
}
