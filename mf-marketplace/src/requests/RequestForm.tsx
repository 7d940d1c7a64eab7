import { swissToday } from '@eventalp/platform-sdk/domain';
import { requestsClient } from '@eventalp/plugin-requests/domain';
import { RateLimitError, usePlatform, ValidationError, ErrorText } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  checkRequest,
  COMMENT_MAX_LENGTH,
  loadRequestRules,
  requestBody,
  type RequestEntry,
  type RequestErrors,
  type RequestFields,
} from './requestChecks';
import { recordRequested } from './requestedEntries';

export type { RequestEntry } from './requestChecks';

const labels = defineMessages({
  first_name: { id: 'marketplace.request.firstName', defaultMessage: 'Vorname' },
  last_name: { id: 'marketplace.request.lastName', defaultMessage: 'Nachname' },
  email: { id: 'marketplace.request.email', defaultMessage: 'E-Mail' },
  phone: { id: 'marketplace.request.phone', defaultMessage: 'Telefon' },
  company: { id: 'marketplace.request.company', defaultMessage: 'Firma (optional)' },
  desired_date: { id: 'marketplace.request.desiredDate', defaultMessage: 'Wunschdatum' },
  people: { id: 'marketplace.request.people', defaultMessage: 'Anzahl Personen' },
  occasion: { id: 'marketplace.request.occasion', defaultMessage: 'Anlass (optional)' },
  comment: { id: 'marketplace.request.comment', defaultMessage: 'Kommentar (optional)' },
});

const EMPTY: RequestFields = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  desired_date: '',
  people: '',
  occasion: '',
  comment: '',
};

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed' };

/** The request (enquiry) form for one entry or several saved ones (spec sections 3 and 5). */
export function RequestForm({ entries, heading }: { entries: RequestEntry[]; heading: string }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      const found = checkRequest(await loadRequestRules(), fields, entries, new Date());
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setStatus({ kind: 'editing' });
        return;
      }
      const answer = await requestsClient(http).send(requestBody(fields, entries));
      // The favourites page shows "Angefragt am …" for each entry asked.
      recordRequested(entries, swissToday(new Date()));
      setStatus({ kind: 'sent', message: answer.message });
      setFields(EMPTY);
    } catch (error) {
      if (error instanceof ValidationError) {
        // 'entries.0.type' and the like belong to the entries, not to a field of the form.
        const byField: RequestErrors = {};
        for (const [field, messages] of Object.entries(error.errors)) {
          const key = (field.startsWith('entries') ? 'entries' : field) as keyof RequestErrors;
          byField[key] = [...(byField[key] ?? []), ...messages];
        }
        setErrors(byField);
        setStatus({ kind: 'editing' });
      } else if (error instanceof RateLimitError) {
        // The shell shows the rate-limit dialog; the visitor may try again later.
        setStatus({ kind: 'editing' });
      } else setStatus({ kind: 'failed' });
    }
  }

  const field = (name: keyof RequestFields, props: Record<string, unknown> = {}) => (
    <FormField
      name={name}
      label={intl.formatMessage(labels[name])}
      value={fields[name]}
      errors={errors[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      {...props}
    />
  );

  return (
    <section className="ea-section ea-request" aria-labelledby="ea-request">
      <h2 id="ea-request">{heading}</h2>
      {status.kind === 'sent' ? (
        <p role="status" className="ea-status ea-status--success">
          {status.message}
        </p>
      ) : (
        <form className="ea-form ea-form--grid" noValidate onSubmit={submit}>
          {field('first_name', { autoComplete: 'given-name', required: true })}
          {field('last_name', { autoComplete: 'family-name', required: true })}
          {field('email', { type: 'email', autoComplete: 'email', required: true })}
          {field('phone', { type: 'tel', autoComplete: 'tel', required: true })}
          {field('company', { autoComplete: 'organization' })}
          {field('desired_date', { type: 'date', required: true, min: swissToday(new Date()) })}
          {field('people', {
            type: 'number',
            min: 1,
            step: 1,
            inputMode: 'numeric',
            required: true,
          })}
          {field('occasion')}
          {field('comment', { multiline: true, maxLength: COMMENT_MAX_LENGTH })}
          {errors.entries && (
            <p role="alert" className="ea-form__error">
              {errors.entries.join(' ')}
            </p>
          )}
          {status.kind === 'failed' && (
            <p role="alert" className="ea-form__error">
              <ErrorText />
            </p>
          )}
          <button
            type="submit"
            className="ea-button ea-button--primary"
            disabled={status.kind === 'sending'}
          >
            <FormattedMessage id="marketplace.request.send" defaultMessage="Anfrage senden" />
          </button>
        </form>
      )}
    </section>
  );
}
