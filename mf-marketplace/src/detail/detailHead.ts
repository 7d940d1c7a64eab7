import { type PageHead, type PageHeadContext } from '@eventalp/shell-kit';
import { breadcrumbJsonLd } from '@eventalp/shell-ui';
import type { IntlShape } from 'react-intl';
import { entryTrail } from '../catalog/breadcrumbTrails';
import { trailNames } from '../catalog/trailNames';
import type { EntryDetail } from '../catalog/catalogTypes';
import { entryJsonLd } from './entryJsonLd';

/** Title, description, canonical URL, Open Graph image and JSON-LD (entry, breadcrumbs) of a detail page. */
export function detailHead(
  detail: EntryDetail,
  intl: IntlShape,
  context: PageHeadContext,
): PageHead {
  const image = detail.header_image ?? detail.photos[0];
  const ogImage = image?.candidates.find((candidate) => candidate.width >= 1200) ?? image;
  return {
    title: detail.seo.title || detail.name,
    description: detail.seo.meta_description || detail.summary || undefined,
    canonicalPath: detail.path,
    ogType: 'place',
    image: ogImage ? `${context.origin}${ogImage.url}` : undefined,
    jsonLd: [
      entryJsonLd(detail, context.origin),
      breadcrumbJsonLd(context.origin, entryTrail(detail, trailNames(intl))),
    ],
  };
}
