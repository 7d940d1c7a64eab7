import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { RateLimitError, usePlatform, ValidationError, ErrorText } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { magazineClient } from '@eventalp/plugin-magazine/domain';
import type { ArticleDetail } from '../magazine/magazineApi';

const labels = defineMessages({
  first_name: { id: 'magazine.form.firstName', defaultMessage: 'Vorname' },
  family_name: { id: 'magazine.form.familyName', defaultMessage: 'Nachname' },
  company: { id: 'magazine.form.company', defaultMessage: 'Firma' },
  email: { id: 'magazine.form.email', defaultMessage: 'E-Mail' },
  phone: { id: 'magazine.form.phone', defaultMessage: 'Telefon' },
  message: { id: 'magazine.form.message', defaultMessage: 'Nachricht' },
});
type FieldName = keyof typeof labels;

const inputProps: Record<FieldName, Record<string, unknown>> = {
  first_name: { autoComplete: 'given-name' },
  family_name: { autoComplete: 'family-name' },
  company: { autoComplete: 'organization' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  message: { multiline: true, maxLength: 5000 },
};

type Status = { kind: 'editing' | 'sending' | 'failed' } | { kind: 'sent'; message: string };

/** The article's contact form: the fields its settings make active, required as configured. */
export function ArticleContactForm({ article }: { article: ArticleDetail }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  if (!article.form) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      const answer = await magazineClient(http).sendContactForm(article.id, values);
      setErrors({});
      setStatus({ kind: 'sent', message: answer.message });
    } catch (error) {
      if (error instanceof ValidationError) {
        setErrors(error.errors);
        setStatus({ kind: 'editing' });
      } else if (error instanceof RateLimitError) {
        setStatus({ kind: 'editing' }); // the shell shows the rate-limit dialog
      } else setStatus({ kind: 'failed' });
    }
  }

  return (
    <section className="ea-section ea-request" aria-labelledby="ea-article-form">
      <h2 id="ea-article-form">
        <FormattedMessage id="magazine.form.heading" defaultMessage="Kontakt" />
      </h2>
      {status.kind === 'sent' ? (
        <p role="status" className="ea-status ea-status--success">
          {status.message}
        </p>
      ) : (
        <form className="ea-form ea-form--grid" noValidate onSubmit={submit}>
          {article.form.fields
            .filter(
              (field): field is { name: FieldName; required: boolean } => field.name in labels,
            )
            .map(({ name, required }) => (
              <FormField
                key={name}
                name={name}
                label={intl.formatMessage(labels[name])}
                required={required}
                value={values[name] ?? ''}
                errors={errors[name]}
                onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                {...inputProps[name]}
              />
            ))}
          {(status.kind === 'failed' || errors._) && (
            <p role="alert" className="ea-form__error">
              {errors._?.join(' ') ?? <ErrorText />}
            </p>
          )}
          <button
            type="submit"
            className="ea-button ea-button--primary"
            disabled={status.kind === 'sending'}
          >
            <FormattedMessage id="magazine.form.send" defaultMessage="Nachricht senden" />
          </button>
        </form>
      )}
    </section>
  );
}
