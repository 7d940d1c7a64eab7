import { apportion, type YearFigures } from './domain';

/**
 * The past editions' totals, 2016 to 2025: nominated venues, confirmed participants, ratings and
 * awarded venues. 2025 is the real edition's count (2,211 nominated venues, 75,021 ratings); the
 * years before grow from about 300 nominations, with the dip of 2020 when events stopped.
 */
const EDITIONS: readonly [number, number, number, number, number][] = [
  // year, nominations, participants, ratings, winners
  [2016, 312, 181, 4_230, 24],
  [2017, 428, 254, 7_960, 33],
  [2018, 561, 342, 12_640, 45],
  [2019, 724, 449, 19_820, 58],
  [2020, 688, 417, 16_410, 55],
  [2021, 886, 556, 27_350, 71],
  [2022, 1_243, 796, 41_530, 98],
  [2023, 1_612, 1_049, 55_870, 126],
  [2024, 1_934, 1_276, 66_940, 149],
  [2025, 2_211, 1_483, 75_021, 167],
];

/** Award categories (taxonomy type 9) with their share of the participants. */
const CATEGORY_SHARES: readonly [number, number][] = [
  [521, 14], // Meetinglocations & Sitzungszimmer
  [508, 16], // Tagungslocations & Seminarhotels
  [509, 6], // Kongresslocations & Konferenzhäuser
  [510, 12], // Eventräume
  [511, 18], // Eventlocations
  [512, 5], // Eventhallen & Messehallen
  [1024, 1], // Sportstadien
  [515, 5], // Bars & Clubs
  [513, 11], // Genusslocations & Restaurants
  [516, 7], // Hochzeitslocations
  [514, 5], // Erlebnislocations
];

/** A venue competes in one to three categories: on average 1.6. */
const CATEGORIES_PER_VENUE = 1.6;

/** Cantons (taxonomy type 26, ids 272-297) with their share of the venues, about by population and tourism; `null`: not listed. */
const REGION_SHARES: readonly [number | null, number][] = [
  [272, 7],
  [273, 1],
  [274, 0.5],
  [275, 3],
  [276, 5],
  [277, 12],
  [278, 3],
  [279, 5],
  [280, 0.5],
  [281, 5],
  [282, 0.5],
  [283, 6],
  [284, 1.5],
  [285, 1],
  [286, 1],
  [287, 1],
  [288, 2],
  [289, 2],
  [290, 5],
  [291, 4],
  [292, 2],
  [293, 0.5],
  [294, 7],
  [295, 4],
  [296, 2.5],
  [297, 20],
  [null, 2],
];

/** The past editions' figures, oldest first, categories and regions split by their shares. */
export function historyFigures(): YearFigures[] {
  const categoryWeights = CATEGORY_SHARES.map(([, share]) => share);
  const regionWeights = REGION_SHARES.map(([, share]) => share);
  return EDITIONS.map(([year, nominations, participants, ratings, winners]) => {
    const perCategory = (total: number) =>
      apportion(Math.round(total * CATEGORIES_PER_VENUE), categoryWeights);
    const categoryParticipants = perCategory(participants);
    const categoryRatings = perCategory(ratings);
    const regionNominations = apportion(nominations, regionWeights);
    const regionParticipants = apportion(participants, regionWeights);
    const regionRatings = apportion(ratings, regionWeights);
    return {
      year,
      source: 'history' as const,
      nominations,
      participants,
      ratings,
      winners,
      categories: CATEGORY_SHARES.map(([id], index) => ({
        id,
        participants: categoryParticipants[index]!,
        ratings: categoryRatings[index]!,
      })),
      regions: REGION_SHARES.map(([id], index) => ({
        id,
        nominations: regionNominations[index]!,
        participants: regionParticipants[index]!,
        ratings: regionRatings[index]!,
      })),
    };
  });
}
