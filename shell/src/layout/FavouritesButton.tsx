import { hasAnyFavourite, useFavourites, usePlatform } from '@eventalp/shell-kit';
import { useIntl } from 'react-intl';

/**
 * Header link to the favourites page, highlighted when at least one favourite exists (spec 2): a
 * filled heart on the brand tint. On phones only the heart shows; the label stays for screen
 * readers.
 */
export function FavouritesButton() {
  const { brand } = usePlatform();
  const intl = useIntl();
  const active = hasAnyFavourite(useFavourites());
  return (
    <a
      href={`/site/_${brand}/favourites.html`}
      className={`ea-button ea-header__control ea-header__favourites${active ? ' ea-header__favourites--active' : ''}`}
      data-has-favourites={active ? 'true' : 'false'}
    >
      <span
        className={`ea-header__icon ea-header__icon--${active ? 'heart-filled' : 'heart'}`}
        aria-hidden="true"
      />
      <span className="ea-header__label">
        {intl.formatMessage({ id: 'shell.header.favourites', defaultMessage: 'Merkliste' })}
      </span>
    </a>
  );
}
