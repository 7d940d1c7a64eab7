import type { PageModule } from '@eventalp/shell-kit';
import { withAreaMessages, type AreaData } from '@eventalp/shell-ui';
import { demosCatalogs } from './demosCatalogs';
import { DemosPage } from './DemosPage';

/**
 * The style guide has no data but its own texts (`src/demos/lang`, a chunk per language):
 * everything else is components and tokens.
 */
export const demosModule: PageModule<AreaData<Record<string, never>>> = withAreaMessages(
  {
    load: async () => ({}),
    head: (_data, intl) => ({
      title: intl.formatMessage({
        id: 'marketplace.demos.title',
        defaultMessage: 'Designsystem – Styleguide',
      }),
      description: intl.formatMessage({
        id: 'marketplace.demos.description',
        defaultMessage:
          'Die Bausteine der Seiten in allen Zuständen, mit Farben, Schrift und Abständen.',
      }),
      canonicalPath: '/demos',
      robots: 'noindex,nofollow',
    }),
    Component: DemosPage,
  },
  demosCatalogs,
);
