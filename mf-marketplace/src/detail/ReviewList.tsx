import { FormattedDate, FormattedMessage } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';
import { StarRating } from './StarRating';

/** Customer reviews; the API sends none when the entry hides them. */
export function ReviewList({ detail }: { detail: EntryDetail }) {
  if (detail.reviews.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-reviews">
      <h2 id="ea-reviews">
        <FormattedMessage id="marketplace.reviews.title" defaultMessage="Bewertungen" />
      </h2>
      {detail.rating && (
        <p>
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
          <li key={review.id}>
            <StarRating value={review.rating} />
            <p className="ea-card__meta">
              {review.company}
              {review.date && (
                <>
                  {' · '}
                  <FormattedDate value={review.date} dateStyle="medium" timeZone="Europe/Zurich" />
                </>
              )}
            </p>
            {review.description && <p>{review.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
