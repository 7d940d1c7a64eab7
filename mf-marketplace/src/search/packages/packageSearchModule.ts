import type { PageHead, PageModule } from '@eventalp/shell-kit';
import { withAreaMessages, type AreaData } from '@eventalp/shell-ui';
import type { IntlShape } from 'react-intl';
import { searchHead } from '../searchHead';
import { packageSearchCatalogs } from './packageSearchCatalogs';
import { loadPackageSearch, type PackageSearchData } from './packageSearchData';
import { PackageSearchPage } from './PackageSearchPage';

/** The head of the search pages (title, canonical without seed, noindex when filtered or seeded). */
const packageSearchHead = (data: PackageSearchData, intl: IntlShape): PageHead =>
  searchHead(
    {
      kind: 'packages',
      state: data.state,
      landing: null,
      seededPath: data.seededPath,
      results: { total: data.total },
    },
    intl,
  );

/**
 * Data, head and view of the package search at `/packages` and `/packages/seedId=…`, with its
 * texts in a catalog of their own (the other searches' pages do not carry them).
 */
export const packageSearchModule: PageModule<AreaData<PackageSearchData>> = withAreaMessages(
  {
    load: (context) => loadPackageSearch(context, context.params.seed),
    head: packageSearchHead,
    Component: PackageSearchPage,
  },
  packageSearchCatalogs,
);
