import type { AwardLanguage } from '@eventalp/plugin-award/domain';
import { FormattedMessage } from 'react-intl';
import { donationPath } from './donationPaths';
import '../nomination/nomination.css';

export interface DonationThanksData {
  language: AwardLanguage;
  /** The recorded amount (CHF, two decimals), when the form sent it along. */
  amount: string | null;
}

/** /site/{language}/swisslocationaward_{slug}: thanks the donor; the QR bill is in the mail. */
export function DonationThanksPage({ data }: { data: DonationThanksData }) {
  return (
    <section className="ea-section ea-award-nomination">
      <div className="ea-award-nomination__thanks" role="status">
        <h1>
          <FormattedMessage
            id="award.donation.thanksHeading"
            defaultMessage="Vielen Dank für deine Spende!"
          />
        </h1>
        <p>
          {data.amount ? (
            <FormattedMessage
              id="award.donationThanks.withAmount"
              defaultMessage="Wir haben dir die Rechnung über CHF {amount} mit dem QR-Einzahlungsschein per E-Mail geschickt."
              values={{ amount: data.amount }}
            />
          ) : (
            <FormattedMessage
              id="award.donationThanks.text"
              defaultMessage="Wir haben dir die Rechnung mit dem QR-Einzahlungsschein per E-Mail geschickt."
            />
          )}
        </p>
      </div>
      <p>
        <a href={donationPath(data.language)}>
          <FormattedMessage id="award.donationThanks.again" defaultMessage="Noch eine Spende" />
        </a>
      </p>
    </section>
  );
}
