export interface PublicationState {
  published: boolean;
  publish_at: Date;
}

/**
 * An article is public when it is marked published and its publish date has come (the instant
 * itself counts as public); an article dated in the future stays hidden until then.
 */
export function isArticlePublic(article: PublicationState, now: Date): boolean {
  return article.published && article.publish_at.getTime() <= now.getTime();
}
