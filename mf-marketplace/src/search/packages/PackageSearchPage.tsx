import { PACKAGE_SEARCH_PAGE_SIZE } from '@eventalp/plugin-packages/domain';
import { buttonClassName, EmptyState } from '@eventalp/shell-ui';
import { useIntl } from 'react-intl';
import { Pagination } from '../../grids/Pagination';
import { searchTitles } from '../searchHead';
import { resultCounts } from '../SearchHeading';
import { SEARCH_ROUTES, searchUrl } from '../searchUrl';
import { PackageCard } from './PackageCard';
import type { PackageSearchData } from './packageSearchData';
import { PackageSearchForm } from './PackageSearchForm';
import { packageSearchMessages as texts } from './packageSearchMessages';
import './packageSearch.css';

/**
 * The package search (spec section 2, Search; issue 18 item 4): the form, the count, the cards
 * of packages that can start on the chosen day and their pages in the seed's order.
 */
export function PackageSearchPage({ data }: { data: PackageSearchData }) {
  const intl = useIntl();
  const { state, seed, total, cards } = data;
  const pageCount = Math.max(1, Math.ceil(total / PACKAGE_SEARCH_PAGE_SIZE));
  const filtered = Object.keys(state.filters).length > 0;
  return (
    <div className="ea-package-search">
      <h1>{intl.formatMessage(searchTitles.packages)}</h1>
      <PackageSearchForm seed={seed} state={state} regions={data.regions} today={data.today} />
      <p role="status" className="ea-package-search__count">
        {intl.formatMessage(resultCounts.packages, { total })}
      </p>
      {cards.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(texts.emptyTitle)}
          text={intl.formatMessage(data.refused ? texts.refused : texts.emptyText)}
          action={
            filtered ? (
              <a className={buttonClassName({ variant: 'primary' })} href={SEARCH_ROUTES.packages}>
                {intl.formatMessage(texts.reset)}
              </a>
            ) : undefined
          }
        />
      ) : (
        <ul className="ea-card-list">
          {cards.map((card, index) => (
            <li key={card.packageId}>
              <PackageCard card={card} index={index} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={state.page}
        pageCount={pageCount}
        hrefFor={(page) => searchUrl('packages', seed, { ...state, page }, null)}
      />
    </div>
  );
}
