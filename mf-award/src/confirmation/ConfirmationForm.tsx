import {
  CONFIRMATION_LIMITS,
  confirmationClient,
  confirmationMessages,
  type AwardLanguage,
  type ConfirmationCreated,
  type ConfirmationInput,
  type ConfirmationLookup,
} from '@eventalp/plugin-award/domain';
import { ERROR_MESSAGES, usePlatform } from '@eventalp/shell-kit';
import { Button, Checkbox, FormField, RadioGroup } from '@eventalp/shell-ui';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AwardCategory } from '../categories/awardCategories';
import { textFieldsOf } from '../forms/textFields';
import { loadAwardRules, type FieldErrors } from '../nomination/nominationSubmit';
import { AlreadyConfirmed } from './AlreadyConfirmed';
import { submitConfirmation } from './confirmationSubmit';

type FormState =
  | { status: 'editing'; errors: FieldErrors; alert: string | null }
  | { status: 'sending' }
  | { status: 'confirmed'; created: ConfirmationCreated }
  | { status: 'refused'; message: string };

const EDITING = { status: 'editing', errors: {}, alert: null } as const satisfies FormState;

/** The form's text fields, in the order the form shows them. */
type TextField =
  | 'diploma_name'
  | 'company'
  | 'website'
  | 'first_name'
  | 'last_name'
  | 'function'
  | 'phone'
  | 'email'
  | 'street'
  | 'postcode'
  | 'city';
type TextValues = Record<TextField | 'message', string>;

const LABELS = defineMessages({
  diploma: { id: 'award.confirmation.diploma', defaultMessage: 'Diplom' },
  diploma_name: {
    id: 'award.confirmation.diplomaName',
    defaultMessage: 'Name auf dem Diplom (max. 20 Zeichen)',
  },
  company: { id: 'award.confirmation.company', defaultMessage: 'Firma' },
  website: { id: 'award.confirmation.website', defaultMessage: 'Website (optional)' },
  contact: { id: 'award.confirmation.contact', defaultMessage: 'Kontaktperson' },
  first_name: { id: 'award.confirmation.firstName', defaultMessage: 'Vorname' },
  last_name: { id: 'award.confirmation.lastName', defaultMessage: 'Nachname' },
  function: { id: 'award.confirmation.function', defaultMessage: 'Funktion (optional)' },
  phone: { id: 'award.confirmation.phone', defaultMessage: 'Telefon' },
  email: { id: 'award.confirmation.email', defaultMessage: 'E-Mail' },
  address: {
    id: 'award.confirmation.address',
    defaultMessage: 'Adresse (Strasse, kein Postfach)',
  },
  street: { id: 'award.confirmation.street', defaultMessage: 'Strasse und Nr.' },
  postcode: { id: 'award.confirmation.postcode', defaultMessage: 'PLZ' },
  city: { id: 'award.confirmation.city', defaultMessage: 'Ort' },
  categories: {
    id: 'award.confirmation.categories',
    defaultMessage: 'Kategorien (1 bis 3)',
  },
  mainCategory: { id: 'award.confirmation.mainCategory', defaultMessage: 'Hauptkategorie' },
  news: {
    id: 'award.confirmation.news',
    defaultMessage: 'Ja, wir möchten News zum Swiss Location Award erhalten.',
  },
  message: { id: 'award.confirmation.message', defaultMessage: 'Nachricht (optional)' },
});

/** Browser autofill names of the fields. */
const AUTOCOMPLETE: Partial<Record<TextField, string>> = {
  company: 'organization',
  website: 'url',
  first_name: 'given-name',
  last_name: 'family-name',
  function: 'organization-title',
  phone: 'tel',
  email: 'email',
  street: 'street-address',
  postcode: 'postal-code',
  city: 'address-level2',
};

/**
 * The venue's confirmation (spec section 3, "Nomination confirmation", and section 5): diploma
 * name, website, contact, phone, e-mail, company, street address, 1 to 3 award categories with
 * the main one, news opt-in and message; checked with the API's schema before it is sent.
 */
export function ConfirmationForm(props: {
  language: AwardLanguage;
  code: string;
  nominee: ConfirmationLookup;
  categories: AwardCategory[];
}) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [values, setValues] = useState<TextValues>({
    diploma_name: props.nominee.location_name.slice(0, CONFIRMATION_LIMITS.diplomaName),
    company: '',
    website: '',
    first_name: '',
    last_name: '',
    function: '',
    phone: '',
    email: '',
    street: '',
    postcode: props.nominee.postcode ?? '',
    city: props.nominee.city ?? '',
    message: '',
  });
  const [categories, setCategories] = useState<number[]>([]);
  const [main, setMain] = useState<number | null>(null);
  const [news, setNews] = useState(false);
  const [state, setState] = useState<FormState>(EDITING);
  // A ref, not state: a second click in the same tick must already see the first one.
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'sending' });
    const input: ConfirmationInput = {
      ...values,
      categories,
      // Without a choice, the only category is the main one.
      main_category: main ?? (categories.length === 1 ? categories[0]! : 0),
      news,
      language: props.language,
    };
    const outcome = await loadAwardRules()
      .then((rules) =>
        submitConfirmation(input, {
          rules,
          confirm: (body) => confirmationClient(http).confirm(props.code, body),
        }),
      )
      .catch(() => ({ kind: 'failed' }) as const);
    busy.current = false;
    switch (outcome.kind) {
      case 'confirmed':
        return setState({ status: 'confirmed', created: outcome.created });
      case 'invalid':
        return setState({ status: 'editing', errors: outcome.errors, alert: null });
      case 'refused':
        return setState({ status: 'refused', message: outcome.message });
      case 'rate_limited':
        return setState(EDITING);
      default:
        return setState({ ...EDITING, alert: intl.formatMessage(ERROR_MESSAGES.generic) });
    }
  }

  if (state.status === 'confirmed')
    return (
      <div className="ea-award-nomination__thanks" role="status">
        <h2>
          <FormattedMessage
            id="award.confirmation.thanksHeading"
            defaultMessage="Vielen Dank für eure Bestätigung!"
          />
        </h2>
        <p>
          <FormattedMessage
            id="award.confirmation.thanks"
            defaultMessage="{name} nimmt am Swiss Location Award {year} teil. Wir melden uns mit allen Informationen zur Bewertung."
            values={{ name: state.created.location_name, year: state.created.year }}
          />
        </p>
      </div>
    );
  if (state.status === 'refused')
    return state.message === confirmationMessages.alreadyConfirmed ? (
      <AlreadyConfirmed />
    ) : (
      <p className="ea-status ea-status--error" role="alert">
        {state.message}
      </p>
    );

  const errors = state.status === 'editing' ? state.errors : {};
  const field = textFieldsOf<TextField, TextValues>({
    intl,
    labels: LABELS,
    autocomplete: AUTOCOMPLETE,
    values,
    setValues,
    errors,
  });
  const toggle = (id: number, on: boolean) => {
    setCategories((old) => (on ? [...old, id] : old.filter((other) => other !== id)));
    if (!on && main === id) setMain(null);
  };
  const chosen = props.categories.filter((category) => categories.includes(category.id));
  return (
    <form className="ea-form ea-award-nomination__form" noValidate onSubmit={submit}>
      <fieldset className="ea-award-nomination__group">
        <legend>{intl.formatMessage(LABELS.diploma)}</legend>
        {field('diploma_name', { maxLength: CONFIRMATION_LIMITS.diplomaName })}
        {field('company')}
        {field('website', { required: false })}
      </fieldset>
      <fieldset className="ea-award-nomination__group">
        <legend>{intl.formatMessage(LABELS.contact)}</legend>
        <div className="ea-award-nomination__row">
          {field('first_name')}
          {field('last_name')}
        </div>
        {field('function', { required: false })}
        {field('phone', { type: 'tel', inputMode: 'tel' })}
        {field('email', { type: 'email' })}
      </fieldset>
      <fieldset className="ea-award-nomination__group">
        <legend>{intl.formatMessage(LABELS.address)}</legend>
        {field('street')}
        <div className="ea-award-nomination__row">
          {field('postcode', { inputMode: 'numeric' })}
          {field('city')}
        </div>
      </fieldset>
      <fieldset
        className="ea-award-nomination__group"
        aria-describedby={errors.categories ? 'confirmation-categories-error' : undefined}
      >
        <legend>{intl.formatMessage(LABELS.categories)}</legend>
        {props.categories.map((category) => (
          <Checkbox
            key={category.id}
            name="categories"
            value={String(category.id)}
            label={category.name}
            checked={categories.includes(category.id)}
            disabled={
              !categories.includes(category.id) &&
              categories.length >= CONFIRMATION_LIMITS.categories
            }
            onChange={(event) => toggle(category.id, event.target.checked)}
          />
        ))}
        {errors.categories && (
          <p id="confirmation-categories-error" className="ea-form__error">
            {errors.categories.join(' ')}
          </p>
        )}
      </fieldset>
      {chosen.length > 0 && (
        <RadioGroup
          legend={intl.formatMessage(LABELS.mainCategory)}
          name="main_category"
          options={chosen.map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          value={
            main === null ? (chosen.length === 1 ? String(chosen[0]!.id) : null) : String(main)
          }
          onChange={(value) => setMain(Number(value))}
          errors={errors.main_category}
        />
      )}
      {chosen.length === 0 && errors.main_category && (
        <p className="ea-form__error">{errors.main_category.join(' ')}</p>
      )}
      <Checkbox
        name="news"
        label={intl.formatMessage(LABELS.news)}
        checked={news}
        onChange={(event) => setNews(event.target.checked)}
      />
      <FormField
        label={intl.formatMessage(LABELS.message)}
        name="message"
        multiline
        value={values.message}
        onChange={(event) => setValues((old) => ({ ...old, message: event.target.value }))}
        errors={errors.message}
      />
      {state.status === 'editing' && state.alert && (
        <p role="alert" className="ea-status ea-status--error">
          {state.alert}
        </p>
      )}
      <Button type="submit" variant="primary" loading={state.status === 'sending'}>
        <FormattedMessage id="award.confirmation.submit" defaultMessage="Teilnahme bestätigen" />
      </Button>
    </form>
  );
}
