// Node entry exposed as './server': renders a page for the shell server.
import { createServerRender } from '@eventalp/shell-kit';
import { renderToString } from 'react-dom/server';
import { catalogs } from './catalogs';
import { UserAreaRoot } from './UserAreaRoot';
import { pages } from './pages';

export const render = createServerRender({
  Root: UserAreaRoot,
  pages,
  catalogs,
  renderToString,
  stylesheets: __EVENTALP_STYLESHEETS__,
});
