import { taxonomyClient, TaxonomyType } from '@eventalp/plugin-taxonomy/domain';
import { pageNotFound, redirectPage, type PageLoadContext } from '@eventalp/shell-kit';
import { fetchCardPage, GRID_PAGE_SIZE } from '../catalog/catalogApi';
import type { EntityType, EntryCard, Term } from '../catalog/catalogTypes';

/** What a grid or list page shows. */
export interface GridData {
  kind: EntityType;
  /** The category: its name is the H1. */
  category: Term;
  total: number;
  page: number;
  pageCount: number;
  cards: EntryCard[];
  /** The page's own path, for pagination links and the canonical URL. */
  basePath: string;
}

/** `?page=` as a whole number from 1; anything else is page 1. */
export function pageFromQuery(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

async function categoryOf(context: PageLoadContext, kind: EntityType, id: number): Promise<Term> {
  const response = await taxonomyClient(context.http).all();
  const type = kind === 'location' ? TaxonomyType.awardCategory : TaxonomyType.providerMainCategory;
  const entry = response.taxonomies[String(type)]?.find((term) => term.id === id);
  if (!entry) return pageNotFound();
  return { id: entry.id, name: entry.name, slug: entry.slug ?? String(entry.id) };
}

/**
 * Loads a grid page. An unknown category id is a 404 and a wrong slug goes (301) to the
 * category's own path, so each list has one URL.
 */
export async function loadGrid(
  context: PageLoadContext,
  kind: EntityType,
  options: { categoryId: number; basePath: (category: Term) => string },
): Promise<GridData> {
  const page = pageFromQuery(context.query.page);
  const [category, cards] = await Promise.all([
    categoryOf(context, kind, options.categoryId),
    fetchCardPage(context.http, kind, { categoryId: options.categoryId, page }),
  ]);
  const basePath = options.basePath(category);
  const requestedSlug = context.params.categorySlug;
  if (requestedSlug !== undefined && requestedSlug !== category.slug) {
    redirectPage(page > 1 ? `${basePath}?page=${page}` : basePath);
  }
  return {
    kind,
    category,
    total: cards.total,
    page,
    pageCount: Math.max(1, Math.ceil(cards.total / GRID_PAGE_SIZE)),
    cards: cards.data,
    basePath,
  };
}
