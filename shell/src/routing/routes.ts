import { AWARD_RATING_PATH } from './languages';
import { legacySearchPage } from '@eventalp/plugin-catalog/domain';
import { BACKOFFICE_ROLES } from '@eventalp/platform-sdk/domain';
import type { AppName } from './microFrontends';

/** Who may open a route (spec section 2 "Other" and section 6). */
export interface RouteGuard {
  /** Where a visitor who is not signed in goes, with `?redirect=<original full path>`. */
  loginRedirect: string;
  /** Roles the user must all hold. */
  roles?: readonly string[];
  /** Roles of which the user must hold at least one (the back office's roles). */
  anyRole?: readonly string[];
  permissions?: readonly string[];
  /** Where a signed-in user without the roles/permissions goes (default /site/locations). */
  forbiddenRedirect?: string;
}

export type RouteDefinition =
  | {
      path: RegExp;
      app: AppName;
      /** The path the micro-frontend renders, when it is not the URL's (e.g. home under the login). */
      renderPath?: string;
      /** Opens the shell's auth modal on top of the page: the login or the password reset form. */
      modal?: 'login' | 'reset';
      guard?: RouteGuard;
    }
  | {
      path: RegExp;
      /** A fixed path, or one built from the match (e.g. the page of a legacy search URL). */
      redirectTo: string | ((match: RegExpExecArray) => string);
      /** 301 instead of 302: the old URL is gone for good (search engines update their index). */
      permanent?: boolean;
    };

/** The product slug of location URLs when BRAND is not configured. */
export const DEFAULT_BRAND = 'eventalp';

const USER_AREA_GUARD: RouteGuard = {
  loginRedirect: '/public_login',
  roles: ['public_user'],
  forbiddenRedirect: '/',
};

const legacySearch = (target: string) => (match: RegExpExecArray) =>
  `${target}?page=${legacySearchPage(Number(match[1]))}`;

/**
 * The route table of the shell for a brand (`/site/_{brand}/...`), first match wins. Paths not
 * listed get the 404 page.
 */
export function createRoutes(brand: string): readonly RouteDefinition[] {
  return [
    { path: /^\/(site\/?)?$/, app: 'marketplace' },
    { path: /^\/public_login1?\/?$/, app: 'marketplace', renderPath: '/', modal: 'login' },
    {
      path: /^\/(site\/)?password\/reset\/[^/]+\/?$/,
      app: 'marketplace',
      renderPath: '/',
      modal: 'reset',
    },
    { path: /^\/(site\/)?(locations|provider)(\/.*)?$/, app: 'marketplace' },
    {
      path: /^\/(site\/)?packages(\/.*)?$/,
      app: 'marketplace',
      guard: { loginRedirect: '/site/locations', permissions: ['view_booking_module'] },
    },
    // A package's detail, summary and reservation pages (spec: /site/_package/…), before the
    // brand's catch-all so that a brand named like them cannot take them unguarded.
    {
      path: /^\/site\/_package(_summary|_reservation)?\/.+/,
      app: 'marketplace',
      guard: { loginRedirect: '/site/locations', permissions: ['view_booking_module'] },
    },
    {
      path: new RegExp(`^/site/_${brand}/suche-(\\d+)\\.html$`),
      redirectTo: legacySearch('/locations'),
      permanent: true,
    },
    {
      path: /^\/site\/_dienstleister\/suche-(\d+)\.html$/,
      redirectTo: legacySearch('/provider/catering_partyservice'),
      permanent: true,
    },
    // Every marketplace page below /site/_{brand}/: details, grids, favourites and shared lists
    // (/favourites/{shareId}.html), newsletter.
    { path: new RegExp(`^/site/_${brand}/.+`), app: 'marketplace' },
    // The living style guide of the design system (spec: demo pages under /demos).
    { path: /^\/demos\/?$/, app: 'marketplace' },
    { path: /^\/site\/_dienstleister\/.+/, app: 'marketplace' },
    { path: /^\/site\/_redaktionell\/.+/, app: 'magazine' },
    { path: /^\/site\/extern\/[a-z_]+\.html$/, app: 'magazine' },
    { path: /^\/site\/(de|en|fr|it)\/swisslocationaward/, app: 'award' },
    // A nominee's public rating page: /site/{language}/{rating code} (10 letters and digits).
    { path: AWARD_RATING_PATH, app: 'award' },
    { path: /^\/swisslocationaward\d{4}_ausgezeichnet/, app: 'award' },
    // A partner's region page (spec: /{lang}/sla{year}-nominiert… with the {slaSuffix} routes).
    {
      path: /^\/(de|fr|it|en)\/sla\d{4}-(nominiert|ausgezeichnet|nomine|distingue|nominate|premiate|nominated|awarded)-[a-z0-9][a-z0-9-]{1,58}[a-z0-9]\/?$/,
      app: 'award',
    },
    // A nominated venue's confirmation link (spec: /sla/{slaCode} redirects to the localized page).
    { path: /^\/sla\/[^/]+\/?$/, app: 'award' },
    // A venue's kit (spec: /site/sla-{year}/{id}/{lang}/sla-{type}).
    { path: /^\/site\/sla-\d{4}\/\d+\/[a-z]{2}\/sla-[a-z]+\/?$/, app: 'award' },
    { path: /^\/site\/user\/?$/, redirectTo: '/site/user/dashboard' },
    // Package editing (spec section 2): the permission package_edit, else the dashboard.
    {
      path: /^\/site\/user\/packages(\/.*)?$/,
      app: 'user-area',
      guard: {
        ...USER_AREA_GUARD,
        permissions: ['package_edit'],
        forbiddenRedirect: '/site/user/dashboard',
      },
    },
    { path: /^\/site\/user\/.+/, app: 'user-area', guard: USER_AREA_GUARD },
    // The sign-up by guest entry creation and the e-mail confirmation link: no sign-in needed.
    {
      path: /^\/site\/guest\/(entries\/create(-sla)?|email\/verify\/[\w-]+)\/?$/,
      app: 'user-area',
    },
    {
      path: /^\/backoffice(\/.*)?$/,
      app: 'backoffice',
      // Any back-office role; what each may do there is decided per resource by the API.
      guard: {
        loginRedirect: '/public_login',
        anyRole: BACKOFFICE_ROLES,
        forbiddenRedirect: '/',
      },
    },
  ];
}

/** The routes of the default brand (tests, and pages served without configuration). */
export const ROUTES = createRoutes(DEFAULT_BRAND);
