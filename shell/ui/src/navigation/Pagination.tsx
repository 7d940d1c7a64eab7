import type { MouseEvent } from 'react';

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. 'Seiten'. */
  nav: string;
  previous: string;
  next: string;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
  labels: PaginationLabels;
  /** Called for a plain click instead of following the link (pages that update in place). */
  onNavigate?(page: number): void;
}

/**
 * Page links: previous, a window of five pages around the current one (five at the ends too),
 * next. Real links, so crawlers follow them; texts come from the calling micro-frontend.
 */
export function Pagination({ page, pageCount, hrefFor, labels, onNavigate }: PaginationProps) {
  if (pageCount <= 1) return null;
  const follow = (target: number) => (event: MouseEvent) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    onNavigate(target);
  };
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav className="ea-pagination" aria-label={labels.nav}>
      {page > 1 && (
        <a href={hrefFor(page - 1)} rel="prev" onClick={follow(page - 1)}>
          {labels.previous}
        </a>
      )}
      {pages.map((target) =>
        target === page ? (
          <span key={target} aria-current="page">
            {target}
          </span>
        ) : (
          <a key={target} href={hrefFor(target)} onClick={follow(target)}>
            {target}
          </a>
        ),
      )}
      {page < pageCount && (
        <a href={hrefFor(page + 1)} rel="next" onClick={follow(page + 1)}>
          {labels.next}
        </a>
      )}
    </nav>
  );
}
