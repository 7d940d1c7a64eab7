import {
  bookingContactInput,
  offerClient,
  type BookingContact,
  type PackageOffer,
  type ReservationChoice,
} from '@eventalp/plugin-packages/domain';
import {
  ErrorText,
  HttpError,
  RateLimitError,
  usePlatform,
  useUser,
  ValidationError,
  type User,
} from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { offerLabels } from './offerLabels';

type ContactFields = Record<keyof BookingContact, string>;
const EMPTY: ContactFields = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  message: '',
};

/** The form's first values: the signed-in account's name and e-mail (a visitor can change them). */
const contactOf = (user: User | null): ContactFields => ({
  ...EMPTY,
  firstName: user?.first_name ?? '',
  lastName: user?.last_name ?? '',
  email: user?.email ?? '',
});

type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'reserved'; id: number; reference: string }
  | { kind: 'taken'; message: string }
  | { kind: 'failed' };

/** The contact errors of the form by field, with the schema the server checks too. */
export function contactErrors(fields: ContactFields): Record<string, string[]> {
  const parsed = bookingContactInput.safeParse(fields);
  const errors: Record<string, string[]> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
  return errors;
}

/**
 * The reservation form: the visitor's contact data (the account's name and e-mail filled in), sent
 * with the choice (CSRF through the
 * platform's client). 201 shows the reference and the way to the booking; 409 (taken meanwhile)
 * the API's message with the choice kept; 422 the texts next to their fields.
 */
export function ReservationForm({
  offer,
  choice,
}: {
  offer: PackageOffer;
  choice: ReservationChoice;
}) {
  const { http } = usePlatform();
  const intl = useIntl();
  const user = useUser();
  const [fields, setFields] = useState(() => contactOf(user));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = contactErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      const answer = await offerClient(http).reserve({
        packageId: offer.package.id,
        choice,
        contact: fields,
      });
      setStatus({ kind: 'reserved', id: answer.id, reference: answer.reference });
    } catch (error) {
      if (error instanceof ValidationError) {
        const byField: Record<string, string[]> = {};
        for (const [path, messages] of Object.entries(error.errors)) {
          const field = path.startsWith('contact.') ? path.slice('contact.'.length) : 'choice';
          byField[field] = [...(byField[field] ?? []), ...messages];
        }
        setErrors(byField);
        setStatus({ kind: 'editing' });
      } else if (error instanceof RateLimitError) setStatus({ kind: 'editing' });
      else if (error instanceof HttpError && error.status === 409)
        setStatus({ kind: 'taken', message: error.body.message ?? '' });
      else setStatus({ kind: 'failed' });
    }
  }

  if (status.kind === 'reserved')
    return (
      <section className="ea-section" aria-labelledby="ea-reserved">
        <h2 id="ea-reserved">
          <FormattedMessage {...offerLabels.sent} />
        </h2>
        <p role="status" className="ea-status ea-status--success">
          <FormattedMessage
            id="marketplace.package.reference"
            defaultMessage="Deine Reservierungsanfrage {reference} ist bei der Location. Sie meldet sich mit einem Angebot."
            values={{ reference: <strong>{status.reference}</strong> }}
          />
        </p>
        <a className="ea-button ea-button--primary" href={`/site/user/requests/${status.id}`}>
          <FormattedMessage {...offerLabels.toBooking} />
        </a>
      </section>
    );

  const field = (name: keyof ContactFields, props: Record<string, unknown> = {}) => (
    <FormField
      name={name}
      label={intl.formatMessage(offerLabels[name])}
      value={fields[name]}
      errors={errors[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      {...props}
    />
  );
  return (
    <section className="ea-section" aria-labelledby="ea-reservation-contact">
      <h2 id="ea-reservation-contact">
        <FormattedMessage {...offerLabels.contact} />
      </h2>
      <form className="ea-form ea-form--grid" noValidate onSubmit={submit}>
        {field('firstName', { autoComplete: 'given-name', required: true })}
        {field('lastName', { autoComplete: 'family-name', required: true })}
        {field('company', { autoComplete: 'organization' })}
        {field('email', { type: 'email', autoComplete: 'email', required: true })}
        {field('phone', { type: 'tel', autoComplete: 'tel', required: true })}
        {field('message', { multiline: true, maxLength: 2000 })}
        {status.kind === 'taken' && (
          <p role="alert" className="ea-form__error">
            {status.message}
          </p>
        )}
        {errors.choice && (
          <p role="alert" className="ea-form__error">
            {errors.choice.join(' ')}
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
          <FormattedMessage {...offerLabels.send} />
        </button>
      </form>
    </section>
  );
}
