import type { PageHead, PageHeadContext } from '@eventalp/shell-kit';
import type { IntlShape } from 'react-intl';
import { editorialTrailJsonLd } from '../editorialTrail';
import type { ArticleDetail } from '../magazine/magazineApi';
import { magazineFeedAlternate } from '../magazine/magazineFeed';

/** Title, description, canonical URL, Open Graph image and schema.org `Article` of an article. */
export function articleHead(
  article: ArticleDetail,
  intl: IntlShape,
  { origin }: PageHeadContext,
): PageHead {
  const photo = article.photos[0];
  const image = photo
    ? `${origin}${photo.candidates.find((c) => c.width >= 1200)?.url ?? photo.url}`
    : undefined;
  return {
    title: article.name,
    description: article.teaser ?? article.subtitle ?? undefined,
    canonicalPath: article.path,
    alternates: [magazineFeedAlternate(intl, origin)],
    ogType: 'article',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.name,
        ...(article.subtitle ? { alternativeHeadline: article.subtitle } : {}),
        ...(article.teaser ? { description: article.teaser } : {}),
        datePublished: article.publish_at,
        image: article.photos.map((p) => `${origin}${p.url}`),
        keywords: article.tags.map((tag) => tag.name).join(', '),
        mainEntityOfPage: `${origin}${article.path}`,
        author: { '@type': 'Organization', name: 'Redaktion', url: origin },
        publisher: { '@type': 'Organization', name: new URL(origin).hostname, url: origin },
      },
      editorialTrailJsonLd(intl, origin, 'magazine', { name: article.name, path: article.path }),
    ],
  };
}
