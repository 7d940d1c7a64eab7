import { definePlugin } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { shortlistMigrations } from './shortlist-migrations';
import { shortlistRoutes } from './shortlist-routes';
import { ShortlistStore } from './shortlist-store';

export * from './domain';
export { SHORTLISTS as SHORTLISTS_TABLE } from './shortlist-migrations';

/** Shared favourites lists: read-only links without an account, gone after 90 days unvisited. */
export const shortlistsPlugin = definePlugin({
  id: 'shortlists',
  dependencies: ['catalog'],
  uses: [CATALOGUE],
  migrations: shortlistMigrations,
  routes: (services) => shortlistRoutes(services, new ShortlistStore(services)),
  schedules: (services) => [
    {
      // Lists nobody opened for 90 days already answer 404; this deletes their rows.
      name: 'shortlists.delete-expired',
      everySeconds: 60 * 60,
      async run() {
        const deleted = await new ShortlistStore(services).deleteExpired();
        if (deleted > 0) services.logger.info({ deleted }, 'Expired shared lists deleted');
      },
    },
  ],
  commands: (services) => [
    {
      name: 'shortlists:cleanup',
      usage: 'shortlists:cleanup  delete shared lists nobody opened for 90 days',
      async run() {
        const deleted = await new ShortlistStore(services).deleteExpired();
        return { output: `${deleted} expired shared lists deleted`, exitCode: 0 };
      },
    },
  ],
});
