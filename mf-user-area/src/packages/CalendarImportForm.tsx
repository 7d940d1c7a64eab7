import { calendarMessages } from '@eventalp/plugin-packages/domain';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FieldErrors } from '../shared/fieldErrors';
import { calendarLabels } from './calendarLabels';

/** Imports the busy times of an .ics file (the file's check and the overlap check are the API's). */
export function CalendarImportForm(props: { onImport(file: File): Promise<FieldErrors> }) {
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setErrors({ file: [calendarMessages.icsFile] });
      return;
    }
    const answer = await props.onImport(file);
    setErrors(answer);
    if (Object.keys(answer).length === 0) form.reset();
  }

  return (
    <form className="ea-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>
        <FormattedMessage {...calendarLabels.importHint} />
      </p>
      <label>
        <FormattedMessage {...calendarLabels.importFile} />{' '}
        <input
          type="file"
          name="file"
          accept=".ics,text/calendar"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? 'calendar-import-error' : undefined}
        />
      </label>
      {errors.file && (
        <p id="calendar-import-error" role="alert" className="ea-field-error">
          {errors.file[0]}
        </p>
      )}
      <button type="submit" className="ea-button ea-button--secondary">
        <FormattedMessage {...calendarLabels.importButton} />
      </button>
    </form>
  );
}
