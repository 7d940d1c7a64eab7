import {
  AWARD_LANGUAGES,
  SUBMITTER_FUNCTIONS,
  type AwardLanguage,
  type SubmitterFunction,
} from '@eventalp/plugin-award/domain';
import { Dropdown, FormField, RadioGroup } from '@eventalp/shell-ui';
import { defineMessages, useIntl } from 'react-intl';
import type { NominationFormValues } from './nominationValues';
import type { FieldErrors } from './nominationSubmit';

const FUNCTIONS = defineMessages<SubmitterFunction>({
  organizer: { id: 'award.nomination.function.organizer', defaultMessage: 'Veranstalter/in' },
  visitor: { id: 'award.nomination.function.visitor', defaultMessage: 'Besucher/in' },
  provider: { id: 'award.nomination.function.provider', defaultMessage: 'Anbieter/in' },
  operator: {
    id: 'award.nomination.function.operator',
    defaultMessage: 'Betreiber/in der Location',
  },
});

const LABELS = defineMessages({
  submitter: { id: 'award.nomination.submitter', defaultMessage: 'Deine Angaben' },
  firstName: { id: 'award.nomination.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'award.nomination.lastName', defaultMessage: 'Nachname' },
  email: { id: 'award.nomination.email', defaultMessage: 'E-Mail' },
  function: { id: 'award.nomination.function', defaultMessage: 'Ich bin' },
  message: {
    id: 'award.nomination.message',
    defaultMessage: 'Warum verdient diese Location den Award?',
  },
  source: { id: 'award.nomination.source', defaultMessage: 'Wie hast du vom Award erfahren?' },
  language: { id: 'award.nomination.language', defaultMessage: 'Sprache' },
});

/** Each language in its own name, as language choosers show them. */
const LANGUAGE_NAMES: Record<AwardLanguage, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

interface SubmitterFieldsProps {
  values: NominationFormValues;
  errors: FieldErrors;
  change(patch: Partial<NominationFormValues>): void;
}

/** Who nominates: names, e-mail, function, message, how they heard of the award, language. */
export function SubmitterFields({ values, errors, change }: SubmitterFieldsProps) {
  const intl = useIntl();
  const text = (label: keyof typeof LABELS) => intl.formatMessage(LABELS[label]);
  return (
    <fieldset className="ea-award-nomination__group">
      <legend>{text('submitter')}</legend>
      <div className="ea-award-nomination__row">
        <FormField
          label={text('firstName')}
          autoComplete="given-name"
          value={values.first_name}
          onChange={(event) => change({ first_name: event.target.value })}
          errors={errors.first_name}
          required
        />
        <FormField
          label={text('lastName')}
          autoComplete="family-name"
          value={values.last_name}
          onChange={(event) => change({ last_name: event.target.value })}
          errors={errors.last_name}
          required
        />
      </div>
      <FormField
        label={text('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => change({ email: event.target.value })}
        errors={errors.email}
        required
      />
      <RadioGroup
        legend={text('function')}
        name="function"
        options={SUBMITTER_FUNCTIONS.map((value) => ({
          value,
          label: intl.formatMessage(FUNCTIONS[value]),
        }))}
        value={values.function}
        onChange={(value) => change({ function: value as SubmitterFunction })}
        errors={errors.function}
      />
      <FormField
        label={text('message')}
        multiline
        value={values.message}
        onChange={(event) => change({ message: event.target.value })}
        errors={errors.message}
      />
      <FormField
        label={text('source')}
        value={values.source}
        onChange={(event) => change({ source: event.target.value })}
        errors={errors.source}
      />
      <Dropdown
        label={text('language')}
        placeholder={text('language')}
        options={AWARD_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        value={values.language}
        onChange={(value) => value && change({ language: value as AwardLanguage })}
        errors={errors.language}
      />
    </fieldset>
  );
}
