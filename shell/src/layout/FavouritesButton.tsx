import { hasAnyFavourite, useFavourites, usePlatform } from '@eventalp/shell-kit';
import { Heart } from 'lucide-react';
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
      <Heart
        className="ea-header__icon"
        fill={active ? 'currentColor' : 'none'}
        aria-hidden="true"
        focusable="false"
      />
      <span className="ea-header__label">
        {intl.formatMessage({ id: 'shell.header.favourites', defaultMessage: 'Merkliste' })}
      </span>
    </a>
  );
}
