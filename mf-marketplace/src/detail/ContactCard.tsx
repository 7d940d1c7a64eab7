import { FormattedMessage } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The contact person with phone numbers and website. */
export function ContactCard({ detail }: { detail: EntryDetail }) {
  const { contact } = detail;
  const person = [contact.title, contact.first_name, contact.last_name].filter(Boolean).join(' ');
  const website = contact.website || detail.website;
  return (
    <section className="ea-section ea-contact" aria-labelledby="ea-contact">
      <h2 id="ea-contact">
        <FormattedMessage id="marketplace.contact.title" defaultMessage="Kontakt" />
      </h2>
      {person && (
        <p>
          <strong>{person}</strong>
          {contact.function && `, ${contact.function}`}
          {contact.company && (
            <>
              <br />
              {contact.company}
            </>
          )}
        </p>
      )}
      <ul className="ea-plain-list">
        {contact.phone && (
          <li>
            <FormattedMessage id="marketplace.contact.phone" defaultMessage="Telefon" />:{' '}
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </li>
        )}
        {contact.mobile && (
          <li>
            <FormattedMessage id="marketplace.contact.mobile" defaultMessage="Mobile" />:{' '}
            <a href={telHref(contact.mobile)}>{contact.mobile}</a>
          </li>
        )}
        {website && (
          <li>
            <a href={website} target="_blank" rel="noopener nofollow">
              <FormattedMessage id="marketplace.contact.website" defaultMessage="Website" />
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
