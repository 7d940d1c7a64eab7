import type { AwardLanguage, AwardParticipant } from '@eventalp/plugin-award/domain';
import { Card, ResponsiveImage } from '@eventalp/shell-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { ratingPath } from '../rating/ratingPaths';

/**
 * A venue of the award's lists: its first photo (the first three cards load theirs at once, the
 * rest lazily: spec section 4), name linking to its catalogue page, place and award categories,
 * and while the rating runs the way to rate it. Award cards have no favourite button (section 4).
 */
export function ParticipantCard(props: {
  venue: AwardParticipant;
  index: number;
  language: AwardLanguage;
  categoryNames: Map<number, string>;
  ratingOpen: boolean;
}) {
  const intl = useIntl();
  const { venue, index, language, categoryNames } = props;
  const photo = venue.entry?.media.photos[0];
  const place = [venue.entry?.place ?? venue.city, venue.entry?.region].filter(Boolean).join(', ');
  const categories = [
    venue.main_category,
    ...venue.categories.filter((id) => id !== venue.main_category),
  ]
    .flatMap((id) => (id !== null && categoryNames.has(id) ? [categoryNames.get(id)!] : []))
    .join(' · ');
  return (
    <Card
      className="ea-award-card"
      media={
        photo ? (
          <ResponsiveImage
            media={photo}
            alt=""
            targetWidth={360}
            sizes="(min-width: 768px) 360px, 100vw"
            loading={index < 3 ? 'eager' : 'lazy'}
          />
        ) : (
          <div className="ea-award-card__placeholder" aria-hidden="true" />
        )
      }
      title={venue.name}
      href={venue.entry?.path}
      meta={place || undefined}
      actions={
        props.ratingOpen && venue.rating_code ? (
          <a
            className="ea-button ea-button--primary ea-button--sm"
            href={ratingPath(language, venue.rating_code)}
            aria-label={intl.formatMessage(
              { id: 'award.search.rateVenue', defaultMessage: 'Jetzt bewerten: {name}' },
              { name: venue.name },
            )}
          >
            <FormattedMessage id="award.search.rate" defaultMessage="Jetzt bewerten" />
          </a>
        ) : undefined
      }
    >
      {categories && <p className="ea-award-card__categories">{categories}</p>}
    </Card>
  );
}
