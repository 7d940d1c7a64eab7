import type { PartnerPagePublic } from '@eventalp/plugin-award/domain';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { gradeLabels } from '../seal/AwardSeal';

/**
 * A region page's venues (shared by the page and `<eventalp-award-results>`, so its texts are
 * in `lang/`): name, place, and for the awarded list the grade and score; a link to the venue's
 * entry on the site (`site`: the marketplace's origin, empty on the site itself).
 */
export function RegionResultList({ result, site }: { result: PartnerPagePublic; site: string }) {
  if (!result.data.length)
    return (
      <p className="region-results__empty">
        {result.list === 'awarded' ? (
          <FormattedMessage
            id="award.region.noneAwarded"
            defaultMessage="Für {year} gibt es in dieser Region noch keine ausgezeichneten Locations."
            values={{ year: result.year ?? '' }}
          />
        ) : (
          <FormattedMessage
            id="award.region.noneNominated"
            defaultMessage="Für {year} gibt es in dieser Region noch keine nominierten Locations."
            values={{ year: result.year ?? '' }}
          />
        )}
      </p>
    );
  return (
    <ol className="region-results">
      {result.data.map((venue) => (
        <li key={venue.nominee_id} className="region-results__venue">
          {venue.entry ? (
            <a href={`${site}${venue.entry.path}`} className="region-results__name">
              {venue.name}
            </a>
          ) : (
            <span className="region-results__name">{venue.name}</span>
          )}
          <span className="region-results__place">
            {[venue.postcode ?? venue.entry?.zip, venue.city ?? venue.entry?.place]
              .filter(Boolean)
              .join(' ')}
          </span>
          {venue.grade && (
            <span className="region-results__grade">
              <FormattedMessage {...gradeLabels[venue.grade]} />
              {venue.score !== null && (
                <>
                  {' '}
                  <FormattedNumber
                    value={venue.score}
                    minimumFractionDigits={1}
                    maximumFractionDigits={1}
                  />
                </>
              )}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
