import {
  awardClient,
  awardPagePath,
  type AwardLanguage,
  type AwardPartner,
} from '@eventalp/plugin-award/domain';
import {
  ERROR_MESSAGES,
  HttpError,
  RateLimitError,
  usePlatform,
  ValidationError,
} from '@eventalp/shell-kit';
import { Button, Dialog, FormField } from '@eventalp/shell-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import '../nomination/nomination.css';
import { PartnerPagesEditor } from './PartnerPagesEditor';

export interface PartnerAreaData {
  language: AwardLanguage;
  /** The current award year (its nominated list; the year before's winners). */
  year: number;
}

type Session = { state: 'unknown' } | { state: 'out' } | { state: 'in'; partner: AwardPartner };

/**
 * The partner area: an approved medium or tourism region signs in with the login it asked for
 * ('Benutzername oder Passwort falsch.' otherwise), or has its login name mailed (forgot-login
 * modal); signed in, it sees its organisation, builds its results pages and signs out.
 */
export function PartnerAreaPage({ data }: { data: PartnerAreaData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const client = awardClient(http);
  const [session, setSession] = useState<Session>({ state: 'unknown' });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotSent, setForgotSent] = useState<string | null>(null);
  const [forgotError, setForgotError] = useState<string | null>(null);

  useEffect(() => {
    awardClient(http)
      .partnerMe()
      .then((partner) => setSession({ state: 'in', partner }))
      .catch(() => setSession({ state: 'out' }));
  }, [http]);

  const messageOf = (error: unknown) =>
    error instanceof RateLimitError || (error instanceof HttpError && error.status < 500)
      ? (error as Error).message
      : intl.formatMessage(ERROR_MESSAGES.generic);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setAlert(null);
    try {
      const partner = await client.partnerLogin(
        String(form.get('login_name') ?? ''),
        String(form.get('password') ?? ''),
      );
      setSession({ state: 'in', partner });
    } catch (error) {
      setAlert(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function forgot(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setForgotError(null);
    try {
      setForgotSent((await client.partnerForgotLogin(String(form.get('email') ?? ''))).message);
    } catch (error) {
      setForgotError(
        error instanceof ValidationError
          ? (error.errors.email?.join(' ') ?? error.message)
          : messageOf(error),
      );
    }
  }

  async function signOut() {
    await client.partnerLogout().catch(() => undefined);
    setSession({ state: 'out' });
  }

  return (
    <section className="ea-section ea-award-nomination">
      <h1>
        <FormattedMessage id="award.partnerArea.heading" defaultMessage="Medienbereich" />
      </h1>
      {session.state === 'in' ? (
        <div className="ea-award-nomination__thanks" role="status">
          <p>
            <FormattedMessage
              id="award.partnerArea.signedIn"
              defaultMessage="Angemeldet als {organisation}."
              values={{ organisation: session.partner.organisation }}
            />
          </p>
          <Button variant="secondary" onClick={() => void signOut()}>
            <FormattedMessage id="award.partnerArea.signOut" defaultMessage="Abmelden" />
          </Button>
        </div>
      ) : null}
      {session.state === 'in' ? (
        <PartnerPagesEditor language={data.language} year={data.year} />
      ) : (
        <form className="ea-form ea-award-nomination__form" onSubmit={signIn}>
          <p>
            <FormattedMessage
              id="award.partnerArea.introAccess"
              defaultMessage="Medien und Tourismusregionen melden sich mit dem Zugang an, den die Organisatoren freigeschaltet haben. Noch keinen Zugang? {media} oder {tourism}."
              values={{
                media: (
                  <a href={awardPagePath('mediaAccess', data.language)}>
                    <FormattedMessage
                      id="award.partnerArea.requestMedia"
                      defaultMessage="Zugang für Medien beantragen"
                    />
                  </a>
                ),
                tourism: (
                  <a href={awardPagePath('tourism', data.language)}>
                    <FormattedMessage
                      id="award.partnerArea.registerTourism"
                      defaultMessage="Tourismusregion anmelden"
                    />
                  </a>
                ),
              }}
            />
          </p>
          {alert && (
            <p role="alert" className="ea-status ea-status--error">
              {alert}
            </p>
          )}
          <FormField
            label={intl.formatMessage({
              id: 'award.partnerArea.loginName',
              defaultMessage: 'Loginname',
            })}
            name="login_name"
            autoComplete="username"
            required
          />
          <FormField
            label={intl.formatMessage({
              id: 'award.partnerArea.password',
              defaultMessage: 'Passwort',
            })}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <div>
            <Button type="submit" variant="primary" loading={busy}>
              <FormattedMessage id="award.partnerArea.submit" defaultMessage="Anmelden" />
            </Button>{' '}
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setForgotSent(null);
                setForgotError(null);
                setForgotOpen(true);
              }}
            >
              <FormattedMessage id="award.partnerArea.forgot" defaultMessage="Login vergessen?" />
            </Button>
          </div>
        </form>
      )}
      <Dialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        title={intl.formatMessage({
          id: 'award.partnerArea.forgotTitle',
          defaultMessage: 'Login vergessen',
        })}
      >
        {forgotSent ? (
          <p role="status">{forgotSent}</p>
        ) : (
          <form className="ea-form" noValidate onSubmit={forgot}>
            <FormField
              label={intl.formatMessage({
                id: 'award.partnerArea.email',
                defaultMessage: 'E-Mail',
              })}
              name="email"
              type="email"
              autoComplete="email"
              errors={forgotError ? [forgotError] : undefined}
            />
            <Button type="submit" variant="primary">
              <FormattedMessage
                id="award.partnerArea.forgotSubmit"
                defaultMessage="Loginnamen zusenden"
              />
            </Button>
          </form>
        )}
      </Dialog>
    </section>
  );
}
