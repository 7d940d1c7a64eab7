import { DEFAULT_LOCALE, I18nProvider, defineWebComponent, isLocale } from '@eventalp/shell-kit';
import { catalogs } from '../catalogs';
import { RegionResults } from './RegionResults';
import { REGION_RESULTS_STYLES } from './regionResultsStyles';

/** Registers <eventalp-award-results region="{slug}" year="2025" list="awarded" site="https://…">. */
export function defineRegionResults(): void {
  defineWebComponent('eventalp-award-results', RegionResults, {
    attributes: ['region', 'year', 'list', 'site', 'lang'],
    styles: REGION_RESULTS_STYLES,
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
