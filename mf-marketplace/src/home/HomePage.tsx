import type { HomeData } from './homeData';
import { Jumbotron } from './Jumbotron';
import { RegionsSection } from './RegionsSection';

export function HomePage({ data }: { data: HomeData }) {
  return (
    <>
      <Jumbotron offerCategories={data.offerCategories} />
      <RegionsSection cantons={data.cantons} />
    </>
  );
}
