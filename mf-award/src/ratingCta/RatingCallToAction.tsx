import { FormattedMessage } from 'react-intl';
import { awardLanguageOfLocale } from '../confirmation/confirmationPaths';
import { ratingPath } from '../rating/ratingPaths';

/** A rating code as the award draws them (10 characters of its alphabet, at least one digit). */
const RATING_CODE = /^(?=[a-z]*[2-9])[a-hj-km-np-z2-9]{10}$/;

/** Props come from the custom element's attributes, hence strings. */
export interface RatingCallToActionProps extends Record<string, string | null> {
  /** The venue's rating code (the last part of its rating page's address). */
  venue: string | null;
  /** The site's origin, e.g. https://www.eventalp.ch (the snippet names it). */
  site: string | null;
  lang: string | null;
}

/** The rating page's absolute address, or null when the attributes name none. */
export function ratingPageUrl(props: RatingCallToActionProps): string | null {
  if (!props.venue || !RATING_CODE.test(props.venue) || !props.site) return null;
  let origin: string;
  try {
    const site = new URL(props.site);
    if (site.protocol !== 'https:' && site.protocol !== 'http:') return null;
    origin = site.origin;
  } catch {
    return null;
  }
  return `${origin}${ratingPath(awardLanguageOfLocale(props.lang ?? 'de'), props.venue)}`;
}

/**
 * The rating call-to-action that venues embed on their own sites: a button that opens the
 * award's 4-step rating wizard for this venue in a new tab. Nothing shows for a missing or
 * malformed venue code or site.
 */
export function RatingCallToAction(props: RatingCallToActionProps) {
  const href = ratingPageUrl(props);
  if (!href) return null;
  return (
    <a className="cta" href={href} target="_blank" rel="noopener">
      <span className="cta__award">Swiss Location Award</span>
      <strong className="cta__label">
        <FormattedMessage id="award.cta.label" defaultMessage="Bewerte uns jetzt" />
      </strong>
      <span className="cta__hint">
        <FormattedMessage
          id="award.cta.hint"
          defaultMessage="Warst du an einem Anlass bei uns? Deine Bewertung zählt für den Award."
        />
      </span>
    </a>
  );
}
