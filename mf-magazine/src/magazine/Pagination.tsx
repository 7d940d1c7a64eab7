import { Pagination as PageLinks } from '@eventalp/shell-ui';
import { useIntl } from 'react-intl';

/** The kit's page links with the magazine's texts. */
export function Pagination(props: {
  page: number;
  pageCount: number;
  hrefFor(page: number): string;
}) {
  const intl = useIntl();
  return (
    <PageLinks
      {...props}
      labels={{
        nav: intl.formatMessage({ id: 'magazine.pagination.label', defaultMessage: 'Seiten' }),
        previous: intl.formatMessage({
          id: 'magazine.pagination.previous',
          defaultMessage: 'Zurück',
        }),
        next: intl.formatMessage({ id: 'magazine.pagination.next', defaultMessage: 'Weiter' }),
      }}
    />
  );
}
