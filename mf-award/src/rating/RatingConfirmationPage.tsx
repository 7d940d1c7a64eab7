import {
  awardClient,
  type AwardLanguage,
  type RatingConfirmed,
} from '@eventalp/plugin-award/domain';
import { ERROR_MESSAGES, HttpError, RateLimitError, usePlatform } from '@eventalp/shell-kit';
import { Button, RadioGroup } from '@eventalp/shell-ui';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import '../nomination/nomination.css';

export interface RatingConfirmationPageData {
  language: AwardLanguage;
  token: string;
  publication: 1 | 2;
}

type State =
  | { status: 'choosing'; alert: string | null }
  | { status: 'sending' }
  | { status: 'done'; confirmed: RatingConfirmed };

const LABELS = defineMessages({
  choice: { id: 'award.ratingConfirmation.choice', defaultMessage: 'Veröffentlichung' },
  with: {
    id: 'award.ratingConfirmation.with',
    defaultMessage: 'Bestätigen, mit Veröffentlichung meines Kommentars',
  },
  without: {
    id: 'award.ratingConfirmation.without',
    defaultMessage: 'Bestätigen, ohne Veröffentlichung',
  },
});

/**
 * The mail link's page: the choice the link carries (with or without publication), confirmed by
 * one button; then 'verified', 'already verified' or 're-verified' (spec section 4).
 */
export function RatingConfirmationPage({ data }: { data: RatingConfirmationPageData }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [publication, setPublication] = useState<1 | 2>(data.publication);
  const [state, setState] = useState<State>({ status: 'choosing', alert: null });
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'sending' });
    try {
      const confirmed = await awardClient(http).confirmRating({ token: data.token, publication });
      setState({ status: 'done', confirmed });
    } catch (error) {
      if (error instanceof RateLimitError) setState({ status: 'choosing', alert: null });
      else
        setState({
          status: 'choosing',
          alert:
            error instanceof HttpError && error.status < 500
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
        <FormattedMessage
          id="award.ratingConfirmation.heading"
          defaultMessage="Bewertung bestätigen"
        />
      </h1>
      {state.status === 'done' ? (
        <div className="ea-award-nomination__thanks" role="status">
          <p>
            {state.confirmed.state === 'verified' && (
              <FormattedMessage
                id="award.ratingConfirmation.verified"
                defaultMessage="Vielen Dank! Deine Bewertung von {name} ist bestätigt und zählt."
                values={{ name: state.confirmed.location_name }}
              />
            )}
            {state.confirmed.state === 'already_verified' && (
              <FormattedMessage
                id="award.ratingConfirmation.alreadyVerified"
                defaultMessage="Deine Bewertung von {name} wurde bereits bestätigt."
                values={{ name: state.confirmed.location_name }}
              />
            )}
            {state.confirmed.state === 'reverified' && (
              <FormattedMessage
                id="award.ratingConfirmation.reverified"
                defaultMessage="Deine Bewertung von {name} wurde erneut bestätigt; deine neue Wahl gilt."
                values={{ name: state.confirmed.location_name }}
              />
            )}
          </p>
        </div>
      ) : (
        <form className="ea-form ea-award-nomination__form" noValidate onSubmit={submit}>
          <RadioGroup
            legend={intl.formatMessage(LABELS.choice)}
            name="publication"
            value={String(publication)}
            onChange={(value) => setPublication(value === '2' ? 2 : 1)}
            options={[
              { value: '1', label: intl.formatMessage(LABELS.with) },
              { value: '2', label: intl.formatMessage(LABELS.without) },
            ]}
          />
          {state.status === 'choosing' && state.alert && (
            <p role="alert" className="ea-status ea-status--error">
              {state.alert}
            </p>
          )}
          <Button type="submit" variant="primary" loading={state.status === 'sending'}>
            <FormattedMessage
              id="award.ratingConfirmation.submit"
              defaultMessage="Bewertung bestätigen"
            />
          </Button>
        </form>
      )}
    </section>
  );
}
