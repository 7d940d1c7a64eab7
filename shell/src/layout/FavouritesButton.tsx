import { hasAnyFavourite, useFavourites, usePlatform } from '@eventalp/shell-kit';
import { useIntl } from 'react-intl';

/** Header link to the favourites page, highlighted when at least one favourite exists (spec 2). */
export function FavouritesButton() {
  const { brand } = usePlatform();
  const intl = useIntl();
  const active = hasAnyFavourite(useFavourites());
  return (
    <a
      href={`/site/_${brand}/favourites.html`}
      className={`ea-button ea-header__favourites${active ? ' ea-header__favourites--active' : ''}`}
      data-has-favourites={active ? 'true' : 'false'}
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>{' '}
      {intl.formatMessage({ id: 'shell.header.favourites', defaultMessage: 'Merkliste' })}
    </a>
  );
}
