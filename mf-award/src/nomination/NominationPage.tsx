import {
  nominationOpen,
  type AwardCampaigns,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { FormattedMessage } from 'react-intl';
import { CampaignDate } from '../campaign/CampaignDate';
import { NominationForm } from './NominationForm';
import './nomination.css';

export interface NominationPageData {
  language: AwardLanguage;
  campaigns: AwardCampaigns;
}

/** Before and after the nomination window: when it opens, or that it is over. */
function NominationClosed({ campaigns }: { campaigns: AwardCampaigns }) {
  const { nomination } = campaigns.windows;
  return (
    <p className="ea-status" role="status">
      {nomination.state === 'before' ? (
        <FormattedMessage
          id="award.nomination.before"
          defaultMessage="Die Nomination für den Swiss Location Award {year} startet am {date}."
          values={{ year: campaigns.year, date: <CampaignDate instant={nomination.starts_at} /> }}
        />
      ) : (
        <FormattedMessage
          id="award.nomination.after"
          defaultMessage="Die Nomination für den Swiss Location Award {year} ist abgeschlossen. Vielen Dank für alle Nominationen!"
          values={{ year: campaigns.year }}
        />
      )}
    </p>
  );
}

/** /site/{language}/swisslocationaward_{slug}: the form while the nomination runs. */
export function NominationPage({ data }: { data: NominationPageData }) {
  const { campaigns, language } = data;
  const open = nominationOpen(campaigns.windows);
  return (
    <section className="ea-section ea-award-nomination">
      <h1>
        <FormattedMessage id="award.nomination.heading" defaultMessage="Location nominieren" />
      </h1>
      {open && (
        <p>
          <FormattedMessage
            id="award.nomination.intro"
            defaultMessage="Welche Location verdient den Swiss Location Award {year}? Nominiere sie bis am {date}: eine Location aus unserem Verzeichnis oder eine, die noch fehlt."
            values={{
              year: campaigns.year,
              date: <CampaignDate instant={campaigns.windows.nomination.ends_at} lastDay />,
            }}
          />
        </p>
      )}
      {open ? <NominationForm language={language} /> : <NominationClosed campaigns={campaigns} />}
    </section>
  );
}
