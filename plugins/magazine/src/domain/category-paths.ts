/** Path of an editorial category: `/site/_redaktionell/{categoryId}/{categorySlug}`. */
export function categoryPath(category: { id: number; slug: string }): string {
  return `/site/_redaktionell/${category.id}/${category.slug}`;
}

/** Path of a page of a category: `.../{categoryId}/{categorySlug}/{pageId}/{pageSlug?}`. */
export function categoryPagePath(
  category: { id: number; slug: string },
  page: { id: number; slug?: string | null },
): string {
  return `${categoryPath(category)}/${page.id}${page.slug ? `/${page.slug}` : ''}`;
}
