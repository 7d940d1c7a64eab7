import { useMemo } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { ControlDemos } from './ControlDemos';
import { ContentDemos } from './ContentDemos';
import { DropdownDemos } from './DropdownDemos';
import { OverlayDemos } from './OverlayDemos';
import { TokenSwatches } from './TokenSwatches';
import './demos.css';

export interface DemosData {
  /** The style guide's own catalog in the page's locale (demoMessages.ts). */
  messages: Record<string, string>;
}

/** /demos: the living style guide of the design system (tokens, then every component). */
export function DemosPage({ data }: { data: DemosData }) {
  const intl = useIntl();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...data.messages }),
    [intl.messages, data.messages],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      onError={intl.onError}
      messages={messages}
    >
      <StyleGuide />
    </IntlProvider>
  );
}

function StyleGuide() {
  return (
    <div className="ea-demos">
      <h1>
        <FormattedMessage id="marketplace.demos.heading" defaultMessage="Designsystem" />
      </h1>
      <p className="ea-demos__intro">
        <FormattedMessage
          id="marketplace.demos.intro"
          defaultMessage="Die Bausteine aller Seiten in ihren Zuständen, mit Tastatur und Screenreader bedienbar. Diese Seite ist nicht für Suchmaschinen bestimmt."
        />
      </p>
      <TokenSwatches />
      <ControlDemos />
      <DropdownDemos />
      <ContentDemos />
      <OverlayDemos />
    </div>
  );
}
