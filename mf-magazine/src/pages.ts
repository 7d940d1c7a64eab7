import type { AnyPage } from '@eventalp/shell-kit';
import { articlePage } from './article/articlePage';
import { magazinePage } from './magazine/magazinePage';

/** Pages of the magazine, first match wins. Jobs, editorial search and categories are still to come. */
export const pages: readonly AnyPage[] = [magazinePage, articlePage];
