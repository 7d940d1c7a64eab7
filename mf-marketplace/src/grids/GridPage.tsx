import { Breadcrumbs } from '@eventalp/shell-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardList } from '../cards/CardList';
import { gridTrail } from '../catalog/breadcrumbTrails';
import { breadcrumbLabel, trailNames } from '../catalog/trailNames';
import type { GridData } from './gridData';
import { Pagination } from './Pagination';

/** A location or provider grid: H1, result count, cards, pagination. */
export function GridPage({ data }: { data: GridData }) {
  const intl = useIntl();
  return (
    <section className="ea-section">
      <Breadcrumbs
        trail={gridTrail(data.kind, data.category, data.basePath, trailNames(intl))}
        label={breadcrumbLabel(intl)}
      />
      <h1>{data.category.name}</h1>
      <p className="ea-result-count" role="status">
        <FormattedMessage
          id="marketplace.grid.count"
          defaultMessage="{total, plural, =0 {Keine Resultate} one {# Resultat} other {# Resultate}}"
          values={{ total: data.total }}
        />
      </p>
      <CardList cards={data.cards} />
      <Pagination basePath={data.basePath} page={data.page} pageCount={data.pageCount} />
    </section>
  );
}
