import {
  awardFiguresClient,
  type AwardLanguage,
  type YearFigures,
} from '@eventalp/plugin-award/domain';
import { taxonomyClient, TaxonomyType } from '@eventalp/plugin-taxonomy/domain';
import type { PlatformClient } from '@eventalp/shell-kit';
import { localizedName, toAwardCategories } from '../categories/awardCategories';

/** Every year's figures with the names of the categories and regions in the page's language. */
export interface FiguresData {
  language: AwardLanguage;
  years: YearFigures[];
  categoryNames: Record<number, string>;
  regionNames: Record<number, string>;
}

export async function loadFigures(
  http: PlatformClient,
  language: AwardLanguage,
): Promise<FiguresData> {
  const [figures, taxonomies] = await Promise.all([
    awardFiguresClient(http).figures(),
    taxonomyClient(http).all(),
  ]);
  const categoryNames = Object.fromEntries(
    toAwardCategories(taxonomies, language).map((category) => [category.id, category.name]),
  );
  const regionNames = Object.fromEntries(
    (taxonomies.taxonomies[String(TaxonomyType.swissRegion)] ?? []).map((entry) => [
      entry.id,
      localizedName(entry, language),
    ]),
  );
  return { language, years: figures.years, categoryNames, regionNames };
}

/** The year a page shows: the asked one when it has figures, else the newest; null without any. */
export function chosenYear(
  years: readonly YearFigures[],
  asked: string | undefined,
): number | null {
  const year = asked && /^\d{4}$/.test(asked) ? Number(asked) : null;
  if (year !== null && years.some((figures) => figures.year === year)) return year;
  return years[0]?.year ?? null;
}
