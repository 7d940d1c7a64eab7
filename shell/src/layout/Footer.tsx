import { FormattedMessage, useIntl } from 'react-intl';

/** Static footer; rendered on the server only (no interaction). */
export function Footer() {
  const intl = useIntl();
  return (
    <footer className="ea-footer">
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.nav', defaultMessage: 'Fusszeile' })}>
        <a href="/site/extern/about_us.html">
          <FormattedMessage id="shell.footer.about" defaultMessage="Über uns" />
        </a>
        <a href="/site/extern/werbemoeglichkeiten.html">
          <FormattedMessage id="shell.footer.advertising" defaultMessage="Werbemöglichkeiten" />
        </a>
        <a href="/site/extern/impressum.html">
          <FormattedMessage id="shell.footer.imprint" defaultMessage="Impressum" />
        </a>
      </nav>
      <p>
        <FormattedMessage
          id="shell.footer.claim"
          defaultMessage="Seit 2008 das Eventportal für Locations und Eventdienstleister."
        />
      </p>
    </footer>
  );
}
