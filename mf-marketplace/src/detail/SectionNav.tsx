import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';
import { mediaOf } from './MediaLinks';

const names = defineMessages({
  about: { id: 'marketplace.nav.about', defaultMessage: 'Beschreibung' },
  rooms: { id: 'marketplace.rooms.title', defaultMessage: 'Räume' },
  properties: { id: 'marketplace.properties.title', defaultMessage: 'Eigenschaften' },
  prices: { id: 'marketplace.prices.title', defaultMessage: 'Preise' },
  reviews: { id: 'marketplace.reviews.title', defaultMessage: 'Bewertungen' },
  videos: { id: 'marketplace.nav.videos', defaultMessage: 'Videos' },
  faq: { id: 'marketplace.nav.faq', defaultMessage: 'FAQ' },
  documents: { id: 'marketplace.documents.title', defaultMessage: 'Dokumente' },
  address: { id: 'marketplace.nav.address', defaultMessage: 'Anreise' },
});

/** The sections the page has (a section without data is not shown, nor linked). */
export function detailSections(detail: EntryDetail): { id: string; name: MessageDescriptor }[] {
  const faq = detail.faq && Object.values(detail.faq).some((value) => value !== null);
  const present: [boolean, string, MessageDescriptor][] = [
    [Boolean(detail.summary || detail.description), 'ea-about', names.about],
    [detail.rooms.length > 0, 'ea-rooms', names.rooms],
    [
      Object.values(detail.properties).some((terms) => terms.length > 0),
      'ea-properties',
      names.properties,
    ],
    [detail.prices.length > 0, 'ea-prices', names.prices],
    [detail.reviews.length > 0, 'ea-reviews', names.reviews],
    [!mediaOf(detail).empty, 'ea-videos', names.videos],
    [Boolean(faq), 'ea-faq', names.faq],
    [detail.documents.length > 0, 'ea-documents', names.documents],
    [true, 'ea-address', names.address],
  ];
  return present.filter(([shown]) => shown).map(([, id, name]) => ({ id, name }));
}

/** Links to the page's sections (jump links; the headings stay the page's outline). */
export function SectionNav({ detail }: { detail: EntryDetail }) {
  const intl = useIntl();
  const sections = detailSections(detail);
  if (sections.length < 3) return null;
  return (
    <nav
      className="ea-section-nav"
      aria-label={intl.formatMessage({
        id: 'marketplace.nav.label',
        defaultMessage: 'Abschnitte dieser Seite',
      })}
    >
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>
              <FormattedMessage {...section.name} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
