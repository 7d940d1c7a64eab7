import { Pagination as PageLinks } from '@eventalp/shell-ui';
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

/** The kit's page links with the marketplace's texts. */
export function Pagination({ basePath, hrefFor, ...props }: PaginationProps) {
  const intl = useIntl();
  const href =
    hrefFor ?? ((target: number) => (target === 1 ? `${basePath}` : `${basePath}?page=${target}`));
  return (
    <PageLinks
      {...props}
      hrefFor={href}
      labels={{
        nav: intl.formatMessage({ id: 'marketplace.pagination.label', defaultMessage: 'Seiten' }),
        previous: intl.formatMessage({
          id: 'marketplace.pagination.previous',
          defaultMessage: 'Zurück',
        }),
        next: intl.formatMessage({ id: 'marketplace.pagination.next', defaultMessage: 'Weiter' }),
      }}
    />
  );
}
