import type { AwardLanguage } from '@eventalp/plugin-award/domain';
import { FormattedMessage } from 'react-intl';
import { DonationForm } from './DonationForm';
import '../nomination/nomination.css';

export interface DonationPageData {
  language: AwardLanguage;
}

/** /site/{language}/swisslocationaward_{slug}: the donation form and its thank-you. */
export function DonationPage({ data }: { data: DonationPageData }) {
  return (
    <section className="ea-section ea-award-nomination">
      <h1>
        <FormattedMessage id="award.donation.heading" defaultMessage="Für den Award spenden" />
      </h1>
      <p>
        <FormattedMessage
          id="award.donation.intro"
          defaultMessage="Der Swiss Location Award zeichnet jedes Jahr die besten Locations der Schweiz aus. Mit deiner Spende hilfst du mit. Du erhältst die Rechnung mit dem QR-Einzahlungsschein per E-Mail."
        />
      </p>
      <DonationForm language={data.language} />
    </section>
  );
}
