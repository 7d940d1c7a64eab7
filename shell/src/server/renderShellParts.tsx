import type { Platform } from '@eventalp/shell-kit';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { AuthModalState } from '../layout/auth/authModalState';
import { SHELL_ID_PREFIX } from '../PageConfig';
import { ErrorPage } from '../layout/ErrorPage';
import { ShellFooter } from '../layout/footer/ShellFooter';
import { NotFoundPage } from '../layout/NotFoundPage';
import { ShellHeader } from '../layout/ShellHeader';
import { ShellProviders } from '../layout/ShellProviders';

/** The header, hydrated later by the shell's browser bundle with the same props. */
export function renderHeader(
  platform: Platform,
  path: string,
  initialAuth: AuthModalState | null,
): string {
  return renderToString(
    <ShellProviders platform={platform}>
      <ShellHeader path={path} initialAuth={initialAuth} />
    </ShellProviders>,
    { identifierPrefix: SHELL_ID_PREFIX.header },
  );
}

/** The footer, hydrated too (back-to-top, load bar, preview mode, service label claim). */
export function renderFooter(platform: Platform): string {
  return renderToString(
    <ShellProviders platform={platform}>
      <ShellFooter />
    </ShellProviders>,
    { identifierPrefix: SHELL_ID_PREFIX.footer },
  );
}

/** 404 and error pages are static: no script touches them. */
export function renderNotFound(platform: Platform): string {
  return renderToStaticMarkup(
    <ShellProviders platform={platform}>
      <NotFoundPage />
    </ShellProviders>,
  );
}

export function renderErrorPage(platform: Platform, status: number): string {
  return renderToStaticMarkup(
    <ShellProviders platform={platform}>
      <ErrorPage status={status} />
    </ShellProviders>,
  );
}
