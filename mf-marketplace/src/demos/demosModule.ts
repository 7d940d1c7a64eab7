import type { PageModule } from '@eventalp/shell-kit';
import { createIntl } from 'react-intl';
import { loadDemoMessages } from './demoMessages';
import { DemosPage, type DemosData } from './DemosPage';

/** The style guide has no data but its own texts: everything else is components and tokens. */
export const demosModule: PageModule<DemosData> = {
  load: async ({ locale }) => ({ messages: await loadDemoMessages(locale) }),
  head: (data, intl) => {
    const texts = createIntl({
      locale: intl.locale,
      defaultLocale: intl.defaultLocale,
      messages: { ...(intl.messages as Record<string, string>), ...data.messages },
    });
    return {
      title: texts.formatMessage({
        id: 'marketplace.demos.title',
        defaultMessage: 'Designsystem – Styleguide',
      }),
      description: texts.formatMessage({
        id: 'marketplace.demos.description',
        defaultMessage:
          'Die Bausteine der Seiten in allen Zuständen, mit Farben, Schrift und Abständen.',
      }),
      canonicalPath: '/demos',
      robots: 'noindex,nofollow',
    };
  },
  Component: DemosPage,
};
