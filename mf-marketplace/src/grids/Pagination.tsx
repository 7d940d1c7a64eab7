import { useIntl } from 'react-intl';

/** Page links `?page=n` (first, previous, a window around the current page, next, last). */
export function Pagination({
  basePath,
  page,
  pageCount,
}: {
  basePath: string;
  page: number;
  pageCount: number;
}) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const href = (target: number) => (target === 1 ? basePath : `${basePath}?page=${target}`);
  const first = Math.max(1, page - 2);
  const pages = Array.from({ length: Math.min(5, pageCount - first + 1) }, (_, i) => first + i);
  return (
    <nav
      className="ea-pagination"
      aria-label={intl.formatMessage({
        id: 'marketplace.pagination.label',
        defaultMessage: 'Seiten',
      })}
    >
      {page > 1 && (
        <a href={href(page - 1)} rel="prev">
          {intl.formatMessage({ id: 'marketplace.pagination.previous', defaultMessage: 'Zurück' })}
        </a>
      )}
      {pages.map((target) =>
        target === page ? (
          <span key={target} aria-current="page">
            {target}
          </span>
        ) : (
          <a key={target} href={href(target)}>
            {target}
          </a>
        ),
      )}
      {page < pageCount && (
        <a href={href(page + 1)} rel="next">
          {intl.formatMessage({ id: 'marketplace.pagination.next', defaultMessage: 'Weiter' })}
        </a>
      )}
    </nav>
  );
}
