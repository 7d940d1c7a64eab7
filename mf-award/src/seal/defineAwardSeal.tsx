import { DEFAULT_LOCALE, I18nProvider, defineWebComponent, isLocale } from '@eventalp/shell-kit';
import { catalogs } from '../catalogs';
import { AwardSeal } from './AwardSeal';
import { AWARD_SEAL_STYLES } from './awardSealStyles';

/** Registers <eventalp-award-seal grade="8.4" year="2026" lang="de-CH">. */
export function defineAwardSeal(): void {
  defineWebComponent('eventalp-award-seal', AwardSeal, {
    attributes: ['grade', 'year', 'lang'],
    styles: AWARD_SEAL_STYLES,
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
