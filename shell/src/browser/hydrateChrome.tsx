import { loadMessages, type Platform } from '@eventalp/shell-kit';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FOOTER_ROOT_ID, HEADER_ROOT_ID, SHELL_ID_PREFIX, type PageConfig } from '../PageConfig';
import { catalogs } from '../catalogs';
import { initialAuthModal } from '../layout/auth/authModalState';
import { ShellFooter } from '../layout/footer/ShellFooter';
import { ShellHeader } from '../layout/ShellHeader';
import { ShellProviders } from '../layout/ShellProviders';
import type { ResolvedRoute } from '../routing/resolveRoute';

/**
 * Hydrates one of the shell's server-rendered parts, if the page has it. Inside a transition, as
 * the micro-frontends do: React hydrates in slices of a few milliseconds instead of one long task
 * (the header with its menu, language switcher and dialogs was one of 200 ms on a phone), and a
 * click on a part not hydrated yet makes React hydrate that part first.
 */
function hydrate(platform: Platform, id: string, identifierPrefix: string, children: ReactNode) {
  const container = document.getElementById(id);
  if (!container) return;
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ShellProviders platform={platform}>{children}</ShellProviders>
      </StrictMode>,
      { identifierPrefix },
    );
  });
}

/**
 * The header and footer hydrate with the messages the server rendered them with (a chunk for fr,
 * it, en).
 */
export async function hydrateChrome(options: {
  platform: Platform;
  locale: PageConfig['locale'];
  route: ResolvedRoute;
  location: Pick<Location, 'pathname' | 'search'>;
}): Promise<void> {
  const { platform, route } = options;
  const { pathname, search } = options.location;
  try {
    await loadMessages(catalogs, options.locale);
  } catch (error: unknown) {
    console.error('The shell’s messages could not be loaded', error);
  }
  hydrate(
    platform,
    HEADER_ROOT_ID,
    SHELL_ID_PREFIX.header,
    <ShellHeader
      path={pathname}
      initialAuth={initialAuthModal(route.kind === 'app' ? route.modal : null, pathname, search)}
    />,
  );
  hydrate(platform, FOOTER_ROOT_ID, SHELL_ID_PREFIX.footer, <ShellFooter />);
}
