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
