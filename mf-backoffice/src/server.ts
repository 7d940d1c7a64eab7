// Node entry exposed as './server': renders a page for the shell server.
import { createServerRender } from '@eventalp/shell-kit';
import { renderToString } from 'react-dom/server';
import { catalogs } from './catalogs';
import { BackofficeRoot } from './BackofficeRoot';
import { pages } from './pages';

export const render = createServerRender({
  Root: BackofficeRoot,
  pages,
  catalogs,
  renderToString,
  stylesheets: __EVENTALP_STYLESHEETS__,
});
