import type { AnyPage } from '@eventalp/shell-kit';
import { homePage } from './home/homePage';

/** Pages of the marketplace, first match wins. Search and detail pages are still to come. */
export const pages: readonly AnyPage[] = [homePage];
