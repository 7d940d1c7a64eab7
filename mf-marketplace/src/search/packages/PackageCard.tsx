import { formatChf, type PackageSearchCard } from '@eventalp/plugin-packages/domain';
import { Card } from '@eventalp/shell-ui';
import { useIntl } from 'react-intl';
import { eventTypeNames, packageSearchMessages } from './packageSearchMessages';

/**
 * A package result: the venue's first photo, the package's name linking to its detail page, the
 * venue and its place, persons and the price from. No favourite button (spec: hidden on the route
 * package.search). The first three photos load at once, the rest when scrolled near.
 */
export function PackageCard({ card, index }: { card: PackageSearchCard; index: number }) {
  const intl = useIntl();
  const where = [card.venue.city, card.venue.region].filter(Boolean).join(', ');
  return (
    <Card
      className="ea-package-card"
      href={card.path}
      title={card.name}
      media={
        card.photoUrl ? (
          <img src={card.photoUrl} alt="" loading={index < 3 ? 'eager' : 'lazy'} />
        ) : undefined
      }
      meta={`${card.venue.name}${where ? ` · ${where}` : ''}`}
    >
      <ul className="ea-package-card__facts">
        <li>{intl.formatMessage(eventTypeNames[card.eventType])}</li>
        <li>{intl.formatMessage(packageSearchMessages.persons, { persons: card.persons })}</li>
        {card.priceFromRappen > 0 && (
          <li>
            {intl.formatMessage(packageSearchMessages.priceFrom, {
              price: formatChf(card.priceFromRappen),
            })}
          </li>
        )}
      </ul>
    </Card>
  );
}
