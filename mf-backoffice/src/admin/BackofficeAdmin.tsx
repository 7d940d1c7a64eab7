import { useMemo } from 'react';
import { CacheProvider } from '@emotion/react';
import { Admin, Resource } from 'react-admin';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { usePlatform } from '@eventalp/shell-kit';
import { DonationList, DonationShow } from '../award/DonationResource';
import { donationMessages } from '../award/donationMessages';
import { RatingEdit, RatingList, RatingShow } from '../award/RatingResource';
import { ratingMessages } from '../award/ratingMessages';
import { JobEdit, JobList, JobShow } from '../jobs/JobResource';
import { jobMessages } from '../jobs/jobMessages';
import {
  AuditLogList,
  RolePermissionCreate,
  RolePermissionList,
  UserEdit,
  UserList,
} from '../people/PeopleResources';
import { OutboxList, OutboxShow } from '../outbox/OutboxResource';
import { outboxMessages } from '../outbox/outboxMessages';
import { peopleMessages } from '../people/peopleMessages';
import { RedirectCreate, RedirectEdit, RedirectList } from '../redirects/RedirectResource';
import { redirectMessages } from '../redirects/redirectMessages';
import { createAuthProvider } from './authProvider';
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
      theme: backofficeTheme(),
      styles: createEmotionCache(),
    }),
    [platform],
  );
  const label = (message: MessageDescriptor) => ({
    label: intl.formatMessage(message),
  });
  const admin = (
    <Admin
      basename="/backoffice"
      dataProvider={providers.data}
      authProvider={providers.auth}
      i18nProvider={providers.i18n}
      theme={providers.theme}
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
        name="jobs"
        options={label(jobMessages.name)}
        list={JobList}
        show={JobShow}
        edit={JobEdit}
      />
      <Resource
        name="award-donations"
        options={label(donationMessages.name)}
        list={DonationList}
        show={DonationShow}
      />
      <Resource
        name="award-ratings"
        options={label(ratingMessages.name)}
        list={RatingList}
        show={RatingShow}
        edit={RatingEdit}
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
    <CacheProvider value={providers.styles}>
      <BrowserRouter>
        <Routes>
          <Route path="/backoffice/*" element={admin} />
        </Routes>
      </BrowserRouter>
    </CacheProvider>
  );
}
