import { usePlatform } from '@eventalp/shell-kit';
import { ResponsiveImage } from '@eventalp/shell-ui';
import { FormattedMessage } from 'react-intl';
import type { StoryCard } from './homeData';
import { truncateTitle } from './truncateTitle';

import { MAGAZINE_LIST_PATH } from '@eventalp/plugin-magazine/domain';

/** Magazine stories (spec section 2, Home 3): the newest articles; the discover button's target. */
export function StoriesSection({ id, stories }: { id: string; stories: StoryCard[] }) {
  const { brand } = usePlatform();
  return (
    <section id={id} tabIndex={-1} className="ea-section" aria-labelledby={`${id}-title`}>
      <div className="ea-section__head">
        <h2 id={`${id}-title`}>
          <FormattedMessage
            id="marketplace.home.stories.title"
            defaultMessage="Auf {product}.ch findest du alles rund ums Thema Event"
            values={{ product: brand }}
          />
        </h2>
        <a href={MAGAZINE_LIST_PATH}>
          <FormattedMessage id="marketplace.home.stories.link" defaultMessage="Eventmagazin" />
        </a>
      </div>
      <ul className="ea-card-list">
        {stories.map((story) => (
          <li key={story.id}>
            <a className="ea-teaser" href={story.path} title={story.name}>
              {story.image ? (
                <ResponsiveImage media={story.image} alt="" targetWidth={400} />
              ) : null}
              <h3 className="ea-teaser__title">{truncateTitle(story.name)}</h3>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
