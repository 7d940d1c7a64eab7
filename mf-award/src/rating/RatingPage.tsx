import {
  ratingOpen,
  type AwardCampaigns,
  type AwardLanguage,
  type RatingVenue,
} from '@eventalp/plugin-award/domain';
import { FormattedMessage } from 'react-intl';
import { CampaignDate } from '../campaign/CampaignDate';
import { RatingWizard } from './RatingWizard';
import '../nomination/nomination.css';
import './rating.css';

export interface RatingPageData {
  language: AwardLanguage;
  venue: RatingVenue;
  campaigns: AwardCampaigns;
}

/** Before and after the rating window: when it opens, or that it is over. */
function RatingClosed({ campaigns }: { campaigns: AwardCampaigns }) {
  const { award } = campaigns.windows;
  return (
    <p className="ea-status" role="status">
      {award.state === 'before' ? (
        <FormattedMessage
          id="award.rating.before"
          defaultMessage="Die Bewertung für den Swiss Location Award {year} startet am {date}."
          values={{ year: campaigns.year, date: <CampaignDate instant={award.starts_at} /> }}
        />
      ) : (
        <FormattedMessage
          id="award.rating.after"
          defaultMessage="Die Bewertung für den Swiss Location Award {year} ist abgeschlossen. Vielen Dank für alle Bewertungen!"
          values={{ year: campaigns.year }}
        />
      )}
    </p>
  );
}

/** /site/{language}/{rating code}: the 4-step rating wizard of one venue while the rating runs. */
export function RatingPage({ data }: { data: RatingPageData }) {
  const { campaigns, language, venue } = data;
  const open = ratingOpen(campaigns.windows);
  return (
    <section className="ea-section ea-award-nomination">
      <h1>
        <FormattedMessage
          id="award.rating.heading"
          defaultMessage="{name} bewerten"
          values={{ name: venue.name }}
        />
      </h1>
      {open && (
        <p>
          <FormattedMessage
            id="award.rating.intro"
            defaultMessage="Warst du an einem Anlass in {name}{city, select, none {} other {, {city}}}? Deine Bewertung zählt für den Swiss Location Award {year}: in vier Schritten, bis am {date}."
            values={{
              name: venue.name,
              city: venue.city ?? 'none',
              year: campaigns.year,
              date: <CampaignDate instant={campaigns.windows.award.ends_at} lastDay />,
            }}
          />
        </p>
      )}
      {open ? (
        <RatingWizard language={language} venueCode={venue.code} year={campaigns.year} />
      ) : (
        <RatingClosed campaigns={campaigns} />
      )}
    </section>
  );
}
