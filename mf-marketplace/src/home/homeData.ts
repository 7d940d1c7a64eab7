import type { MediaView, PageLoadContext, TeaserItem } from '@eventalp/shell-kit';
import type { PackageDeals } from '../packageDeals/packageDealsData';
import { loadPackageDeals } from '../packageDeals/packageDealsData';
import type { AwardCampaigns } from './awardRibbon';

/** An offer type of the jumbotron (spec section 3, "Offer type (home)"). */
export interface OfferType {
  value: string;
  label: string;
  labelHome: string;
  description: string;
  route: string;
  display: boolean;
}

export interface HomeHeader {
  id: number;
  name: string;
  category: string;
  image: MediaView | null;
  mobile_image: MediaView | null;
}

/** An event partner or inspiring location (spec: provider/location slide). */
export interface EntrySlide extends TeaserItem {
  id: number;
  name: string;
  short: string | null;
  image: MediaView | null;
}

export interface RegionSlide {
  id: number;
  name: string;
  short: string | null;
  text_underline: string | null;
  path: string;
  image: MediaView | null;
}

export interface StoryCard {
  id: number;
  name: string;
  path: string;
  image: MediaView | null;
}

export interface JobCard {
  id: number;
  name: string;
  path: string;
  image: string;
  additional_data: { employer: string; employment_level: string | null; workplace: string | null };
}

export interface HomeContent {
  country: number;
  offer_types: OfferType[];
  headers: HomeHeader[];
  event_partners: EntrySlide[];
  inspiring_locations: EntrySlide[];
  regions: RegionSlide[];
  popular_searches: { label: string; path: string }[];
  award: AwardCampaigns;
}

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
    http.get<HomeContent>(`/guest/home?country=${countryCategory}`),
    loadPackageDeals(http),
    optionalList(http.get<{ data: StoryCard[] }>(`/guest/magazine/articles?per_page=${STORIES}`)),
    optionalList(http.get<{ data: JobCard[] }>(`/guest/jobs?per_page=${JOBS}`)),
  ]);
  return { content, packageDeals, stories, jobs };
}
