import { ResponsiveImage } from '@eventalp/shell-ui';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';
import { StarRating } from './StarRating';

/** Customer reviews (company, date, rating, text, photo); the API sends none when the entry hides them. */
export function ReviewList({ detail }: { detail: EntryDetail }) {
  if (detail.reviews.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-reviews">
      <h2 id="ea-reviews">
        <FormattedMessage id="marketplace.reviews.title" defaultMessage="Bewertungen" />
      </h2>
      {detail.rating && (
        <p className="ea-reviews__summary">
          <StarRating value={detail.rating.average} />{' '}
          <FormattedMessage
            id="marketplace.reviews.count"
            defaultMessage="{count, plural, one {# Bewertung} other {# Bewertungen}}"
            values={{ count: detail.rating.count }}
          />
        </p>
      )}
      <ul className="ea-reviews">
        {detail.reviews.map((review) => (
          <li key={review.id} className="ea-review">
            <div className="ea-review__head">
              <strong className="ea-review__company">{review.company}</strong>
              <StarRating value={review.rating} />
              {review.date && (
                <span className="ea-card__meta">
                  <FormattedDate value={review.date} dateStyle="medium" timeZone="Europe/Zurich" />
                </span>
              )}
            </div>
            {review.description && <p>{review.description}</p>}
            {review.image && (
              <ResponsiveImage
                media={review.image}
                alt={review.image.title || review.company}
                targetWidth={240}
                sizes="240px"
                className="ea-review__image"
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
