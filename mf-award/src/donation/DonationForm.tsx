import {
  awardClient,
  donationThanksPath,
  type AwardLanguage,
  type DonationCreated,
  type DonationInput,
} from '@eventalp/plugin-award/domain';
import { ERROR_MESSAGES, usePlatform } from '@eventalp/shell-kit';
import { Button, FormField } from '@eventalp/shell-ui';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { textFieldsOf } from '../forms/textFields';
import { loadAwardRules, type FieldErrors } from '../nomination/nominationSubmit';
import { submitDonation } from './donationSubmit';

type FormState =
  | { status: 'editing'; errors: FieldErrors; alert: string | null }
  | { status: 'sending' }
  | { status: 'donated'; created: DonationCreated };

/** The thank-you page of a donation (spec: a localized donation thanks page). */
export function thanksLocation(language: AwardLanguage, created: DonationCreated): string {
  return `${donationThanksPath(language)}?amount=${encodeURIComponent(created.amount)}`;
}

const EDITING = { status: 'editing', errors: {}, alert: null } as const satisfies FormState;

/** The form's text fields, in the order the form shows them. */
type DonationField = 'company' | 'contact' | 'street' | 'zip' | 'city' | 'email' | 'amount';
type DonationFormValues = Record<DonationField | 'message', string>;

const EMPTY: DonationFormValues = {
  company: '',
  contact: '',
  street: '',
  zip: '',
  city: '',
  email: '',
  amount: '',
  message: '',
};

const LABELS = defineMessages({
  donor: { id: 'award.donation.donor', defaultMessage: 'Deine Angaben' },
  company: { id: 'award.donation.company', defaultMessage: 'Firma (optional)' },
  contact: { id: 'award.donation.contact', defaultMessage: 'Kontaktperson' },
  street: { id: 'award.donation.street', defaultMessage: 'Strasse und Nr.' },
  zip: { id: 'award.donation.zip', defaultMessage: 'PLZ' },
  city: { id: 'award.donation.city', defaultMessage: 'Ort' },
  email: { id: 'award.donation.email', defaultMessage: 'E-Mail' },
  donation: { id: 'award.donation.donation', defaultMessage: 'Deine Spende' },
  amount: { id: 'award.donation.amount', defaultMessage: 'Betrag in CHF' },
  message: { id: 'award.donation.message', defaultMessage: 'Nachricht (optional)' },
});

/** Browser autofill names of the fields. */
const AUTOCOMPLETE: Partial<Record<DonationField, string>> = {
  company: 'organization',
  contact: 'name',
  street: 'street-address',
  zip: 'postal-code',
  city: 'address-level2',
  email: 'email',
};

/** The donation form (spec section 3, "Donation") and its thank-you. */
export function DonationForm({ language }: { language: AwardLanguage }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [values, setValues] = useState(EMPTY);
  const [state, setState] = useState<FormState>(EDITING);
  // A ref, not state: a second click in the same tick must already see the first one.
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'sending' });
    const input: DonationInput = { ...values, language };
    const outcome = await loadAwardRules()
      .then((rules) => submitDonation(input, { rules, donate: awardClient(http).donate }))
      .catch(() => ({ kind: 'failed' }) as const);
    busy.current = false;
    switch (outcome.kind) {
      case 'donated':
        setState({ status: 'donated', created: outcome.created });
        return window.location.assign(thanksLocation(language, outcome.created));
      case 'invalid':
        return setState({ status: 'editing', errors: outcome.errors, alert: null });
      case 'rate_limited':
        return setState(EDITING);
      default:
        return setState({ ...EDITING, alert: intl.formatMessage(ERROR_MESSAGES.generic) });
    }
  }

  if (state.status === 'donated')
    return (
      <div className="ea-award-nomination__thanks" role="status">
        <h2>
          <FormattedMessage
            id="award.donation.thanksHeading"
            defaultMessage="Vielen Dank für deine Spende!"
          />
        </h2>
        <p>
          <FormattedMessage
            id="award.donation.thanks"
            defaultMessage="Wir haben dir die Rechnung über CHF {amount} mit dem QR-Einzahlungsschein an {email} geschickt."
            values={{ amount: state.created.amount, email: state.created.email }}
          />
        </p>
      </div>
    );

  const errors = state.status === 'editing' ? state.errors : {};
  const field = textFieldsOf<DonationField, typeof values>({
    intl,
    labels: LABELS,
    autocomplete: AUTOCOMPLETE,
    values,
    setValues,
    errors,
  });
  return (
    <form className="ea-form ea-award-nomination__form" noValidate onSubmit={submit}>
      <fieldset className="ea-award-nomination__group">
        <legend>{intl.formatMessage(LABELS.donation)}</legend>
        {field('amount', { inputMode: 'decimal' })}
        <FormField
          label={intl.formatMessage(LABELS.message)}
          name="message"
          multiline
          value={values.message}
          onChange={(event) => setValues((old) => ({ ...old, message: event.target.value }))}
          errors={errors.message}
        />
      </fieldset>
      <fieldset className="ea-award-nomination__group">
        <legend>{intl.formatMessage(LABELS.donor)}</legend>
        {field('company', { required: false })}
        {field('contact')}
        {field('street')}
        <div className="ea-award-nomination__row">
          {field('zip', { inputMode: 'numeric' })}
          {field('city')}
        </div>
        {field('email', { type: 'email' })}
      </fieldset>
      {state.status === 'editing' && state.alert && (
        <p role="alert" className="ea-status ea-status--error">
          {state.alert}
        </p>
      )}
      <Button type="submit" variant="primary" loading={state.status === 'sending'}>
        <FormattedMessage id="award.donation.submit" defaultMessage="Spende senden" />
      </Button>
    </form>
  );
}
