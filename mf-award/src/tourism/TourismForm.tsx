import {
  awardClient,
  type AwardLanguage,
  type MediaAccessInput,
  type PartnerRegistered,
  type TourismRegistrationInput,
} from '@eventalp/plugin-award/domain';
import { ERROR_MESSAGES, RateLimitError, usePlatform, ValidationError } from '@eventalp/shell-kit';
import { Button, Checkbox, FormField, SelectField } from '@eventalp/shell-ui';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { textFieldsOf } from '../forms/textFields';
import { fieldErrorsOf, loadAwardRules, type FieldErrors } from '../nomination/nominationSubmit';

type FormState =
  | { status: 'editing'; errors: FieldErrors; alert: string | null }
  | { status: 'sending' }
  | { status: 'registered'; registered: PartnerRegistered };

const EDITING = { status: 'editing', errors: {}, alert: null } as const satisfies FormState;

type TextField =
  | 'organisation'
  | 'first_name'
  | 'last_name'
  | 'function'
  | 'email'
  | 'phone'
  | 'login_name'
  | 'password'
  | 'password_confirmation';

const LABELS = defineMessages({
  region: { id: 'award.tourism.region', defaultMessage: 'Tourismusregion' },
  chooseRegion: { id: 'award.tourism.chooseRegion', defaultMessage: 'Region wählen' },
  organisation: { id: 'award.tourism.organisation', defaultMessage: 'Organisation' },
  contact: { id: 'award.tourism.contact', defaultMessage: 'Kontaktperson' },
  first_name: { id: 'award.tourism.firstName', defaultMessage: 'Vorname' },
  last_name: { id: 'award.tourism.lastName', defaultMessage: 'Nachname' },
  function: { id: 'award.tourism.function', defaultMessage: 'Funktion (optional)' },
  email: { id: 'award.tourism.email', defaultMessage: 'E-Mail' },
  phone: { id: 'award.tourism.phone', defaultMessage: 'Telefon (optional)' },
  login: { id: 'award.tourism.login', defaultMessage: 'Euer Zugang zum Resultatebereich' },
  login_name: { id: 'award.tourism.loginName', defaultMessage: 'Loginname' },
  password: { id: 'award.tourism.password', defaultMessage: 'Passwort (6 bis 30 Zeichen)' },
  password_confirmation: {
    id: 'award.tourism.passwordConfirmation',
    defaultMessage: 'Passwort bestätigen',
  },
  message: { id: 'award.tourism.message', defaultMessage: 'Nachricht (optional)' },
  participation: {
    id: 'award.tourism.participation',
    defaultMessage: 'Unsere Region nimmt am Swiss Location Award teil.',
  },
});

/** A medium's request names the medium and asks for the media area. */
const MEDIA_LABELS = defineMessages({
  organisation: { id: 'award.mediaAccess.organisation', defaultMessage: 'Name des Mediums' },
  login: { id: 'award.mediaAccess.login', defaultMessage: 'Euer Zugang zum Medienbereich' },
});

const AUTOCOMPLETE: Partial<Record<TextField, string>> = {
  organisation: 'organization',
  first_name: 'given-name',
  last_name: 'family-name',
  function: 'organization-title',
  email: 'email',
  phone: 'tel',
  login_name: 'username',
  password: 'new-password',
  password_confirmation: 'new-password',
};

const EMPTY: Record<TextField | 'message' | 'region', string> = {
  region: '',
  organisation: '',
  first_name: '',
  last_name: '',
  function: '',
  email: '',
  phone: '',
  login_name: '',
  password: '',
  password_confirmation: '',
  message: '',
};

/**
 * The tourism region's registration (spec: tourism registration, participation confirmation for
 * tourism): region and organisation, contact, the login it asks for, a message and the
 * participation; or a medium's access request (`kind` media: the medium's name, no region and no
 * participation). Checked with the API's schema, answered with the thank-you in place.
 */
export function TourismForm(props: {
  language: AwardLanguage;
  regions: { id: number; name: string }[];
  kind?: 'tourism' | 'media';
}) {
  const media = props.kind === 'media';
  const { http } = usePlatform();
  const intl = useIntl();
  const [values, setValues] = useState(EMPTY);
  const [participation, setParticipation] = useState(false);
  const [state, setState] = useState<FormState>(EDITING);
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'sending' });
    const { region, ...contact } = values;
    const input = media
      ? ({ ...contact, language: props.language } as unknown as MediaAccessInput)
      : ({
          ...values,
          region,
          participation,
          language: props.language,
        } as unknown as TourismRegistrationInput);
    try {
      const rules = await loadAwardRules();
      const checked = (media ? rules.mediaAccessInput : rules.tourismRegistrationInput).safeParse(
        input,
      );
      if (!checked.success)
        return setState({ ...EDITING, errors: fieldErrorsOf(checked.error.issues) });
      const client = awardClient(http);
      setState({
        status: 'registered',
        registered: media
          ? await client.requestMediaAccess(input as MediaAccessInput)
          : await client.registerTourism(input as TourismRegistrationInput),
      });
    } catch (error) {
      if (error instanceof RateLimitError) setState(EDITING);
      else if (error instanceof ValidationError) setState({ ...EDITING, errors: error.errors });
      else setState({ ...EDITING, alert: intl.formatMessage(ERROR_MESSAGES.generic) });
    } finally {
      busy.current = false;
    }
  }

  if (state.status === 'registered' && media)
    return (
      <div className="ea-award-nomination__thanks" role="status">
        <h2>
          <FormattedMessage
            id="award.mediaAccess.thanksHeading"
            defaultMessage="Danke für eure Anfrage!"
          />
        </h2>
        <p>
          <FormattedMessage
            id="award.mediaAccess.thanks"
            defaultMessage="Wir haben euch an {email} einen Link geschickt: Bitte bestätigt damit eure Anfrage."
            values={{ email: state.registered.email }}
          />
        </p>
      </div>
    );
  if (state.status === 'registered')
    return (
      <div className="ea-award-nomination__thanks" role="status">
        <h2>
          <FormattedMessage
            id="award.tourism.thanksHeading"
            defaultMessage="Danke für eure Anmeldung!"
          />
        </h2>
        <p>
          <FormattedMessage
            id="award.tourism.thanks"
            defaultMessage="Wir haben euch an {email} einen Link geschickt: Bitte bestätigt damit eure Teilnahme."
            values={{ email: state.registered.email }}
          />
        </p>
      </div>
    );

  const errors = state.status === 'editing' ? state.errors : {};
  const field = textFieldsOf<TextField, typeof values>({
    intl,
    labels: media ? { ...LABELS, ...MEDIA_LABELS } : LABELS,
    autocomplete: AUTOCOMPLETE,
    values,
    setValues,
    errors,
  });
  return (
    <form className="ea-form ea-award-nomination__form" noValidate onSubmit={submit}>
      {media ? (
        field('organisation')
      ) : (
        <fieldset className="ea-award-nomination__group">
          <legend>{intl.formatMessage(LABELS.region)}</legend>
          <SelectField
            label={intl.formatMessage(LABELS.region)}
            name="region"
            value={values.region}
            placeholder={intl.formatMessage(LABELS.chooseRegion)}
            options={props.regions.map((region) => ({
              value: String(region.id),
              label: region.name,
            }))}
            errors={errors.region}
            onChange={(region) => setValues((old) => ({ ...old, region }))}
          />
          {field('organisation')}
        </fieldset>
      )}
      <fieldset className="ea-award-nomination__group">
        <legend>{intl.formatMessage(LABELS.contact)}</legend>
        <div className="ea-award-nomination__row">
          {field('first_name')}
          {field('last_name')}
        </div>
        {field('function', { required: false })}
        {field('email', { type: 'email' })}
        {field('phone', { type: 'tel', required: false })}
      </fieldset>
      <fieldset className="ea-award-nomination__group">
        <legend>{intl.formatMessage(media ? MEDIA_LABELS.login : LABELS.login)}</legend>
        {field('login_name')}
        {field('password', { type: 'password' })}
        {field('password_confirmation', { type: 'password' })}
      </fieldset>
      <FormField
        label={intl.formatMessage(LABELS.message)}
        name="message"
        multiline
        value={values.message}
        onChange={(event) => setValues((old) => ({ ...old, message: event.target.value }))}
        errors={errors.message}
      />
      {!media && (
        <Checkbox
          label={intl.formatMessage(LABELS.participation)}
          name="participation"
          checked={participation}
          onChange={(event) => setParticipation(event.target.checked)}
          errors={errors.participation}
          required
        />
      )}
      {state.status === 'editing' && state.alert && (
        <p role="alert" className="ea-status ea-status--error">
          {state.alert}
        </p>
      )}
      <Button type="submit" variant="primary" loading={state.status === 'sending'}>
        {media ? (
          <FormattedMessage id="award.mediaAccess.submit" defaultMessage="Anfrage senden" />
        ) : (
          <FormattedMessage id="award.tourism.submit" defaultMessage="Anmeldung senden" />
        )}
      </Button>
    </form>
  );
}
