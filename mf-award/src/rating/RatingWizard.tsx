import {
  awardClient,
  RATING_ASPECTS,
  RATING_EVENT_TYPES,
  RATING_GRADES,
  RATING_LIMITS,
  VOTER_TYPES,
  type AwardLanguage,
  type RatingCreated,
} from '@eventalp/plugin-award/domain';
import { ERROR_MESSAGES, usePlatform } from '@eventalp/shell-kit';
import { Button, Checkbox, FormField, RadioGroup, SelectField } from '@eventalp/shell-ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadAwardRules, type FieldErrors } from '../nomination/nominationSubmit';
import { solveProofOfWork } from './proofOfWork';
import {
  ASPECT_LABELS,
  EVENT_TYPE_LABELS,
  FIELD_LABELS,
  GRADE_LABELS,
  STEP_LABELS,
  VOTER_TYPE_LABELS,
} from './ratingLabels';
import {
  checkStep,
  RATING_STEPS,
  stepOfField,
  submitRating,
  type RatingFormInput,
  type RatingStep,
} from './ratingSubmit';

interface Values {
  highlights: string[];
  lowlights: string[];
  grade: string;
  event_type: string;
  event_month: string;
  event_year: string;
  comment: string;
  first_name: string;
  email: string;
  voter_type: string;
  truthful: boolean;
  website: string;
}

const EMPTY: Values = {
  highlights: [],
  lowlights: [],
  grade: '',
  event_type: '',
  event_month: '',
  event_year: '',
  comment: '',
  first_name: '',
  email: '',
  voter_type: '',
  truthful: false,
  website: '',
};

type FormState =
  | { status: 'editing'; errors: FieldErrors; alert: string | null }
  | { status: 'sending' }
  | { status: 'rated'; created: RatingCreated }
  | { status: 'closed'; message: string };

const EDITING = { status: 'editing', errors: {}, alert: null } as const satisfies FormState;

/** A group of checkboxes in a fieldset with its hint and errors (the highlights, the lowlights). */
function AspectGroup(props: {
  legend: ReactNode;
  hint: ReactNode;
  name: string;
  chosen: string[];
  disabled?: readonly string[];
  errors?: string[];
  onToggle(aspect: string): void;
}) {
  const intl = useIntl();
  const id = useId();
  const invalid = !!props.errors?.length;
  return (
    <fieldset
      className="ea-choice-group ea-award-rating__aspects"
      aria-describedby={[`${id}-hint`, invalid ? `${id}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend>{props.legend}</legend>
      <p id={`${id}-hint`}>{props.hint}</p>
      {RATING_ASPECTS.map((aspect) => (
        <Checkbox
          key={aspect}
          name={props.name}
          value={aspect}
          label={intl.formatMessage(ASPECT_LABELS[aspect])}
          checked={props.chosen.includes(aspect)}
          disabled={props.disabled?.includes(aspect)}
          aria-invalid={invalid || undefined}
          onChange={() => props.onToggle(aspect)}
        />
      ))}
      {invalid && (
        <p id={`${id}-error`} className="ea-form__error">
          {props.errors!.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The 4-step rating wizard for one venue (spec section 2): highlights, lowlights, rating,
 * contact. Rendered on the server as one form with its four steps in order; in the browser it
 * shows one step at a time, checks each step with the API's schema before the next, and moves
 * the focus to the step's heading.
 */
export function RatingWizard({
  language,
  venueCode,
  year,
}: {
  language: AwardLanguage;
  venueCode: string;
  year: number;
}) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [values, setValues] = useState(EMPTY);
  const [state, setState] = useState<FormState>(EDITING);
  const [step, setStep] = useState<RatingStep>('highlights');
  // One step at a time only once the page runs: the server's HTML shows every step.
  const [stepped, setStepped] = useState(false);
  const headings = useRef<Partial<Record<RatingStep | 'thanks', HTMLElement | null>>>({});
  const focusNext = useRef<RatingStep | 'thanks' | null>(null);
  const busy = useRef(false);
  useEffect(() => setStepped(true), []);
  useEffect(() => {
    if (focusNext.current) headings.current[focusNext.current]?.focus();
    focusNext.current = null;
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((old) => ({ ...old, [key]: value }));
  const toggle = (key: 'highlights' | 'lowlights', aspect: string) =>
    setValues((old) => ({
      ...old,
      [key]: old[key].includes(aspect)
        ? old[key].filter((one) => one !== aspect)
        : [...old[key], aspect],
    }));

  const input = (): RatingFormInput => ({
    venue: venueCode,
    highlights: values.highlights as RatingFormInput['highlights'],
    lowlights: values.lowlights as RatingFormInput['lowlights'],
    grade: values.grade,
    event_type: (values.event_type || undefined) as RatingFormInput['event_type'],
    event_month: values.event_month,
    event_year: values.event_year,
    comment: values.comment,
    first_name: values.first_name,
    email: values.email,
    voter_type: (values.voter_type || undefined) as RatingFormInput['voter_type'],
    truthful: values.truthful as true,
    language,
    website: values.website,
  });

  const goTo = (next: RatingStep) => {
    setStep(next);
    focusNext.current = next;
  };

  async function next() {
    const rules = await loadAwardRules();
    const errors = checkStep(input(), step, rules);
    setState({ status: 'editing', errors, alert: null });
    if (Object.keys(errors).length === 0) goTo(RATING_STEPS[RATING_STEPS.indexOf(step) + 1]!);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stepped && step !== 'contact') return void next();
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'sending' });
    const client = awardClient(http);
    const outcome = await loadAwardRules()
      .then((rules) =>
        submitRating(input(), {
          rules,
          prove: async () => {
            const { challenge, bits } = await client.ratingChallenge();
            return { challenge, nonce: await solveProofOfWork(challenge, bits) };
          },
          rate: client.rate,
        }),
      )
      .catch(() => ({ kind: 'failed' }) as const);
    busy.current = false;
    switch (outcome.kind) {
      case 'rated':
        focusNext.current = 'thanks';
        return setState({ status: 'rated', created: outcome.created });
      case 'closed':
        return setState({ status: 'closed', message: outcome.message });
      case 'invalid': {
        const first = Object.keys(outcome.errors)[0];
        const alert =
          outcome.errors._?.join(' ') ??
          outcome.errors.challenge?.join(' ') ??
          outcome.errors.venue?.join(' ') ??
          null;
        setState({ status: 'editing', errors: outcome.errors, alert });
        if (first && stepped) goTo(stepOfField(first));
        return;
      }
      case 'rate_limited':
        return setState(EDITING);
      default:
        return setState({ ...EDITING, alert: intl.formatMessage(ERROR_MESSAGES.generic) });
    }
  }

  if (state.status === 'rated')
    return (
      <div className="ea-award-nomination__thanks" role="status">
        <h2 tabIndex={-1} ref={(element) => void (headings.current.thanks = element)}>
          <FormattedMessage
            id="award.rating.thanksHeading"
            defaultMessage="Vielen Dank für deine Bewertung!"
          />
        </h2>
        <p>
          <FormattedMessage
            id="award.rating.thanks"
            defaultMessage="Wir haben dir eine E-Mail an {email} geschickt. Deine Bewertung von {name} zählt, sobald du sie über einen der beiden Links darin bestätigst."
            values={{ email: state.created.email, name: state.created.location_name }}
          />
        </p>
      </div>
    );
  if (state.status === 'closed')
    return (
      <p className="ea-status" role="status">
        {state.message}
      </p>
    );

  const errors = state.status === 'editing' ? state.errors : {};
  const index = RATING_STEPS.indexOf(step);
  const thisYear = new Date().getFullYear();
  const stepHeading = (name: RatingStep, position: number) => (
    <h2
      className="ea-award-rating__step-heading"
      tabIndex={-1}
      ref={(element) => void (headings.current[name] = element)}
    >
      <span className="ea-award-rating__progress">
        {intl.formatMessage(
          { id: 'award.rating.progress', defaultMessage: 'Schritt {step} von {count}' },
          {
            step: position + 1,
            count: RATING_STEPS.length,
          },
        )}
        {': '}
      </span>
      {intl.formatMessage(STEP_LABELS[name])}
    </h2>
  );
  const shown = (name: RatingStep) => !stepped || step === name;
  return (
    <form
      className="ea-form ea-award-nomination__form ea-award-rating"
      noValidate
      onSubmit={submit}
      aria-busy={state.status === 'sending' || undefined}
    >
      {stepped && (
        <nav aria-label={intl.formatMessage(FIELD_LABELS.steps)}>
          <ol className="ea-award-rating__steps">
            {RATING_STEPS.map((name, position) => (
              <li
                key={name}
                aria-current={name === step ? 'step' : undefined}
                className={position <= index ? 'ea-award-rating__done' : undefined}
              >
                {intl.formatMessage(STEP_LABELS[name])}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {shown('highlights') && (
        <section className="ea-award-rating__step">
          {stepHeading('highlights', 0)}
          <AspectGroup
            legend={intl.formatMessage(STEP_LABELS.highlights)}
            hint={intl.formatMessage(FIELD_LABELS.highlightsHint)}
            name="highlights"
            chosen={values.highlights}
            errors={errors.highlights}
            onToggle={(aspect) => toggle('highlights', aspect)}
          />
        </section>
      )}
      {shown('lowlights') && (
        <section className="ea-award-rating__step">
          {stepHeading('lowlights', 1)}
          <AspectGroup
            legend={intl.formatMessage(STEP_LABELS.lowlights)}
            hint={intl.formatMessage(FIELD_LABELS.lowlightsHint)}
            name="lowlights"
            chosen={values.lowlights}
            disabled={values.highlights}
            errors={errors.lowlights}
            onToggle={(aspect) => toggle('lowlights', aspect)}
          />
        </section>
      )}
      {shown('rating') && (
        <section className="ea-award-rating__step">
          {stepHeading('rating', 2)}
          <RadioGroup
            legend={intl.formatMessage(FIELD_LABELS.grade)}
            name="grade"
            value={values.grade || null}
            onChange={(value) => set('grade', value)}
            errors={errors.grade}
            options={RATING_GRADES.map((grade) => ({
              value: String(grade),
              label: `${grade}: ${intl.formatMessage(GRADE_LABELS[grade])}`,
            }))}
          />
          <SelectField
            label={intl.formatMessage(FIELD_LABELS.eventType)}
            name="event_type"
            value={values.event_type}
            placeholder={intl.formatMessage(FIELD_LABELS.choose)}
            errors={errors.event_type}
            onChange={(value) => set('event_type', value)}
            options={RATING_EVENT_TYPES.map((type) => ({
              value: type,
              label: intl.formatMessage(EVENT_TYPE_LABELS[type]),
            }))}
          />
          <div className="ea-award-nomination__row">
            <SelectField
              label={intl.formatMessage(FIELD_LABELS.eventMonth)}
              name="event_month"
              value={values.event_month}
              placeholder={intl.formatMessage(FIELD_LABELS.choose)}
              errors={errors.event_month}
              onChange={(value) => set('event_month', value)}
              options={Array.from({ length: 12 }, (_, month) => ({
                value: String(month + 1),
                label: intl.formatDate(Date.UTC(2000, month, 15), {
                  month: 'long',
                  timeZone: 'UTC',
                }),
              }))}
            />
            <SelectField
              label={intl.formatMessage(FIELD_LABELS.eventYear)}
              name="event_year"
              value={values.event_year}
              placeholder={intl.formatMessage(FIELD_LABELS.choose)}
              errors={errors.event_year}
              onChange={(value) => set('event_year', value)}
              options={[year, year - 1]
                .filter((option) => option <= thisYear)
                .map((option) => ({ value: String(option), label: String(option) }))}
            />
          </div>
          <FormField
            label={intl.formatMessage(FIELD_LABELS.comment)}
            name="comment"
            multiline
            maxLength={RATING_LIMITS.comment}
            value={values.comment}
            onChange={(event) => set('comment', event.target.value)}
            errors={errors.comment}
          />
          <p className="ea-award-rating__count" aria-live="polite">
            {intl.formatMessage(
              { id: 'award.rating.commentCount', defaultMessage: '{count} von {max} Zeichen' },
              {
                count: values.comment.length,
                max: RATING_LIMITS.comment,
              },
            )}
          </p>
        </section>
      )}
      {shown('contact') && (
        <section className="ea-award-rating__step">
          {stepHeading('contact', 3)}
          <FormField
            label={intl.formatMessage(FIELD_LABELS.firstName)}
            name="first_name"
            autoComplete="given-name"
            required
            value={values.first_name}
            onChange={(event) => set('first_name', event.target.value)}
            errors={errors.first_name}
          />
          <FormField
            label={intl.formatMessage(FIELD_LABELS.email)}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            errors={errors.email}
          />
          <RadioGroup
            legend={intl.formatMessage(FIELD_LABELS.voterType)}
            name="voter_type"
            value={values.voter_type || null}
            onChange={(value) => set('voter_type', value)}
            errors={errors.voter_type}
            options={VOTER_TYPES.map((type) => ({
              value: type,
              label: intl.formatMessage(VOTER_TYPE_LABELS[type]),
            }))}
          />
          <Checkbox
            name="truthful"
            label={intl.formatMessage(FIELD_LABELS.truthful)}
            checked={values.truthful}
            required
            onChange={(event) => set('truthful', event.target.checked)}
            errors={errors.truthful}
          />
          {/* Left empty by people: hidden from sight, from the keyboard and from screen readers. */}
          <div className="ea-award-rating__trap" aria-hidden="true">
            <label>
              {intl.formatMessage(FIELD_LABELS.honeypot)}
              <input
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(event) => set('website', event.target.value)}
              />
            </label>
          </div>
        </section>
      )}
      {state.status === 'editing' && state.alert && (
        <p role="alert" className="ea-status ea-status--error">
          {state.alert}
        </p>
      )}
      <div className="ea-award-rating__buttons">
        {stepped && index > 0 && (
          <Button type="button" onClick={() => goTo(RATING_STEPS[index - 1]!)}>
            {intl.formatMessage(FIELD_LABELS.back)}
          </Button>
        )}
        <Button type="submit" variant="primary" loading={state.status === 'sending'}>
          {intl.formatMessage(
            stepped && step !== 'contact' ? FIELD_LABELS.next : FIELD_LABELS.submit,
          )}
        </Button>
      </div>
    </form>
  );
}
