import { FormattedMessage } from 'react-intl';

/** Shown in place of a micro-frontend that could not be loaded, so the rest of the page works. */
export function RemoteUnavailable() {
  return (
    <section className="ea-section" role="alert">
      <h1>
        <FormattedMessage
          id="shell.remoteUnavailable.heading"
          defaultMessage="Dieser Bereich ist gerade nicht erreichbar."
        />
      </h1>
      <p>
        <FormattedMessage
          id="shell.remoteUnavailable.hint"
          defaultMessage="Bitte lade die Seite in einem Moment neu."
        />
      </p>
    </section>
  );
}
