import type { AwardCampaigns, AwardLanguage } from '@eventalp/plugin-award/domain';
import { FormattedMessage } from 'react-intl';
import { nominationPath } from '../nomination/nominationPaths';
import { awardNotices, type AwardNotice } from './awardNotices';
import { CampaignDate } from './CampaignDate';
import './campaign.css';

function Notice({ notice, language }: { notice: AwardNotice; language: AwardLanguage }) {
  switch (notice.kind) {
    case 'nominationOpen':
      return (
        <>
          <FormattedMessage
            id="award.notice.nominationOpen"
            defaultMessage="Die Nomination läuft bis am {date}."
            values={{ date: <CampaignDate instant={notice.until} lastDay /> }}
          />{' '}
          <a href={nominationPath(language)}>
            <FormattedMessage id="award.notice.nominate" defaultMessage="Location nominieren" />
          </a>
        </>
      );
    case 'nominationSoon':
      return (
        <FormattedMessage
          id="award.notice.nominationSoon"
          defaultMessage="Die Nomination startet am {date}."
          values={{ date: <CampaignDate instant={notice.from} /> }}
        />
      );
    case 'ratingOpen':
      return (
        <FormattedMessage
          id="award.notice.ratingOpen"
          defaultMessage="Die Bewertung läuft bis am {date}."
          values={{ date: <CampaignDate instant={notice.until} lastDay /> }}
        />
      );
    case 'ratingSoon':
      return (
        <FormattedMessage
          id="award.notice.ratingSoon"
          defaultMessage="Die Bewertung startet am {date}."
          values={{ date: <CampaignDate instant={notice.from} /> }}
        />
      );
    case 'ratingsHidden':
      return (
        <FormattedMessage
          id="award.notice.ratingsHidden"
          defaultMessage="Die Bewertungen bleiben bis zur Bekanntgabe der Gewinner am {date} verborgen."
          values={{ date: <CampaignDate instant={notice.until} /> }}
        />
      );
  }
}

/** The campaign's state on an award page: what runs, what comes, why ratings are hidden. */
export function CampaignNotices(props: { campaigns: AwardCampaigns; language: AwardLanguage }) {
  const notices = awardNotices(props.campaigns);
  if (notices.length === 0) return null;
  return (
    <ul className="ea-award-notices">
      {notices.map((notice) => (
        <li key={notice.kind} className="ea-status">
          <Notice notice={notice} language={props.language} />
        </li>
      ))}
    </ul>
  );
}
