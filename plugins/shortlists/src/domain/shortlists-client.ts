import { apiPath, type ApiTransport } from '@eventalp/platform-sdk/domain';
import type { Shortlist, ShortlistCreated } from './shortlist-answers';
import type { ShortlistEntry } from './shortlist-rules';

/** Paths of the shortlists' routes below `/api`. */
export const SHORTLISTS_PATHS = {
  create: '/guest/shortlists',
  read: '/guest/shortlists/:id',
} as const;

/** The shortlists' answers for a front end, typed as the routes declare them. */
export function shortlistsClient(http: ApiTransport) {
  return {
    /** Shares the entries (201 with the list's id and page); 422 with the German texts. */
    create: (entries: ShortlistEntry[]) =>
      http.post<ShortlistCreated>(SHORTLISTS_PATHS.create, { entries }),
    /** The cards of a shared list (a visit: keeps it 90 more days); 404 unknown or expired. */
    read: (id: string) => http.get<Shortlist>(apiPath(SHORTLISTS_PATHS.read, { id })),
  };
}
