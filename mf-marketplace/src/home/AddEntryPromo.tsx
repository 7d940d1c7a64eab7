import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export const GUEST_ENTRY_CREATE_PATH = '/site/guest/entries/create';

/** Add-entry promo (spec section 2, Home 9): hidden below md; the entry type defaults to Location. */
export function AddEntryPromo() {
  const headingId = useId();
  return (
    <section className="ea-section ea-add-entry" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage
          id="marketplace.home.addEntry.title"
          defaultMessage="Du vermietest eine Location oder bietest Eventservices an?"
        />
      </h2>
      <p>
        <FormattedMessage
          id="marketplace.home.addEntry.text"
          defaultMessage="Trage deinen Betrieb ein und werde von tausenden Eventplanern gefunden."
        />
      </p>
      <form className="ea-add-entry__form" action={GUEST_ENTRY_CREATE_PATH} method="get">
        <label htmlFor={`${headingId}-type`}>
          <FormattedMessage id="marketplace.home.addEntry.type" defaultMessage="Eintrag" />
        </label>
        <select id={`${headingId}-type`} name="type" defaultValue="location">
          <option value="location">Location</option>
          <option value="provider">
            <FormattedMessage id="marketplace.home.addEntry.provider" defaultMessage="Anbieter" />
          </option>
        </select>
        <button type="submit" className="ea-button ea-button--primary">
          <FormattedMessage
            id="marketplace.home.addEntry.submit"
            defaultMessage="Jetzt eintragen"
          />
        </button>
      </form>
    </section>
  );
}
