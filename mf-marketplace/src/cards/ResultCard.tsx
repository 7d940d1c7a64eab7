import {
  cardControls,
  cardImageLoading,
  type CardControlsContext,
} from '@eventalp/plugin-catalog/domain';
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ViewCard } from './viewCard';
import { CardPhotoSlider } from './CardPhotoSlider';
import { cardImages } from './cardImages';
import { EntryLabelBadge } from './EntryLabelBadge';
import { FavouriteToggle } from './FavouriteToggle';
import './cards.css';

interface ResultCardProps {
  card: ViewCard;
  /** Position in the result list: the first three load their image eagerly. */
  index: number;
  context?: CardControlsContext;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A result card (spec sections 3 and 4): photos by tier, slider and bookmark from premium up. The
 * photo area keeps its 3:2 ratio before any image loads; the name's link covers the card (the
 * slider and bookmark buttons sit above it); category and place are its facts, the place with a
 * pin. (The category icons stay off the cards: the search page's initial JS has no room for them.)
 * Memoized: a list re-rendering around its cards (a hovered card, the search page settling after
 * hydration) leaves the unchanged cards alone.
 */
export const ResultCard = memo(function ResultCard({
  card,
  index,
  context = {},
  headingLevel = 'h2',
}: ResultCardProps) {
  const controls = cardControls(card.type_id, context);
  const images = cardImages(card, cardImageLoading(index), {
    winner: context.awardCard,
    priority: index === 0,
  });
  const Heading = headingLevel;
  const where = [[card.zip, card.place].filter(Boolean).join(' '), card.region]
    .filter(Boolean)
    .join(', ');
  return (
    <article className="ea-card">
      <div className="ea-card__media">
        {controls.slider && images.length > 1 ? (
          <CardPhotoSlider slides={images} name={card.name} />
        ) : (
          images[0]
        )}
        {card.label && <EntryLabelBadge label={card.label} />}
      </div>
      <div className="ea-card__body">
        <Heading className="ea-card__title">
          <a href={card.path}>{card.name}</a>
        </Heading>
        <ul className="ea-card__facts">
          <li>{card.category.name}</li>
          {where && (
            <li>
              <span className="ea-icon ea-icon--map-pin ea-card__fact-icon" aria-hidden="true" />
              {where}
            </li>
          )}
        </ul>
        {card.special_deal && (
          <p className="ea-badge ea-badge--deal">
            <FormattedMessage id="marketplace.card.specialDeal" defaultMessage="Spezialangebot" />
          </p>
        )}
        {card.summary && <p className="ea-card__summary">{card.summary}</p>}
        {controls.favourite && <FavouriteToggle item={card} variant="card" />}
      </div>
    </article>
  );
});
