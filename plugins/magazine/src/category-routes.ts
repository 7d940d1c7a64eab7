import { z } from 'zod';
import {
  MAX_ROW_ID,
  wholeNumber,
  defineRoute,
  errorAnswer,
  messages,
  NotFoundError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { categoryPagePath, categoryPath } from './domain/category-paths';
import {
  editorialCategoryAnswer,
  editorialPageAnswer,
  type EditorialCategory,
  type EditorialPage,
} from './domain/editorial-answers';
import type { CategoryKind } from './domain/editorial-kinds';
import { MAGAZINE_PATHS } from './domain/magazine-client';
import { CATEGORIES, HELP_TYPES, PAGES } from './magazine-migrations';
import { sanitizeRichText } from './sanitize-rich-text';

const idParams = z.object({ id: wholeNumber(1, MAX_ROW_ID) });

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  kind: CategoryKind;
  intro: string | null;
}

interface HelpTypeRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
}

interface PageRow {
  id: number;
  name: string;
  slug: string | null;
  help_type_id: number | null;
  type_slug: string | null;
}

interface PageWithCategoryRow {
  id: number;
  name: string;
  slug: string | null;
  body: string;
  help_type_id: number | null;
  category_id: number;
  category_name: string;
  category_slug: string;
  kind: CategoryKind;
  type_name: string | null;
  type_slug: string | null;
}

/** Editorial categories (guides, help centre) and their pages; unpublished pages do not exist. */
export function categoryRoutes({ db }: PlatformServices) {
  return [
    defineRoute({
      method: 'get',
      path: MAGAZINE_PATHS.category,
      summary: 'An editorial category with its published pages',
      access: 'public',
      input: { params: idParams },
      responses: { 200: editorialCategoryAnswer, 404: errorAnswer },
      async handler({ params }): Promise<EditorialCategory> {
        const category: CategoryRow | undefined = await db(CATEGORIES)
          .where({ id: params.id })
          .first();
        if (!category) throw new NotFoundError(messages.notFound);
        const pages: PageRow[] = await db(`${PAGES} as p`)
          .leftJoin(`${HELP_TYPES} as t`, 't.id', 'p.help_type_id')
          .where({ 'p.category_id': category.id, 'p.published': true })
          .orderBy([{ column: 'p.order' }, { column: 'p.id' }])
          .select('p.id', 'p.name', 'p.slug', 'p.help_type_id', 't.slug as type_slug');
        // The help centre lists its articles by type; types without articles are left out.
        const types =
          category.kind === 'help'
            ? (
                (await db(HELP_TYPES).orderBy([
                  { column: 'order' },
                  { column: 'id' },
                ])) as HelpTypeRow[]
              )
                .filter((type) => pages.some((page) => page.help_type_id === type.id))
                .map((type) => ({
                  id: type.id,
                  name: type.name,
                  slug: type.slug,
                  description: type.description,
                }))
            : [];
        return {
          id: category.id,
          name: category.name,
          slug: category.slug,
          kind: category.kind,
          intro: category.intro,
          path: categoryPath(category),
          types,
          pages: pages.map((page) => ({
            id: page.id,
            name: page.name,
            path: categoryPagePath(category, page),
            type: page.type_slug ?? null,
          })),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: MAGAZINE_PATHS.page,
      summary: 'A published page of an editorial category (help article, guide)',
      access: 'public',
      input: { params: idParams },
      responses: { 200: editorialPageAnswer, 404: errorAnswer },
      async handler({ params }): Promise<EditorialPage> {
        const page: PageWithCategoryRow | undefined = await db(`${PAGES} as p`)
          .join(`${CATEGORIES} as c`, 'c.id', 'p.category_id')
          .leftJoin(`${HELP_TYPES} as t`, 't.id', 'p.help_type_id')
          .where({ 'p.id': params.id, 'p.published': true })
          .first(
            'p.id',
            'p.name',
            'p.slug',
            'p.body',
            'p.help_type_id',
            'c.id as category_id',
            'c.name as category_name',
            'c.slug as category_slug',
            'c.kind',
            't.name as type_name',
            't.slug as type_slug',
          );
        if (!page) throw new NotFoundError(messages.notFound);
        const category = { id: page.category_id, slug: page.category_slug };
        // Other articles of the same type (help) or category, for "more on this topic".
        const related: { id: number; name: string; slug: string | null }[] = await db(PAGES)
          .where({ category_id: page.category_id, published: true })
          .whereNot({ id: page.id })
          .modify((query) => {
            if (page.help_type_id) query.where({ help_type_id: page.help_type_id });
          })
          .orderBy([{ column: 'order' }, { column: 'id' }])
          .limit(5)
          .select('id', 'name', 'slug');
        return {
          id: page.id,
          name: page.name,
          slug: page.slug,
          body: sanitizeRichText(page.body),
          path: categoryPagePath(category, page),
          type:
            page.type_slug && page.type_name !== null
              ? { name: page.type_name, slug: page.type_slug }
              : null,
          category: {
            ...category,
            name: page.category_name,
            kind: page.kind,
            path: categoryPath(category),
          },
          related: related.map((other) => ({
            id: other.id,
            name: other.name,
            path: categoryPagePath(category, other),
          })),
        };
      },
    }),
  ];
}
