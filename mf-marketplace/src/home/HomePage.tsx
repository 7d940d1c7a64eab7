import { useIntl, FormattedMessage } from 'react-intl';
import { NewsletterBox } from '../newsletter/NewsletterBox';
import { PackageDealsSlider } from '../packageDeals/PackageDealsSlider';
import { AboutSection } from './AboutSection';
import { AddEntryPromo } from './AddEntryPromo';
import { DiscoverButton } from './DiscoverButton';
import { EntrySliderSection } from './EntrySliderSection';
import type { HomeData } from './homeData';
import { JobsSection } from './JobsSection';
import { Jumbotron } from './Jumbotron';
import { PopularSearches } from './PopularSearches';
import { RegionsSection } from './RegionsSection';
import { StoriesSection } from './StoriesSection';
import './home.css';

const STORIES_ID = 'ea-home-magazin';

/** The home in the spec's order (section 2, Home), with the package deals before the searches. */
export function HomePage({ data }: { data: HomeData }) {
  const intl = useIntl();
  const { content } = data;
  return (
    <>
      <Jumbotron offerTypes={content.offer_types} headers={content.headers} award={content.award} />
      <DiscoverButton targetId={STORIES_ID} />
      <StoriesSection id={STORIES_ID} stories={data.stories} />
      <JobsSection jobs={data.jobs} />
      <EntrySliderSection
        title={
          <FormattedMessage
            id="marketplace.home.partners.title"
            defaultMessage="Eventpartner, auf die du dich verlassen kannst"
          />
        }
        subject={intl.formatMessage({
          id: 'marketplace.home.partners.subject',
          defaultMessage: 'Eventpartner',
        })}
        slides={content.event_partners}
      />
      <EntrySliderSection
        title={
          <FormattedMessage
            id="marketplace.home.locations.title"
            defaultMessage="Locations mit Wow-Garantie"
          />
        }
        subject={intl.formatMessage({
          id: 'marketplace.home.locations.subject',
          defaultMessage: 'Locations',
        })}
        slides={content.inspiring_locations}
      />
      <RegionsSection regions={content.regions} />
      <PackageDealsSlider deals={data.packageDeals} />
      <PopularSearches searches={content.popular_searches} />
      <AddEntryPromo />
      <AboutSection>
        <NewsletterBox />
      </AboutSection>
    </>
  );
}
