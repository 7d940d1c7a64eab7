import { FormattedMessage } from 'react-intl';
import { ErrorSuggestions } from './ErrorSuggestions';

/** The product's 404 page (spec section 8). */
export function NotFoundPage() {
  return (
    <section className="ea-section ea-not-found">
      <h1>
        <FormattedMessage
          id="shell.notFound.heading"
          defaultMessage="Hoppla, wir können die Seite nicht finden, die du suchst."
        />
      </h1>
      <ErrorSuggestions />
    </section>
  );
}
