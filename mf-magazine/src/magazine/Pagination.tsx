import { useIntl } from 'react-intl';

/** Page links (previous, a window of five, next); plain links, so crawlers follow them. */
export function Pagination(props: {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
}) {
  const { page, pageCount, hrefFor } = props;
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav
      className="ea-pagination"
      aria-label={intl.formatMessage({ id: 'magazine.pagination.label', defaultMessage: 'Seiten' })}
    >
      {page > 1 && (
        <a href={hrefFor(page - 1)} rel="prev">
          {intl.formatMessage({ id: 'magazine.pagination.previous', defaultMessage: 'Zurück' })}
        </a>
      )}
      {pages.map((target) =>
        target === page ? (
          <span key={target} aria-current="page">
            {target}
          </span>
        ) : (
          <a key={target} href={hrefFor(target)}>
            {target}
          </a>
        ),
      )}
      {page < pageCount && (
        <a href={hrefFor(page + 1)} rel="next">
          {intl.formatMessage({ id: 'magazine.pagination.next', defaultMessage: 'Weiter' })}
        </a>
      )}
    </nav>
  );
}
