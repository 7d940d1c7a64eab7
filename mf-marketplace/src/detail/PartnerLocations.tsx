import { FormattedMessage } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';

/** A provider's partner locations. */
export function PartnerLocations({ partners }: { partners: EntryDetail['partner_locations'] }) {
  if (partners.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-partners">
      <h2 id="ea-partners">
        <FormattedMessage id="marketplace.partners.title" defaultMessage="Partner-Locations" />
      </h2>
      <ul>
        {partners.map((partner) => (
          <li key={partner.id}>
            <a href={partner.path}>{partner.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
