import { z } from 'zod';
import {
  defineRoute,
  messages,
  NotFoundError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { categoryPagePath, categoryPath } from './domain/category-paths';
import { CATEGORIES, PAGES } from './magazine-migrations';
import { sanitizeRichText } from './sanitize-rich-text';

const idParams = z.object({
  id: z.coerce
    .number({ error: messages.format })
    .int({ error: messages.format })
    .min(1, { error: messages.format })
    .max(2_147_483_647, { error: messages.format }),
});

/** Editorial categories (guides, help centre) and their pages; unpublished pages do not exist. */
export function categoryRoutes({ db }: PlatformServices) {
  return [
    defineRoute({
      method: 'get',
      path: '/guest/editorial/categories/:id',
      summary: 'An editorial category with its published pages',
      access: 'public',
      input: { params: idParams },
      async handler({ params }) {
        const category = await db(CATEGORIES).where({ id: params.id }).first();
        if (!category) throw new NotFoundError(messages.notFound);
        const pages = await db(PAGES)
          .where({ category_id: category.id, published: true })
          .orderBy([{ column: 'order' }, { column: 'id' }])
          .select('id', 'name', 'slug');
        return {
          id: category.id,
          name: category.name,
          slug: category.slug,
          kind: category.kind,
          intro: category.intro,
          path: categoryPath(category),
          pages: pages.map((page) => ({
            id: page.id,
            name: page.name,
            path: categoryPagePath(category, page),
          })),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/guest/editorial/pages/:id',
      summary: 'A published page of an editorial category (help article, guide)',
      access: 'public',
      input: { params: idParams },
      async handler({ params }) {
        const page = await db(`${PAGES} as p`)
          .join(`${CATEGORIES} as c`, 'c.id', 'p.category_id')
          .where({ 'p.id': params.id, 'p.published': true })
          .first(
            'p.id',
            'p.name',
            'p.slug',
            'p.body',
            'c.id as category_id',
            'c.name as category_name',
            'c.slug as category_slug',
            'c.kind',
          );
        if (!page) throw new NotFoundError(messages.notFound);
        const category = { id: page.category_id, slug: page.category_slug };
        return {
          id: page.id,
          name: page.name,
          slug: page.slug,
          body: sanitizeRichText(page.body),
          path: categoryPagePath(category, page),
          category: {
            ...category,
            name: page.category_name,
            kind: page.kind,
            path: categoryPath(category),
          },
        };
      },
    }),
  ];
}
