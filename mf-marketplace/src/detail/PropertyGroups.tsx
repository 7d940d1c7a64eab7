import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { PropertyGroup } from '@eventalp/plugin-catalog/domain';
import type { EntryDetail } from '../catalog/catalogTypes';

const groups: Record<PropertyGroup, MessageDescriptor> = defineMessages({
  event_kinds: { id: 'marketplace.properties.eventKinds', defaultMessage: 'Anlässe' },
  special_occasions: {
    id: 'marketplace.properties.specialOccasions',
    defaultMessage: 'Besondere Anlässe',
  },
  award_categories: { id: 'marketplace.properties.categories', defaultMessage: 'Kategorien' },
  building_types: { id: 'marketplace.properties.buildingTypes', defaultMessage: 'Gebäude' },
  settings: { id: 'marketplace.properties.settings', defaultMessage: 'Lage' },
  surroundings: { id: 'marketplace.properties.surroundings', defaultMessage: 'Umgebung' },
  accesses: { id: 'marketplace.properties.accesses', defaultMessage: 'Zugang' },
  infrastructure: { id: 'marketplace.properties.infrastructure', defaultMessage: 'Infrastruktur' },
  technology: { id: 'marketplace.properties.technology', defaultMessage: 'Technik' },
  furniture: { id: 'marketplace.properties.furniture', defaultMessage: 'Mobiliar' },
  offers: { id: 'marketplace.properties.offers', defaultMessage: 'Angebote' },
  styles: { id: 'marketplace.properties.styles', defaultMessage: 'Stile' },
  operations: { id: 'marketplace.properties.operations', defaultMessage: 'Einsatzgebiete' },
  service_types: { id: 'marketplace.properties.serviceTypes', defaultMessage: 'Dienstleistungen' },
  price_styles: { id: 'marketplace.properties.priceStyles', defaultMessage: 'Preisklasse' },
});

/** The entry's properties, grouped by taxonomy (only groups with values). */
export function PropertyGroups({ properties }: { properties: EntryDetail['properties'] }) {
  const intl = useIntl();
  const filled = (Object.keys(groups) as PropertyGroup[]).filter(
    (key) => (properties[key]?.length ?? 0) > 0,
  );
  if (filled.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-properties">
      <h2 id="ea-properties">
        <FormattedMessage id="marketplace.properties.title" defaultMessage="Eigenschaften" />
      </h2>
      <dl className="ea-properties">
        {filled.map((key) => (
          <div key={key}>
            <dt>{intl.formatMessage(groups[key]!)}</dt>
            <dd>
              <ul className="ea-chip-list">
                {properties[key]!.map((term) => (
                  <li key={term.id} className="ea-chip">
                    {term.name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
