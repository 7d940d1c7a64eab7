import { definePlugin } from '@eventalp/platform-sdk';
import { newsletterMigrations } from './newsletter-migrations';
import { newsletterRoutes } from './newsletter-routes';
import { SubscriberStore } from './subscriber-store';
import { BACKOFFICE_NEWSLETTER, subscriberResource } from './subscriber-resource';

export * from './domain';

/** Newsletter subscribers with double opt-in, signed unsubscribe links and a back-office resource. */
export const newsletterPlugin = definePlugin({
  id: 'newsletter',
  migrations: newsletterMigrations,
  permissions: [
    {
      name: BACKOFFICE_NEWSLETTER,
      description: 'See, export, unsubscribe and delete the newsletter subscribers',
      grantedToRoles: ['admin'],
    },
  ],
  routes: (services) => newsletterRoutes(services, new SubscriberStore(services.db)),
  backofficeResources: [subscriberResource],
});
