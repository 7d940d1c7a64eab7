import type { AnyPage } from '@eventalp/shell-kit';
import { backofficePage } from './admin/backoffice.page';

/** Back-office pages under /backoffice (the shell guards them: back-office roles only). */
export const pages: readonly AnyPage[] = [backofficePage];
