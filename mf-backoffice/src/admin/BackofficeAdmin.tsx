import { useMemo, useRef } from 'react';
import { CacheProvider } from '@emotion/react';
import { Admin, Resource } from 'react-admin';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { usePlatform } from '@eventalp/shell-kit';
import { CampaignWindowEdit, CampaignWindowList } from '../award/CampaignWindowResource';
import { campaignMessages } from '../award/campaignMessages';
import { DonationList, DonationShow } from '../award/DonationResource';
import { PartnerList, PartnerShow } from '../award/PartnerResource';
import { partnerMessages } from '../award/partnerMessages';
import { PartnerPageEdit, PartnerPageList } from '../award/PartnerPageResource';
import { partnerPageMessages } from '../award/partnerPageMessages';
import { DashboardPage } from '../dashboard/DashboardPage';
import { donationMessages } from '../award/donationMessages';
import { NomineeList, NomineeShow } from '../award/NomineeResource';
import { nomineeMessages } from '../award/nomineeMessages';
import {
  CalendarEntryCreate,
  CalendarEntryEdit,
  CalendarEntryList,
  CalendarEntryShow,
  PricePeriodCreate,
  PricePeriodEdit,
  PricePeriodList,
  PricePeriodShow,
} from '../calendars/CalendarResources';
import { calendarMessages } from '../calendars/calendarMessages';
import { PackageBookingList, PackageBookingShow } from '../packages/BookingResources';
import { bookingMessages } from '../packages/bookingMessages';
import { PackageHallList, PackageList, PackageShow } from '../packages/PackageResources';
import { packageMessages } from '../packages/packageMessages';
import { ApprovalList, ApprovalShow } from '../entries/ApprovalResource';
import { LocationEdit, ProviderEdit } from '../entries/EntryEdit';
import {
  EntryNoteCreate,
  EntryNoteEdit,
  EntryPriceCreate,
  EntryPriceEdit,
  EntryReviewCreate,
  EntryReviewEdit,
} from '../entries/EntryDetailResources';
import { EntryList } from '../entries/EntryList';
import { LocationShow, ProviderShow } from '../entries/EntryShow';
import { entryMessages } from '../entries/entryMessages';
import { RoomEdit, RoomList, RoomShow } from '../entries/RoomResource';
import { RatingEdit, RatingList, RatingShow } from '../award/RatingResource';
import {
  JuryMemberCreate,
  JuryMemberEdit,
  JuryMemberList,
  JuryScoreCreate,
  JuryScoreEdit,
  JuryScoreList,
  KitBuildList,
  KitBuildShow,
  ResultRunCreate,
  ResultRunList,
  ResultRunShow,
} from '../award/ResultResources';
import { resultMessages } from '../award/resultMessages';
import { ratingMessages } from '../award/ratingMessages';
import { JobEdit, JobList, JobShow } from '../jobs/JobResource';
import { ArticleCreate, ArticleEdit, ArticleList, ArticleShow } from '../magazine/ArticleResource';
import { articleMessages } from '../magazine/articleMessages';
import {
  CategoryEdit,
  CategoryList,
  CategoryShow,
  HelpTypeEdit,
  HelpTypeList,
  PageCreate,
  PageEdit,
  PageList,
  PageShow,
  TagCreate,
  TagEdit,
  TagList,
} from '../magazine/EditorialResources';
import { editorialMessages } from '../magazine/editorialMessages';
import { jobMessages } from '../jobs/jobMessages';
import {
  BoxItemCreate,
  BoxItemEdit,
  BoxItemList,
  HeaderCreate,
  HeaderEdit,
  HeaderList,
  OfferTypeEdit,
  OfferTypeList,
  PackageDealCreate,
  PackageDealEdit,
  PackageDealList,
  PopularSearchCreate,
  PopularSearchEdit,
  PopularSearchList,
} from '../home/HomeResources';
import { homeMessages } from '../home/homeMessages';
import {
  AuditLogList,
  RolePermissionCreate,
  RolePermissionList,
  UserEdit,
  UserList,
} from '../people/PeopleResources';
import { SubscriberList, SubscriberShow } from '../newsletter/SubscriberResource';
import { subscriberMessages } from '../newsletter/subscriberMessages';
import { OutboxList, OutboxShow } from '../outbox/OutboxResource';
import { outboxMessages } from '../outbox/outboxMessages';
import { peopleMessages } from '../people/peopleMessages';
import { RedirectCreate, RedirectEdit, RedirectList } from '../redirects/RedirectResource';
import { redirectMessages } from '../redirects/redirectMessages';
import { RequestList, RequestShow } from '../requests/RequestResource';
import { requestMessages } from '../requests/requestMessages';
import {
  AdvertisingTileCreate,
  AdvertisingTileEdit,
  AdvertisingTileList,
} from '../site/AdvertisingTileResource';
import { advertisingTileMessages } from '../site/advertisingTileMessages';
import { LandingPageCreate, LandingPageEdit, LandingPageList } from '../site/LandingPageResource';
import { landingPageMessages } from '../site/landingPageMessages';
import { SeoCategoryCreate, SeoCategoryEdit, SeoCategoryList } from '../site/SeoCategoryResource';
import { seoCategoryMessages } from '../site/seoCategoryMessages';
import {
  ServiceLabelCreate,
  ServiceLabelEdit,
  ServiceLabelList,
} from '../site/ServiceLabelResource';
import { serviceLabelMessages } from '../site/serviceLabelMessages';
import { createAuthProvider } from './authProvider';
import { adminMessages } from './adminMessages';
import { useLabelledRowCheckboxes } from './useLabelledRowCheckboxes';
import { backofficeTheme } from './backofficeTheme';
import { createDataProvider } from './dataProvider';
import { createEmotionCache } from './emotionCache';
import { backofficeI18nProvider } from './i18nProvider';
import { NoAccess } from './NoAccess';

/**
 * The back office: react-admin over the platform's resource routes, under /backoffice/*, with
 * one resource per declared back-office resource it has screens for.
 */
export function BackofficeAdmin() {
  const platform = usePlatform();
  const intl = useIntl();
  const providers = useMemo(
    () => ({
      data: createDataProvider(platform.http),
      auth: createAuthProvider(platform),
      i18n: backofficeI18nProvider(platform.locale),
      theme: backofficeTheme(intl.formatMessage(adminMessages.loading)),
      styles: createEmotionCache(),
    }),
    [platform, intl],
  );
  const label = (message: MessageDescriptor) => ({
    label: intl.formatMessage(message),
  });
  const root = useRef<HTMLDivElement>(null);
  useLabelledRowCheckboxes(root);
  const admin = (
    <Admin
      basename="/backoffice"
      dataProvider={providers.data}
      authProvider={providers.auth}
      i18nProvider={providers.i18n}
      theme={providers.theme}
      dashboard={DashboardPage}
      accessDenied={NoAccess}
      requireAuth
      disableTelemetry
    >
      <Resource
        name="redirects"
        options={label(redirectMessages.name)}
        list={RedirectList}
        create={RedirectCreate}
        edit={RedirectEdit}
      />
      <Resource
        name="service-labels"
        options={label(serviceLabelMessages.name)}
        list={ServiceLabelList}
        create={ServiceLabelCreate}
        edit={ServiceLabelEdit}
        recordRepresentation="label"
      />
      <Resource
        name="advertising-tiles"
        options={label(advertisingTileMessages.name)}
        list={AdvertisingTileList}
        create={AdvertisingTileCreate}
        edit={AdvertisingTileEdit}
        recordRepresentation="name"
      />
      <Resource
        name="home-offer-types"
        options={label(homeMessages.offerTypes)}
        list={OfferTypeList}
        edit={OfferTypeEdit}
        recordRepresentation="label"
      />
      <Resource
        name="home-headers"
        options={label(homeMessages.headers)}
        list={HeaderList}
        create={HeaderCreate}
        edit={HeaderEdit}
        recordRepresentation="name"
      />
      <Resource
        name="home-box-items"
        options={label(homeMessages.boxItems)}
        list={BoxItemList}
        create={BoxItemCreate}
        edit={BoxItemEdit}
      />
      <Resource
        name="home-popular-searches"
        options={label(homeMessages.popularSearches)}
        list={PopularSearchList}
        create={PopularSearchCreate}
        edit={PopularSearchEdit}
        recordRepresentation="label"
      />
      <Resource
        name="home-package-deals"
        options={label(homeMessages.packageDeals)}
        list={PackageDealList}
        create={PackageDealCreate}
        edit={PackageDealEdit}
        recordRepresentation="name"
      />
      <Resource
        name="seo-categories"
        options={label(seoCategoryMessages.name)}
        list={SeoCategoryList}
        create={SeoCategoryCreate}
        edit={SeoCategoryEdit}
        recordRepresentation="slug"
      />
      <Resource
        name="seo-landing-pages"
        options={label(landingPageMessages.name)}
        list={LandingPageList}
        create={LandingPageCreate}
        edit={LandingPageEdit}
        recordRepresentation="path"
      />
      <Resource
        name="magazine-articles"
        options={label(articleMessages.name)}
        list={ArticleList}
        show={ArticleShow}
        create={ArticleCreate}
        edit={ArticleEdit}
      />
      <Resource
        name="magazine-tags"
        options={label(editorialMessages.tags)}
        list={TagList}
        create={TagCreate}
        edit={TagEdit}
        recordRepresentation="name"
      />
      <Resource
        name="editorial-categories"
        options={label(editorialMessages.categories)}
        list={CategoryList}
        show={CategoryShow}
        edit={CategoryEdit}
        recordRepresentation="name"
      />
      <Resource
        name="editorial-pages"
        options={label(editorialMessages.pages)}
        list={PageList}
        show={PageShow}
        create={PageCreate}
        edit={PageEdit}
        recordRepresentation="name"
      />
      <Resource
        name="help-types"
        options={label(editorialMessages.helpTypes)}
        list={HelpTypeList}
        edit={HelpTypeEdit}
        recordRepresentation="name"
      />
      <Resource
        name="jobs"
        options={label(jobMessages.name)}
        list={JobList}
        show={JobShow}
        edit={JobEdit}
      />
      <Resource
        name="award-campaign-windows"
        options={label(campaignMessages.name)}
        list={CampaignWindowList}
        edit={CampaignWindowEdit}
      />
      <Resource
        name="award-nominees"
        options={label(nomineeMessages.name)}
        list={NomineeList}
        show={NomineeShow}
      />
      <Resource name="award-nominations" />
      <Resource
        name="approvals"
        options={label(entryMessages.approvals)}
        list={ApprovalList}
        show={ApprovalShow}
        recordRepresentation="entry_name"
      />
      <Resource
        name="locations"
        options={label(entryMessages.locations)}
        list={EntryList}
        show={LocationShow}
        edit={LocationEdit}
        recordRepresentation="full_name"
      />
      <Resource
        name="providers"
        options={label(entryMessages.providers)}
        list={EntryList}
        show={ProviderShow}
        edit={ProviderEdit}
        recordRepresentation="full_name"
      />
      <Resource name="entry-notes" create={EntryNoteCreate} edit={EntryNoteEdit} />
      <Resource name="entry-prices" create={EntryPriceCreate} edit={EntryPriceEdit} />
      <Resource name="entry-reviews" create={EntryReviewCreate} edit={EntryReviewEdit} />
      <Resource
        name="rooms"
        options={label(entryMessages.rooms)}
        list={RoomList}
        show={RoomShow}
        edit={RoomEdit}
        recordRepresentation="name"
      />
      <Resource
        name="calendar-entries"
        options={label(calendarMessages.entries)}
        list={CalendarEntryList}
        show={CalendarEntryShow}
        create={CalendarEntryCreate}
        edit={CalendarEntryEdit}
      />
      <Resource
        name="calendar-price-periods"
        options={label(calendarMessages.pricePeriods)}
        list={PricePeriodList}
        show={PricePeriodShow}
        create={PricePeriodCreate}
        edit={PricePeriodEdit}
      />
      <Resource
        name="packages"
        options={label(packageMessages.name)}
        list={PackageList}
        show={PackageShow}
        recordRepresentation="name"
      />
      <Resource
        name="package-halls"
        options={label(packageMessages.hallList)}
        list={PackageHallList}
        recordRepresentation="name"
      />
      <Resource
        name="package-bookings"
        options={label(bookingMessages.name)}
        list={PackageBookingList}
        show={PackageBookingShow}
        recordRepresentation="reference"
      />
      <Resource
        name="award-donations"
        options={label(donationMessages.name)}
        list={DonationList}
        show={DonationShow}
      />
      <Resource
        name="award-partners"
        options={label(partnerMessages.name)}
        list={PartnerList}
        show={PartnerShow}
      />
      <Resource
        name="award-partner-pages"
        options={label(partnerPageMessages.name)}
        list={PartnerPageList}
        edit={PartnerPageEdit}
      />
      <Resource
        name="award-ratings"
        options={label(ratingMessages.name)}
        list={RatingList}
        show={RatingShow}
        edit={RatingEdit}
      />
      <Resource
        name="award-jury-members"
        options={label(resultMessages.jury)}
        list={JuryMemberList}
        create={JuryMemberCreate}
        edit={JuryMemberEdit}
        recordRepresentation="name"
      />
      <Resource
        name="award-jury-scores"
        options={label(resultMessages.juryScores)}
        list={JuryScoreList}
        create={JuryScoreCreate}
        edit={JuryScoreEdit}
      />
      <Resource
        name="award-result-runs"
        options={label(resultMessages.runs)}
        list={ResultRunList}
        create={ResultRunCreate}
        show={ResultRunShow}
      />
      <Resource name="award-result-entries" />
      <Resource
        name="award-kit-builds"
        options={label(resultMessages.kitBuilds)}
        list={KitBuildList}
        show={KitBuildShow}
      />
      <Resource
        name="requests"
        options={label(requestMessages.name)}
        list={RequestList}
        show={RequestShow}
      />
      <Resource
        name="newsletter-subscribers"
        options={label(subscriberMessages.name)}
        list={SubscriberList}
        show={SubscriberShow}
        recordRepresentation="email"
      />
      <Resource
        name="users"
        options={label(peopleMessages.users)}
        list={UserList}
        edit={UserEdit}
      />
      <Resource
        name="role-permissions"
        options={label(peopleMessages.rolePermissions)}
        list={RolePermissionList}
        create={RolePermissionCreate}
      />
      <Resource name="audit-log" options={label(peopleMessages.auditLog)} list={AuditLogList} />
      <Resource
        name="outbox"
        options={label(outboxMessages.name)}
        list={OutboxList}
        show={OutboxShow}
      />
    </Admin>
  );
  // react-admin's own router is a hash router; the back office lives in the page's path
  // (/backoffice/…), beside the shell's single-spa routing.
  return (
    <div ref={root} style={{ display: 'contents' }}>
      <CacheProvider value={providers.styles}>
        <BrowserRouter>
          <Routes>
            <Route path="/backoffice/*" element={admin} />
          </Routes>
        </BrowserRouter>
      </CacheProvider>
    </div>
  );
}
