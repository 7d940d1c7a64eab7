// Node entry exposed as './server': renders a page for the shell server.
import { createPageSearch, createServerRender } from '@eventalp/shell-kit';
import { renderToString } from 'react-dom/server';
import { catalogs } from './catalogs';
import { AwardRoot } from './AwardRoot';
import { pages } from './pages';

export const render = createServerRender({
  Root: AwardRoot,
  pages,
  catalogs,
  renderToString,
  stylesheets: __EVENTALP_STYLESHEETS__,
});

export const pageSearch = createPageSearch(pages);
