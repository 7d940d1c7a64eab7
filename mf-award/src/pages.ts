import type { AnyPage } from '@eventalp/shell-kit';
import { awardCategoriesPage } from './categories/awardCategories.page';

/** Pages of the award, first match wins. Winners, nomination and voting are still to come. */
export const pages: readonly AnyPage[] = [awardCategoriesPage];
