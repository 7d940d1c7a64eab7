import '@eventalp/shell-ui/styles.css';
import { createMicroFrontendRoot } from '@eventalp/shell-kit';
import { catalogs } from './catalogs';
import { pages } from './pages';

export const BackofficeRoot = createMicroFrontendRoot({ pages, catalogs });
