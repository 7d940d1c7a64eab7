import { FormattedMessage } from 'react-intl';

/** A path the shell routed here but no page of the micro-frontend knows (browser-rendered apps). */
export function PageNotFound() {
  return (
    <section className="ea-section" role="alert">
      <h1>
        <FormattedMessage
          id="kit.page.notFound"
          defaultMessage="Hoppla, wir können die Seite nicht finden, die du suchst."
        />
      </h1>
      <a href="/">
        <FormattedMessage id="kit.page.home" defaultMessage="Zur Startseite" />
      </a>
    </section>
  );
}
