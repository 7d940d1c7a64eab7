import type { EntryDetail } from '../catalog/catalogTypes';

const COUNTRY_CODES: Record<number, string> = { 1: 'CH', 2: 'DE', 3: 'AT' };

const absolute = (origin: string, url: string) =>
  url.startsWith('http') ? url : `${origin}${url}`;

/** The widest conversion (or the original) of each photo, as absolute URLs. */
export function entryImageUrls(detail: EntryDetail, origin: string): string[] {
  const photos = detail.header_image
    ? [
        detail.header_image,
        ...detail.photos.filter((photo) => photo.id !== detail.header_image?.id),
      ]
    : detail.photos;
  return photos.map((photo) => absolute(origin, photo.url));
}

/**
 * schema.org description of a location (EventVenue and LocalBusiness) or provider
 * (LocalBusiness): name, address, geo, images, telephone, url, and the rating when reviews exist.
 */
export function entryJsonLd(detail: EntryDetail, origin: string): object {
  const { address, contact } = detail;
  const street = [address.street, address.street_number].filter(Boolean).join(' ');
  return {
    '@context': 'https://schema.org',
    '@type': detail.entity_type === 'location' ? ['EventVenue', 'LocalBusiness'] : 'LocalBusiness',
    '@id': `${origin}${detail.path}`,
    name: detail.name,
    url: `${origin}${detail.path}`,
    description: detail.summary ?? undefined,
    image: entryImageUrls(detail, origin),
    telephone: contact.phone ?? contact.mobile ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street || undefined,
      postalCode: address.zip ?? undefined,
      addressLocality: address.place ?? undefined,
      addressRegion: address.region?.name,
      addressCountry: address.country_category
        ? COUNTRY_CODES[address.country_category]
        : undefined,
    },
    geo:
      address.lat !== null && address.lng !== null
        ? { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lng }
        : undefined,
    aggregateRating:
      detail.rating && detail.reviews.length > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: detail.rating.average,
            reviewCount: detail.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}
