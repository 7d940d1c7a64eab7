import { defaultChoice, offerPagePath, type PackageOffer } from '@eventalp/plugin-packages/domain';
import { reservationState } from './reservationState';

/**
 * schema.org `Offer` of a package: the package as the item offered, the price of the default
 * choice (the "price from") in CHF, the venue as seller (a Place that is an Organization).
 */
export function offerJsonLd(offer: PackageOffer, today: string, origin: string): object {
  const { package: bundle, venue } = offer;
  const url = `${origin}${offerPagePath('detail', offer)}`;
  const { price } = reservationState({ offer, choice: defaultChoice(offer, today), today });
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    '@id': `${url}#offer`,
    url,
    name: bundle.name,
    price: price ? (price.total / 100).toFixed(2) : undefined,
    priceCurrency: 'CHF',
    availability: 'https://schema.org/InStock',
    itemOffered: {
      '@type': 'Service',
      name: bundle.name,
      description: bundle.description ?? undefined,
      category: bundle.eventType,
    },
    seller: {
      '@type': ['Place', 'Organization'],
      name: venue.name,
      url: `${origin}${venue.detailPath}`,
      image: venue.photo
        ? venue.photo.startsWith('http')
          ? venue.photo
          : `${origin}${venue.photo}`
        : undefined,
      address: {
        '@type': 'PostalAddress',
        postalCode: venue.postcode ?? undefined,
        addressLocality: venue.city ?? undefined,
        addressRegion: venue.region ?? undefined,
      },
    },
  };
}
