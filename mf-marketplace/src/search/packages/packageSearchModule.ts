import type { PageHead, PageModule } from '@eventalp/shell-kit';
import type { IntlShape } from 'react-intl';
import { searchHead } from '../searchHead';
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

/** Data, head and view of the package search at `/packages` and `/packages/seedId=…`. */
export const packageSearchModule: PageModule<PackageSearchData> = {
  load: (context) => loadPackageSearch(context, context.params.seed),
  head: packageSearchHead,
  Component: PackageSearchPage,
};
