import { ErrorText } from '@eventalp/shell-kit';
import { FormattedMessage } from 'react-intl';
import { ErrorSuggestions } from './ErrorSuggestions';

/** The product's page for every other error (spec section 8), e.g. a page that failed to render. */
export function ErrorPage({ status }: { status: number }) {
  return (
    <section className="ea-section ea-error-page">
      <h1>
        <ErrorText />
      </h1>
      <p className="ea-status">
        <FormattedMessage
          id="shell.errorPage.status"
          defaultMessage="Fehlercode {status}"
          values={{ status }}
        />
      </p>
      <p>
        <a href="/">
          <FormattedMessage id="shell.errorPage.home" defaultMessage="Zur Startseite" />
        </a>
      </p>
      <ErrorSuggestions />
    </section>
  );
}
