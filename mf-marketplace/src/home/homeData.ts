import { homeClient, type HomeContent } from '@eventalp/plugin-home/domain';
import { jobsClient, type JobCard } from '@eventalp/plugin-jobs/domain';
import { magazineClient, type ArticleCard } from '@eventalp/plugin-magazine/domain';
import type { PageLoadContext } from '@eventalp/shell-kit';
import type { PackageDeals } from '../packageDeals/packageDealsData';
import { loadPackageDeals } from '../packageDeals/packageDealsData';

export type {
  EntrySlide,
  HomeContent,
  HomeHeader,
  OfferType,
  RegionSlide,
} from '@eventalp/plugin-home/domain';
export type { JobCard } from '@eventalp/plugin-jobs/domain';

/** A story of the home: a magazine article's card. */
export type StoryCard = ArticleCard;

export interface HomeData {
  content: HomeContent;
  packageDeals: PackageDeals;
  stories: StoryCard[];
  jobs: JobCard[];
}

const STORIES = 4;
const JOBS = 4;

/** A list the home can show without: its section stays empty when its plugin does not answer. */
async function optionalList<T>(request: Promise<{ data: T[] }>): Promise<T[]> {
  try {
    return (await request).data;
  } catch {
    return [];
  }
}

/**
 * The home's content for the site's country category (home plugin), the newest stories (magazine)
 * and jobs (jobs board).
 */
export async function loadHomeData({
  http,
  countryCategory,
}: Pick<PageLoadContext, 'http' | 'countryCategory'>): Promise<HomeData> {
  const [content, packageDeals, stories, jobs] = await Promise.all([
    homeClient(http).content(countryCategory),
    loadPackageDeals(http),
    optionalList(magazineClient(http).articles({ per_page: STORIES })),
    optionalList(jobsClient(http).jobs({ per_page: JOBS })),
  ]);
  return { content, packageDeals, stories, jobs };
}
