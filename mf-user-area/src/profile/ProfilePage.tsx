import { profileClient, type Profile } from '@eventalp/plugin-accounts/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { fieldErrorsFrom, type FieldErrors } from '../shared/fieldErrors';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';

type Answer = { message: string; profile?: Profile };

const profileLabels = defineMessages({
  confirmPassword: {
    id: 'userArea.profile.confirmPassword',
    defaultMessage: 'Neues Passwort bestätigen',
  },
  firstName: { id: 'userArea.profile.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'userArea.profile.lastName', defaultMessage: 'Nachname' },
  username: { id: 'userArea.profile.username', defaultMessage: 'Benutzername' },
  newEmail: { id: 'userArea.profile.newEmail', defaultMessage: 'Neue E-Mail-Adresse' },
  currentPassword: { id: 'userArea.profile.currentPassword', defaultMessage: 'Aktuelles Passwort' },
  newPassword: { id: 'userArea.profile.newPassword', defaultMessage: 'Neues Passwort' },
});

/** One form of the profile page with its own save and messages. */
function ProfileForm<F extends Record<string, string>>({
  title,
  initial,
  labels,
  types = {},
  submitLabel,
  send,
  onSaved,
}: {
  title: ReactNode;
  initial: F;
  labels: Record<keyof F, string>;
  types?: Partial<Record<keyof F, string>>;
  submitLabel: ReactNode;
  send(values: F): Promise<Answer>;
  onSaved?(answer: Answer): void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [start, setStart] = useState(initial);
  useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(start));
  const intl = useIntl();
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await send(values);
      setErrors({});
      setMessage({ text: answer.message, error: false });
      // Password forms empty themselves after a save; the name form keeps what was saved.
      const next =
        'current_password' in values
          ? (Object.fromEntries(Object.keys(values).map((key) => [key, ''])) as F)
          : values;
      setValues(next);
      setStart(next);
      onSaved?.(answer);
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error);
      setErrors(fieldErrors ?? {});
      setMessage({
        text: fieldErrors
          ? Object.values(fieldErrors)[0]![0]!
          : intl.formatMessage({
              id: 'userArea.save.updateFailed',
              defaultMessage: 'Aktualisierung fehlgeschlagen.',
            }),
        error: true,
      });
    }
  }
  return (
    <section className="ea-owner-card">
      <h2>{title}</h2>
      <form className="ea-form" noValidate onSubmit={submit}>
        {(Object.keys(initial) as (keyof F & string)[]).map((name) => (
          <FormField
            key={name}
            label={labels[name]}
            type={types[name] ?? 'text'}
            autoComplete={
              types[name] === 'password'
                ? name === 'current_password'
                  ? 'current-password'
                  : 'new-password'
                : undefined
            }
            value={values[name]}
            errors={errors[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ))}
        <button type="submit" className="ea-button ea-button--primary">
          {submitLabel}
        </button>
        {message && (
          <p
            role={message.error ? 'alert' : 'status'}
            className={message.error ? 'ea-form__error' : 'ea-status--success'}
          >
            {message.text}
          </p>
        )}
      </form>
    </section>
  );
}

/** `/site/user/profile`: name, e-mail (re-verified), password (current one required), sign out everywhere. */
export function ProfilePage({ data }: { data: Profile }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [profile, setProfile] = useState(data);
  const client = profileClient(http);
  const t = (name: keyof typeof profileLabels) => intl.formatMessage(profileLabels[name]);
  return (
    <UserAreaFrame current="profile">
      <h1>
        <FormattedMessage id="userArea.profile.title" defaultMessage="Profil" />
      </h1>
      <p>
        <FormattedMessage
          id="userArea.profile.login"
          defaultMessage="Loginname: {login}"
          values={{ login: profile.login_name }}
        />
      </p>
      <div className="ea-card-list">
        <ProfileForm
          title={<FormattedMessage id="userArea.profile.name" defaultMessage="Name" />}
          initial={{
            first_name: profile.first_name,
            last_name: profile.last_name,
            username: profile.username,
          }}
          labels={{
            first_name: t('firstName'),
            last_name: t('lastName'),
            username: t('username'),
          }}
          submitLabel={<FormattedMessage id="userArea.save" defaultMessage="Speichern" />}
          send={(values) => client.saveProfile(values)}
          onSaved={(answer) => answer.profile && setProfile(answer.profile)}
        />
        <section className="ea-owner-card">
          <h2>
            <FormattedMessage id="userArea.profile.email" defaultMessage="E-Mail-Adresse" />
          </h2>
          <p>
            {profile.email}{' '}
            {profile.email_verified ? (
              <span className="ea-badge ea-badge--live">
                <FormattedMessage id="userArea.profile.verified" defaultMessage="bestätigt" />
              </span>
            ) : (
              <span className="ea-badge ea-badge--in_review">
                <FormattedMessage
                  id="userArea.profile.unverified"
                  defaultMessage="nicht bestätigt"
                />
              </span>
            )}
          </p>
          {profile.pending_email && (
            <p className="ea-status--info">
              <FormattedMessage
                id="userArea.profile.pendingEmail"
                defaultMessage="Neue Adresse {email} wartet auf die Bestätigung über den Link, den wir ihr gesendet haben."
                values={{ email: profile.pending_email }}
              />
            </p>
          )}
        </section>
        <ProfileForm
          title={
            <FormattedMessage
              id="userArea.profile.changeEmail"
              defaultMessage="E-Mail-Adresse ändern"
            />
          }
          initial={{ email: '', current_password: '' }}
          labels={{
            email: t('newEmail'),
            current_password: t('currentPassword'),
          }}
          types={{ email: 'email', current_password: 'password' }}
          submitLabel={
            <FormattedMessage
              id="userArea.profile.changeEmail"
              defaultMessage="E-Mail-Adresse ändern"
            />
          }
          send={(values) => client.changeEmail(values)}
          onSaved={(answer) => answer.profile && setProfile(answer.profile)}
        />
        <ProfileForm
          title={
            <FormattedMessage
              id="userArea.profile.changePassword"
              defaultMessage="Passwort ändern"
            />
          }
          initial={{ current_password: '', password: '', password_confirmation: '' }}
          labels={{
            current_password: t('currentPassword'),
            password: t('newPassword'),
            password_confirmation: t('confirmPassword'),
          }}
          types={{
            current_password: 'password',
            password: 'password',
            password_confirmation: 'password',
          }}
          submitLabel={
            <FormattedMessage
              id="userArea.profile.changePassword"
              defaultMessage="Passwort ändern"
            />
          }
          send={(values) => client.changePassword(values)}
        />
        <section className="ea-owner-card">
          <h2>
            <FormattedMessage id="userArea.profile.everywhere" defaultMessage="Überall abmelden" />
          </h2>
          <p>
            <FormattedMessage
              id="userArea.profile.everywhereText"
              defaultMessage="Beendet alle Sitzungen auf allen Geräten, auch diese."
            />
          </p>
          <button
            type="button"
            className="ea-button"
            onClick={async () => {
              await client.signOutEverywhere();
              window.location.assign('/');
            }}
          >
            <FormattedMessage id="userArea.profile.everywhere" defaultMessage="Überall abmelden" />
          </button>
        </section>
      </div>
    </UserAreaFrame>
  );
}
