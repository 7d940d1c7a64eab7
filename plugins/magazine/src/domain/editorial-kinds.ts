/** What an editorial search hit is: a magazine article, a job, a help article or another page. */
export const EDITORIAL_KINDS = ['article', 'job', 'help', 'page'] as const;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];

/** Editorial categories: guides and the like, or the help centre (help articles by type). */
export const CATEGORY_KINDS = ['editorial', 'help'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
