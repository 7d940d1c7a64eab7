import {
  awardClient,
  type AwardLanguage,
  type PartnerConfirmed,
} from '@eventalp/plugin-award/domain';
import { ERROR_MESSAGES, HttpError, RateLimitError, usePlatform } from '@eventalp/shell-kit';
import { Button } from '@eventalp/shell-ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import '../nomination/nomination.css';

export interface TourismConfirmationData {
  language: AwardLanguage;
  token: string;
  /** A medium's access request (the mail's link says `kind=media`), else a region's participation. */
  media: boolean;
}

type State =
  | { status: 'ready'; alert: string | null }
  | { status: 'sending' }
  | { status: 'done'; confirmed: PartnerConfirmed };

/**
 * The mail link's page: the tourism region confirms its participation with one button (a mail
 * scanner that opens the link confirms nothing); then confirmed, or confirmed before.
 */
export function TourismConfirmationPage({ data }: { data: TourismConfirmationData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [state, setState] = useState<State>({ status: 'ready', alert: null });
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'sending' });
    try {
      setState({ status: 'done', confirmed: await awardClient(http).confirmPartner(data.token) });
    } catch (error) {
      setState({
        status: 'ready',
        alert:
          error instanceof RateLimitError
            ? null
            : error instanceof HttpError && error.status < 500
              ? error.message
              : intl.formatMessage(ERROR_MESSAGES.generic),
      });
    } finally {
      busy.current = false;
    }
  }

  return (
    <section className="ea-section ea-award-nomination">
      <h1>
        {data.media ? (
          <FormattedMessage
            id="award.mediaConfirmation.heading"
            defaultMessage="Anfrage bestätigen"
          />
        ) : (
          <FormattedMessage
            id="award.tourismConfirmation.heading"
            defaultMessage="Teilnahme bestätigen"
          />
        )}
      </h1>
      {state.status === 'done' && state.confirmed.kind === 'media' ? (
        <p className="ea-award-nomination__thanks" role="status">
          {state.confirmed.state === 'confirmed' ? (
            <FormattedMessage
              id="award.mediaConfirmation.confirmed"
              defaultMessage="Danke! Die Anfrage von {organisation} ist bestätigt. Wir prüfen sie und schalten euren Zugang zum Medienbereich frei."
              values={{ organisation: state.confirmed.organisation }}
            />
          ) : (
            <FormattedMessage
              id="award.mediaConfirmation.already"
              defaultMessage="Die Anfrage von {organisation} war bereits bestätigt."
              values={{ organisation: state.confirmed.organisation }}
            />
          )}
        </p>
      ) : state.status === 'done' ? (
        <p className="ea-award-nomination__thanks" role="status">
          {state.confirmed.state === 'confirmed' ? (
            <FormattedMessage
              id="award.tourismConfirmation.confirmed"
              defaultMessage="Danke! Die Teilnahme von {organisation} ist bestätigt. Wir prüfen eure Anmeldung und schalten euren Zugang frei."
              values={{ organisation: state.confirmed.organisation }}
            />
          ) : (
            <FormattedMessage
              id="award.tourismConfirmation.already"
              defaultMessage="Die Teilnahme von {organisation} war bereits bestätigt."
              values={{ organisation: state.confirmed.organisation }}
            />
          )}
        </p>
      ) : (
        <form className="ea-form ea-award-nomination__form" noValidate onSubmit={submit}>
          <p>
            {data.media ? (
              <FormattedMessage
                id="award.mediaConfirmation.intro"
                defaultMessage="Bestätigt hier eure Anfrage für den Medienbereich des Swiss Location Award."
              />
            ) : (
              <FormattedMessage
                id="award.tourismConfirmation.intro"
                defaultMessage="Bestätigt hier die Teilnahme eurer Region am Swiss Location Award."
              />
            )}
          </p>
          {state.status === 'ready' && state.alert && (
            <p role="alert" className="ea-status ea-status--error">
              {state.alert}
            </p>
          )}
          <Button type="submit" variant="primary" loading={state.status === 'sending'}>
            {data.media ? (
              <FormattedMessage
                id="award.mediaConfirmation.submit"
                defaultMessage="Anfrage bestätigen"
              />
            ) : (
              <FormattedMessage
                id="award.tourismConfirmation.submit"
                defaultMessage="Teilnahme bestätigen"
              />
            )}
          </Button>
        </form>
      )}
    </section>
  );
}
