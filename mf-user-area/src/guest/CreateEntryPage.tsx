import { catalogOwnerClient } from '@eventalp/plugin-catalog/domain';
import type { TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';
import { RateLimitError, usePlatform } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { termsOf } from '../shared/taxonomies';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { userAreaPaths } from '../shared/userAreaPaths';
import './guest.css';

const labels = defineMessages({
  full_name: { id: 'userArea.guest.fullName', defaultMessage: 'Name des Eintrags' },
  description: { id: 'userArea.field.description', defaultMessage: 'Beschreibung' },
  street: { id: 'userArea.field.street', defaultMessage: 'Strasse' },
  street_number: { id: 'userArea.field.streetNumber', defaultMessage: 'Nummer' },
  zip: { id: 'userArea.field.zip', defaultMessage: 'PLZ' },
  place: { id: 'userArea.field.place', defaultMessage: 'Ort' },
  first_name: { id: 'userArea.profile.firstName', defaultMessage: 'Vorname' },
  last_name: { id: 'userArea.profile.lastName', defaultMessage: 'Nachname' },
  email: { id: 'userArea.guest.email', defaultMessage: 'E-Mail' },
  login_name: { id: 'userArea.guest.loginName', defaultMessage: 'Loginname' },
  password: { id: 'userArea.guest.password', defaultMessage: 'Passwort' },
  password_confirmation: {
    id: 'userArea.guest.passwordConfirmation',
    defaultMessage: 'Passwort bestätigen',
  },
});

const REGION_TYPE: Record<number, number> = { 1: 26, 2: 27, 3: 28 };
type TextField = Exclude<keyof typeof labels, 'description'>;

export interface CreateEntryData {
  sla: boolean;
  type: 'location' | 'provider';
  countryCategory: number;
  taxonomies: Record<string, TaxonomyEntry[]>;
}

/** `/site/guest/entries/create` and `create-sla`: the entry and its owner account in one form. */
export function CreateEntryPage({ data }: { data: CreateEntryData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const ids = useId();
  const [type, setType] = useState(data.sla ? 'location' : data.type);
  const [country, setCountry] = useState(data.countryCategory);
  const [values, setValues] = useState<Record<string, string>>({
    entry_category_id: '',
    region: '',
    description: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useUnsavedChangesGuard(Object.values(values).some((value) => value !== '') && !sending);
  const set = (name: string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailed(null);
    try {
      const answer = await catalogOwnerClient(http).createGuestEntry(
        {
          ...values,
          type,
          category_id: country,
          entry_category_id: Number(values.entry_category_id) || 0,
          region: Number(values.region) || 0,
          full_name: values.full_name ?? '',
          street: values.street ?? '',
          zip: values.zip ?? '',
          place: values.place ?? '',
          first_name: values.first_name ?? '',
          last_name: values.last_name ?? '',
          email: values.email ?? '',
          login_name: values.login_name ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
        data.sla,
      );
      window.location.assign(
        `${userAreaPaths.section(answer.entry.type, 'basic', answer.entry.id)}/success`,
      );
    } catch (error) {
      setSending(false);
      const fieldErrors = fieldErrorsFrom(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setFailed(
          intl.formatMessage({
            id: 'userArea.save.fillRequired',
            defaultMessage: 'Bitte fülle alle Pflichtfelder aus.',
          }),
        );
      } else if (!(error instanceof RateLimitError))
        setFailed(
          intl.formatMessage({
            id: 'userArea.save.error',
            defaultMessage: 'Fehler beim Speichern.',
          }),
        );
    }
  }

  const text = (name: TextField | 'description', props: Record<string, unknown> = {}) => (
    <FormField
      label={intl.formatMessage(labels[name])}
      name={name}
      value={values[name] ?? ''}
      errors={errors[name]}
      onChange={(event) => set(name, event.target.value)}
      {...props}
    />
  );
  const select = (name: string, label: string, options: TaxonomyEntry[]) => (
    <div className="ea-form__field">
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      <select
        id={`${ids}-${name}`}
        required
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        onChange={(event) => set(name, event.target.value)}
      >
        <option value="">–</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {errors[name] && (
        <p id={`${ids}-${name}-error`} className="ea-form__error">
          {errors[name].join(' ')}
        </p>
      )}
    </div>
  );

  return (
    <div className="ea-guest">
      <h1>
        {data.sla ? (
          <FormattedMessage
            id="userArea.guest.titleSla"
            defaultMessage="Location für den Award erfassen"
          />
        ) : (
          <FormattedMessage id="userArea.guest.title" defaultMessage="Eintrag erfassen" />
        )}
      </h1>
      <p>
        <FormattedMessage
          id="userArea.guest.intro"
          defaultMessage="Erfasse deinen Eintrag und dein Konto in einem Schritt. Nach der Bestätigung deiner E-Mail-Adresse prüft unser Team den Eintrag und schaltet ihn frei."
        />
      </p>
      <form className="ea-form ea-form--grid" noValidate onSubmit={submit}>
        <fieldset className="ea-guest__group">
          <legend>
            <FormattedMessage id="userArea.guest.entry" defaultMessage="Dein Eintrag" />
          </legend>
          {!data.sla && (
            <div
              className="ea-guest__type"
              role="radiogroup"
              aria-label={intl.formatMessage({
                id: 'userArea.guest.type',
                defaultMessage: 'Art des Eintrags',
              })}
            >
              {(['location', 'provider'] as const).map((kind) => (
                <label key={kind}>
                  <input
                    type="radio"
                    name="type"
                    value={kind}
                    checked={type === kind}
                    onChange={() => {
                      setType(kind);
                      set('entry_category_id', '');
                    }}
                  />
                  {kind === 'location'
                    ? 'Location'
                    : intl.formatMessage({
                        id: 'userArea.guest.provider',
                        defaultMessage: 'Dienstleister',
                      })}
                </label>
              ))}
            </div>
          )}
          {select(
            'entry_category_id',
            intl.formatMessage({ id: 'userArea.field.category', defaultMessage: 'Kategorie' }),
            termsOf(data.taxonomies, [type === 'location' ? 9 : 21]),
          )}
          {text('full_name', { required: true })}
          {text('description', { multiline: true })}
          <div className="ea-form__field">
            <label htmlFor={`${ids}-country`}>
              <FormattedMessage id="userArea.guest.country" defaultMessage="Land" />
            </label>
            <select
              id={`${ids}-country`}
              value={country}
              onChange={(event) => {
                setCountry(Number(event.target.value));
                set('region', '');
              }}
            >
              <option value={1}>
                {intl.formatMessage({ id: 'userArea.country.ch', defaultMessage: 'Schweiz' })}
              </option>
              <option value={2}>
                {intl.formatMessage({ id: 'userArea.country.de', defaultMessage: 'Deutschland' })}
              </option>
              <option value={3}>
                {intl.formatMessage({ id: 'userArea.country.at', defaultMessage: 'Österreich' })}
              </option>
            </select>
          </div>
          {text('street', { required: true, autoComplete: 'address-line1' })}
          {text('street_number')}
          {text('zip', { required: true, inputMode: 'numeric', autoComplete: 'postal-code' })}
          {text('place', { required: true, autoComplete: 'address-level2' })}
          {select(
            'region',
            intl.formatMessage({ id: 'userArea.field.region', defaultMessage: 'Region / Kanton' }),
            termsOf(data.taxonomies, [REGION_TYPE[country]!]),
          )}
        </fieldset>
        <fieldset className="ea-guest__group">
          <legend>
            <FormattedMessage id="userArea.guest.account" defaultMessage="Dein Konto" />
          </legend>
          {text('first_name', { required: true, autoComplete: 'given-name' })}
          {text('last_name', { required: true, autoComplete: 'family-name' })}
          {text('email', { required: true, type: 'email', autoComplete: 'email' })}
          {text('login_name', { required: true, autoComplete: 'username' })}
          {text('password', { required: true, type: 'password', autoComplete: 'new-password' })}
          {text('password_confirmation', {
            required: true,
            type: 'password',
            autoComplete: 'new-password',
          })}
        </fieldset>
        <button type="submit" className="ea-button ea-button--primary" disabled={sending}>
          <FormattedMessage id="userArea.guest.submit" defaultMessage="Eintrag erstellen" />
        </button>
        {failed && (
          <p role="alert" className="ea-status ea-status--error">
            {failed}
          </p>
        )}
      </form>
      <p>
        <FormattedMessage id="userArea.guest.haveAccount" defaultMessage="Schon ein Konto?" />{' '}
        <a href="/public_login?redirect=/site/user/dashboard">
          <FormattedMessage id="userArea.guest.login" defaultMessage="Anmelden" />
        </a>
      </p>
    </div>
  );
}
