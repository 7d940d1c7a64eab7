import type { AnyPage } from '@eventalp/shell-kit';
import { magazinePage } from './magazine/magazinePage';

/** Pages of the magazine, first match wins. Articles, jobs and categories are still to come. */
export const pages: readonly AnyPage[] = [magazinePage];
