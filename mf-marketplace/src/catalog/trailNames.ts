import { defineMessages, type IntlShape } from 'react-intl';
import type { TrailNames } from './breadcrumbTrails';

const messages = defineMessages({
  home: { id: 'marketplace.breadcrumbs.home', defaultMessage: 'Startseite' },
  locations: { id: 'marketplace.breadcrumbs.locations', defaultMessage: 'Locations' },
  providers: { id: 'marketplace.breadcrumbs.providers', defaultMessage: 'Anbieter' },
  label: { id: 'marketplace.breadcrumbs.label', defaultMessage: 'Brotkrümelnavigation' },
});

/** The fixed crumbs' names in the page's language. */
export function trailNames(intl: IntlShape): TrailNames {
  return {
    home: intl.formatMessage(messages.home),
    locations: intl.formatMessage(messages.locations),
    providers: intl.formatMessage(messages.providers),
  };
}

/** The name of the breadcrumb landmark. */
export const breadcrumbLabel = (intl: IntlShape) => intl.formatMessage(messages.label);
