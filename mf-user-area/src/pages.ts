import type { AnyPage } from '@eventalp/shell-kit';
import { dashboardPage } from './dashboard/dashboard.page';

/** Pages under /site/user (the shell guards them: role public_user). Entries, requests, ... to come. */
export const pages: readonly AnyPage[] = [dashboardPage];
