import type { AwardLanguage } from '@eventalp/plugin-award/domain';
import { FormattedMessage } from 'react-intl';
import '../nomination/nomination.css';
import { TourismForm } from './TourismForm';

export interface TourismPageData {
  language: AwardLanguage;
  regions: { id: number; name: string }[];
}

/** /site/{language}/swisslocationaward_tourismus: the tourism regions' registration. */
export function TourismPage({ data }: { data: TourismPageData }) {
  return (
    <section className="ea-section ea-award-nomination">
      <h1>
        <FormattedMessage
          id="award.tourism.heading"
          defaultMessage="Tourismusregionen: Teilnahme am Swiss Location Award"
        />
      </h1>
      <p>
        <FormattedMessage
          id="award.tourism.intro"
          defaultMessage="Macht eure Region mit dem Swiss Location Award bekannt: Meldet eure Teilnahme an. Nach der Bestätigung per E-Mail und unserer Prüfung erhaltet ihr Zugang zum Resultatebereich und erstellt eure eigene Seite mit den Locations eurer Region."
        />
      </p>
      <TourismForm language={data.language} regions={data.regions} />
    </section>
  );
}

/** /site/{language}/swisslocationaward_medienzugang: a medium's access request. */
export function MediaAccessPage({ data }: { data: TourismPageData }) {
  return (
    <section className="ea-section ea-award-nomination">
      <h1>
        <FormattedMessage
          id="award.mediaAccess.heading"
          defaultMessage="Medien: Zugang zum Medienbereich"
        />
      </h1>
      <p>
        <FormattedMessage
          id="award.mediaAccess.intro"
          defaultMessage="Im Medienbereich findet ihr die Nominierten und die Ausgezeichneten des Swiss Location Award und erstellt eigene Ergebnisseiten. Beantragt hier euren Zugang: Nach der Bestätigung per E-Mail und unserer Prüfung schalten wir ihn frei."
        />
      </p>
      <TourismForm language={data.language} regions={[]} kind="media" />
    </section>
  );
}
