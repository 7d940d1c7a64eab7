import type { AnyPage } from '@eventalp/shell-kit';
import { confirmationPage } from './confirmation/confirmation.page';
import { slaRedirectPage } from './confirmation/slaRedirect.page';
import { donationPage } from './donation/donation.page';
import { donationThanksPage } from './donation/donationThanks.page';
import { kitPage } from './kit/kit.page';
import { regionPage } from './regionPage/region.page';
import { partnerAreaPage } from './partnerArea/partnerArea.page';
import { nominationPage } from './nomination/nomination.page';
import { ratingConfirmationPage } from './rating/ratingConfirmation.page';
import { ratingPage } from './rating/rating.page';
import { awardSearchPage, nominatedListPage } from './search/participantList.page';
import { overviewPage } from './overview/overview.page';
import { factsPage } from './figures/facts.page';
import { retrospectivePage } from './retrospective/retrospective.page';
import { mediaAccessPage, tourismConfirmationPage, tourismPage } from './tourism/tourism.page';
import { legacyWinnersPage, winnersPage } from './winners/winners.page';

/** Pages of the award, first match wins. */
export const pages: readonly AnyPage[] = [
  winnersPage,
  legacyWinnersPage,
  awardSearchPage,
  nominatedListPage,
  overviewPage,
  factsPage,
  retrospectivePage,
  tourismConfirmationPage,
  tourismPage,
  mediaAccessPage,
  partnerAreaPage,
  nominationPage,
  donationPage,
  donationThanksPage,
  confirmationPage,
  slaRedirectPage,
  kitPage,
  regionPage,
  ratingConfirmationPage,
  ratingPage,
];
