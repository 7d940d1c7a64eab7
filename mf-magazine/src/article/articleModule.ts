import { redirectPage, type PageModule } from '@eventalp/shell-kit';
import { fetchArticle, type ArticleDetail } from '../magazine/magazineApi';
import { articleHead } from './articleHead';
import { ArticlePage } from './ArticlePage';

/** Data, head and view of an article; other spellings of its URL go to its canonical path. */
export const articleModule: PageModule<ArticleDetail> = {
  async load({ http, params }) {
    const article = await fetchArticle(http, Number(params.magazinId));
    const requested = `/site/_redaktionell/52/eventmagazin/${params.magazinId}${params.magazinSlug ? `/${params.magazinSlug}` : ''}`;
    if (requested !== article.path) redirectPage(article.path);
    return article;
  },
  head: articleHead,
  Component: ArticlePage,
};
