import {
  REGION_PAGE_PATTERN,
  regionPageClient,
  regionPageList,
  regionPagePath,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { HttpError, lazyPageComponent, pageNotFound, redirectPage } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import type { RegionPageData } from './RegionPage';
import { regionPageCatalogs } from './regionPageCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyRegionPage = lazyPageComponent(() =>
  import('./RegionPage').then((module) => module.RegionPage),
);

/**
 * A partner's region page (spec section 2: "/{lang}/sla{year}-nominiert etc. with {slaSuffix}"):
 * `/de/sla2025-ausgezeichnet-{slug}`, `/fr/sla2026-nomine-{slug}`, … (`REGION_PAGE_SUFFIXES`).
 * Another language's suffix leads to this language's; an unknown region is the 404 page.
 */
export const regionPage = defineAreaPage(regionPageCatalogs, {
  id: 'award-region-page',
  path: REGION_PAGE_PATTERN,
  async load({ params, http }): Promise<RegionPageData> {
    const language = params.language as AwardLanguage;
    const year = Number(params.year);
    const list = regionPageList(params.suffix!);
    if (!list || year < 2016 || year > 2100) pageNotFound();
    const path = regionPagePath(language, year, list, params.slug!);
    if (!path.startsWith(`/${language}/sla${year}-${params.suffix}-`)) redirectPage(path);
    try {
      const result = await regionPageClient(http).page(params.slug!, year, list);
      return { language, year, result };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) pageNotFound();
      throw error;
    }
  },
  head: (data, intl) => ({
    title: intl.formatMessage(
      {
        id: 'award.regionPage.title',
        defaultMessage: '{region}: Swiss Location Award {year}',
      },
      { region: data.result.name, year: data.year },
    ),
    description: intl.formatMessage(
      {
        id: 'award.regionPage.description',
        defaultMessage: 'Die nominierten und ausgezeichneten Locations der Region {region}.',
      },
      { region: data.result.name },
    ),
    canonicalPath: regionPagePath(data.language, data.year, data.result.list, data.result.slug),
  }),
  Component: LazyRegionPage,
});
