import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Links go to `{basePath}?page=n` … */
  basePath?: string;
  /** … or wherever this says. */
  hrefFor?(page: number): string;
  /** Called for a plain click instead of following the link (the search updates in place). */
  onNavigate?(page: number): void;
}

/** Page links (previous, a window around the current page, next); real links for crawlers. */
export function Pagination({ basePath, page, pageCount, hrefFor, onNavigate }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const href =
    hrefFor ?? ((target: number) => (target === 1 ? `${basePath}` : `${basePath}?page=${target}`));
  const follow = (target: number) => (event: MouseEvent) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    onNavigate(target);
  };
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
        <a href={href(page - 1)} rel="prev" onClick={follow(page - 1)}>
          {intl.formatMessage({ id: 'marketplace.pagination.previous', defaultMessage: 'Zurück' })}
        </a>
      )}
      {pages.map((target) =>
        target === page ? (
          <span key={target} aria-current="page">
            {target}
          </span>
        ) : (
          <a key={target} href={href(target)} onClick={follow(target)}>
            {target}
          </a>
        ),
      )}
      {page < pageCount && (
        <a href={href(page + 1)} rel="next" onClick={follow(page + 1)}>
          {intl.formatMessage({ id: 'marketplace.pagination.next', defaultMessage: 'Weiter' })}
        </a>
      )}
    </nav>
  );
}
