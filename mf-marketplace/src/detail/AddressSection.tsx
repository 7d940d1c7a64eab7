import { VenueMap } from '@eventalp/shell-ui';
import { defineMessages, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';

const distanceKinds = defineMessages({
  train_station: { id: 'marketplace.distance.trainStation', defaultMessage: 'Bahnhof' },
  highway: { id: 'marketplace.distance.highway', defaultMessage: 'Autobahn' },
  airport: { id: 'marketplace.distance.airport', defaultMessage: 'Flughafen' },
});

function PostalAddress({ detail }: { detail: EntryDetail }) {
  const { address } = detail;
  return (
    <address>
      {detail.name}
      <br />
      {[address.street, address.street_number].filter(Boolean).join(' ')}
      <br />
      {[address.zip, address.place].filter(Boolean).join(' ')}
      {address.region && (
        <>
          <br />
          {address.region.name}
        </>
      )}
    </address>
  );
}

/** Address, map with a marker (placeholder until it loads), directions and distances. */
export function AddressSection({ detail }: { detail: EntryDetail }) {
  const intl = useIntl();
  const { address } = detail;
  return (
    <section className="ea-section" aria-labelledby="ea-address">
      <h2 id="ea-address">
        <FormattedMessage id="marketplace.address.title" defaultMessage="Adresse und Anreise" />
      </h2>
      {address.lat !== null && address.lng !== null ? (
        <VenueMap position={{ lat: address.lat, lng: address.lng }}>
          <PostalAddress detail={detail} />
        </VenueMap>
      ) : (
        <PostalAddress detail={detail} />
      )}
      {address.directions && <p>{address.directions}</p>}
      {detail.distances.length > 0 && (
        <dl className="ea-facts">
          {detail.distances.map((distance) => (
            <div key={distance.kind + distance.name}>
              <dt>{intl.formatMessage(distanceKinds[distance.kind])}</dt>
              <dd>
                {distance.name}:{' '}
                <FormattedNumber value={distance.distance_km} maximumFractionDigits={1} /> km
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
