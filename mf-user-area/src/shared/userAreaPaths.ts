/** Pages of the user area (the shell routes `/site/user/*` here, guarded: role public_user). */
export type EntryType = 'location' | 'provider';

export const userAreaPaths = {
  dashboard: '/site/user/dashboard',
  entries: '/site/user/entries',
  profile: '/site/user/profile',
  /** The package editing's list of the owner's venues (`package_edit`). */
  packages: '/site/user/packages',
  /** The requester's package bookings (spec: `requests` and `requests/{booking_id}`). */
  bookings: '/site/user/requests',
  section: (type: EntryType, section: string, id: number) => `/site/user/${type}/${section}/${id}`,
  preview: (type: EntryType, id: number) => `/site/user/${type}/preview/${id}`,
  upgrade: (type: EntryType, id: number) => `/site/user/${type}/upgrade/${id}`,
  requests: (type: EntryType, view: 'open' | 'archived' | 'all', id: number) =>
    `/site/user/${type}/requests/${view}/${id}`,
  request: (type: EntryType, id: number) => `/site/user/${type}/requests/view/${id}`,
  /** A venue's package bookings (spec: `package/requests/{locationId}/{reqType?}`). */
  packageRequests: (locationId: number, view: 'open' | 'closed' | 'all' = 'open') =>
    `/site/user/package/requests/${locationId}/${view}`,
  /** One booking of an own venue from the dashboard (spec: `dashboard/{booking_id}`). */
  dashboardBooking: (id: number) => `/site/user/dashboard/${id}`,
  packageRequest: (locationId: number, id: number, view: 'open' | 'closed' | 'all' = 'open') =>
    `/site/user/package/requests/${locationId}/view/${id}/${view}`,
  myBooking: (id: number) => `/site/user/requests/${id}`,
} as const;
