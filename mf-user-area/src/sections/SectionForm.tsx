import {
  catalogOwnerClient,
  type EntityType,
  type SectionField,
  type SectionState,
} from '@eventalp/plugin-catalog/domain';
import { HttpError, RateLimitError, usePlatform } from '@eventalp/shell-kit';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { FieldInput, type FieldContext } from './FieldInput';
import './SectionForm.css';

interface SectionFormProps {
  /** The entry and the section this form edits (`location` 12, `basic`). */
  entry: { type: EntityType; id: number };
  section: string;
  fields: readonly SectionField[];
  initial: SectionState;
  context: FieldContext;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'failed'; message: string };

/** What a save sends of a value: media by id, slot and alt text; partner locations by id. */
function inputOf(field: SectionField, value: unknown): unknown {
  if (field.kind === 'media')
    return ((value as { id: number; slot: string | null; title: string | null }[]) ?? []).map(
      ({ id, slot, title }) => ({ id, slot, title: title || null }),
    );
  if (field.kind === 'partner_locations')
    return ((value as { id: number }[]) ?? []).map((location) => location.id);
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}

/**
 * One edit section: its fields, one save (one transaction on the server), the spec's messages,
 * the version it was loaded at (a save from a stale tab is refused with a clear message) and a
 * guard against leaving with unsaved changes.
 */
export function SectionForm({ entry, section, fields, initial, context }: SectionFormProps) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<Record<string, unknown>>(initial.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const dirty = JSON.stringify(values) !== JSON.stringify(saved.values);
  useUnsavedChangesGuard(dirty);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === 'saving') return;
    setStatus({ kind: 'saving' });
    try {
      const body = {
        version: saved.version,
        values: Object.fromEntries(
          fields.map((field) => [field.name, inputOf(field, values[field.name])]),
        ),
      };
      const answer = await catalogOwnerClient(http).saveSection(
        entry.type,
        entry.id,
        section,
        body,
      );
      setSaved(answer);
      setValues(answer.values);
      setErrors({});
      setStatus({ kind: 'saved', message: answer.message ?? '' });
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setStatus({
          kind: 'failed',
          message: intl.formatMessage({
            id: 'userArea.save.fillRequired',
            defaultMessage: 'Bitte fülle alle Pflichtfelder aus.',
          }),
        });
      } else if (error instanceof RateLimitError) setStatus({ kind: 'idle' });
      else if (error instanceof HttpError && error.status === 409)
        setStatus({ kind: 'failed', message: error.message });
      else
        setStatus({
          kind: 'failed',
          message: intl.formatMessage({
            id: 'userArea.save.updateFailed',
            defaultMessage: 'Aktualisierung fehlgeschlagen.',
          }),
        });
    }
  }

  const pending = saved.pending ? Object.keys(saved.pending) : [];
  return (
    <form className="ea-form ea-section-form" noValidate onSubmit={submit}>
      {pending.length > 0 && (
        <p className="ea-status ea-status--info" role="note">
          <FormattedMessage
            id="userArea.section.pending"
            defaultMessage="Änderungen an Name, Kategorie oder Fotos warten auf die Prüfung durch unser Team; die Vorschau zeigt sie schon."
          />
        </p>
      )}
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={
            saved.pending &&
            field.name in saved.pending &&
            values[field.name] === saved.values[field.name]
              ? saved.pending[field.name]
              : values[field.name]
          }
          errors={errors[field.name]}
          context={{
            ...context,
            categoryId: (values.category_id as number | undefined) ?? context.categoryId,
          }}
          onChange={(update) =>
            setValues((current) => ({ ...current, [field.name]: update(current[field.name]) }))
          }
        />
      ))}
      <div className="ea-section-form__actions">
        <button
          type="submit"
          className="ea-button ea-button--primary"
          disabled={status.kind === 'saving'}
        >
          <FormattedMessage id="userArea.save" defaultMessage="Speichern" />
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
      {status.kind === 'saved' && (
        <p role="status" className="ea-status ea-status--success">
          {status.message}
        </p>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="ea-status ea-status--error">
          {status.message}
        </p>
      )}
    </form>
  );
}
