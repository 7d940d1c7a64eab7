import type { AnyPage } from '@eventalp/shell-kit';
import {
  myBookingPage,
  myBookingsPage,
  ownerBookingPage,
  ownerBookingsPage,
} from './bookings/bookings.page';
import { dashboardPage } from './dashboard/dashboard.page';
import { entriesPage } from './entries/entries.page';
import { createEntryPage, verifyEmailPage } from './guest/guest.page';
import { calendarPage } from './packages/calendar.page';
import {
  packageFormPage,
  packageHallPage,
  packageSectionPage,
  packagesListPage,
} from './packages/packageEditing.page';
import { previewPage } from './preview/preview.page';
import { profilePage } from './profile/profile.page';
import { inboxPage, inboxShortPage, requestViewPage } from './requests/requests.page';
import { roomsPage } from './rooms/rooms.page';
import { sectionPage } from './sections/section.page';
import { upgradePage } from './upgrade/upgrade.page';

/**
 * Pages under /site/user (the shell guards them: role public_user, else /public_login?redirect=…,
 * forbidden to /) and the guest pages of the sign-up under /site/guest.
 */
export const pages: readonly AnyPage[] = [
  dashboardPage,
  entriesPage,
  profilePage,
  roomsPage,
  calendarPage,
  ownerBookingsPage,
  ownerBookingPage,
  myBookingsPage,
  myBookingPage,
  packagesListPage,
  packageSectionPage,
  packageHallPage,
  packageFormPage,
  previewPage,
  upgradePage,
  inboxPage,
  inboxShortPage,
  requestViewPage,
  sectionPage,
  createEntryPage,
  verifyEmailPage,
];
