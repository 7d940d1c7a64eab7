// Node entry exposed as './server': renders a page for the shell server.
import { createPageSearch, createServerRender } from '@eventalp/shell-kit';
import { renderToString } from 'react-dom/server';
import { catalogs } from './catalogs';
import { MagazineRoot } from './MagazineRoot';
import { pages } from './pages';

export const render = createServerRender({
  Root: MagazineRoot,
  pages,
  catalogs,
  renderToString,
  stylesheets: __EVENTALP_STYLESHEETS__,
});

export const pageSearch = createPageSearch(pages);
