import { definePlugin } from '@eventalp/platform-sdk';
import { newsletterMigrations } from './newsletter-migrations';
import { newsletterRoutes } from './newsletter-routes';
import { SubscriberStore } from './subscriber-store';

export * from './domain';

/** Newsletter subscribers with double opt-in, signed unsubscribe links and a back-office list. */
export const newsletterPlugin = definePlugin({
  id: 'newsletter',
  migrations: newsletterMigrations,
  permissions: [
    {
      name: 'backoffice.newsletter',
      description: 'See the newsletter subscribers',
      grantedToRoles: ['admin'],
    },
  ],
  routes: (services) => newsletterRoutes(services, new SubscriberStore(services.db)),
});
