import { FormattedMessage } from 'react-intl';
import { ControlDemos } from './ControlDemos';
import { ContentDemos } from './ContentDemos';
import { DropdownDemos } from './DropdownDemos';
import { OverlayDemos } from './OverlayDemos';
import { TokenSwatches } from './TokenSwatches';
import './demos.css';

/** /demos: the living style guide of the design system (tokens, then every component). */
export function DemosPage() {
  return <StyleGuide />;
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
