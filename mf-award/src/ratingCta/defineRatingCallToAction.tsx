import { DEFAULT_LOCALE, I18nProvider, defineWebComponent, isLocale } from '@eventalp/shell-kit';
import { catalogs } from '../catalogs';
import { RatingCallToAction } from './RatingCallToAction';
import { RATING_CTA_STYLES } from './ratingCtaStyles';

/** Registers <eventalp-award-rating venue="{rating code}" site="https://…" lang="de-CH">. */
export function defineRatingCallToAction(): void {
  defineWebComponent('eventalp-award-rating', RatingCallToAction, {
    attributes: ['venue', 'site', 'lang'],
    styles: RATING_CTA_STYLES,
    wrap: (children, props) => (
      <I18nProvider
        locale={props.lang && isLocale(props.lang) ? props.lang : DEFAULT_LOCALE}
        catalogs={catalogs}
      >
        {children}
      </I18nProvider>
    ),
  });
}
