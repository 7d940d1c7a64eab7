import type { AnyPage } from '@eventalp/shell-kit';
import { redirectsPage } from './redirects/redirects.page';

/** Back-office pages under /backoffice (the shell guards them: role admin). */
export const pages: readonly AnyPage[] = [redirectsPage];
