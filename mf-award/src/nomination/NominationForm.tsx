import {
  awardClient,
  type AwardLanguage,
  type NominationCreated,
} from '@eventalp/plugin-award/domain';
import { ERROR_MESSAGES, usePlatform } from '@eventalp/shell-kit';
import { Button } from '@eventalp/shell-ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  emptyNomination,
  nextNomination,
  nominationInputOf,
  type NominationFormValues,
} from './nominationValues';
import { loadAwardRules, submitNomination, type FieldErrors } from './nominationSubmit';
import { SubmitterFields } from './SubmitterFields';
import { VenueFields } from './VenueFields';

type FormState =
  | { status: 'editing'; errors: FieldErrors; alert: string | null }
  | { status: 'sending' }
  | { status: 'nominated'; created: NominationCreated };

const EDITING = { status: 'editing', errors: {}, alert: null } as const satisfies FormState;

/** The nomination form (spec section 3, "Nomination") and its thank-you. */
export function NominationForm({ language }: { language: AwardLanguage }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [values, setValues] = useState(() => emptyNomination(language));
  const [state, setState] = useState<FormState>(EDITING);
  // A ref, not state: a second click in the same tick must already see the first one.
  const busy = useRef(false);
  const change = (patch: Partial<NominationFormValues>) =>
    setValues((old) => ({ ...old, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'sending' });
    const outcome = await loadAwardRules()
      .then((rules) =>
        submitNomination(nominationInputOf(values), {
          rules,
          nominate: awardClient(http).nominate,
        }),
      )
      .catch(() => ({ kind: 'failed' }) as const);
    busy.current = false;
    switch (outcome.kind) {
      case 'nominated':
        return setState({ status: 'nominated', created: outcome.created });
      case 'invalid':
        return setState({ status: 'editing', errors: outcome.errors, alert: null });
      case 'closed':
        return setState({ status: 'editing', errors: {}, alert: outcome.message });
      case 'rate_limited':
        return setState(EDITING);
      default:
        return setState({ ...EDITING, alert: intl.formatMessage(ERROR_MESSAGES.generic) });
    }
  }

  if (state.status === 'nominated')
    return (
      <div className="ea-award-nomination__thanks" role="status">
        <h2>{state.created.message}</h2>
        <p>
          <FormattedMessage
            id="award.nomination.thanks"
            defaultMessage="{location} ist für den Swiss Location Award {year} nominiert. Wir schicken der Location eine E-Mail, damit sie ihre Teilnahme bestätigen kann."
            values={{ location: state.created.location_name, year: state.created.year }}
          />
        </p>
        <Button
          variant="primary"
          onClick={() => {
            setValues(nextNomination(values));
            setState(EDITING);
          }}
        >
          <FormattedMessage
            id="award.nomination.again"
            defaultMessage="Weitere Location nominieren"
          />
        </Button>
      </div>
    );

  const errors = state.status === 'editing' ? state.errors : {};
  return (
    <form className="ea-form ea-award-nomination__form" noValidate onSubmit={submit}>
      <VenueFields values={values} errors={errors} change={change} />
      <SubmitterFields values={values} errors={errors} change={change} />
      {state.status === 'editing' && state.alert && (
        <p role="alert" className="ea-status ea-status--error">
          {state.alert}
        </p>
      )}
      <Button type="submit" variant="primary" loading={state.status === 'sending'}>
        <FormattedMessage id="award.nomination.submit" defaultMessage="Location nominieren" />
      </Button>
    </form>
  );
}
