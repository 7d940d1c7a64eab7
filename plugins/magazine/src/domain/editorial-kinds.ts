/** What an editorial search hit is: a magazine article, a job, a help article or another page. */
export const EDITORIAL_KINDS = ['article', 'job', 'help', 'page'] as const;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];
