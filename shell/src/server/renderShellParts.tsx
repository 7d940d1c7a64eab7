import type { Platform } from '@eventalp/shell-kit';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Footer } from '../layout/Footer';
import { NotFoundPage } from '../layout/NotFoundPage';
import { ShellHeader } from '../layout/ShellHeader';
import { ShellProviders } from '../layout/ShellProviders';

/** The header, hydrated later by the shell's browser bundle with the same props. */
export function renderHeader(platform: Platform, loginOpen: boolean): string {
  return renderToString(
    <ShellProviders platform={platform}>
      <ShellHeader loginOpen={loginOpen} />
    </ShellProviders>,
  );
}

/** Footer and 404 page are static: no script touches them. */
export function renderFooter(platform: Platform): string {
  return renderToStaticMarkup(
    <ShellProviders platform={platform}>
      <Footer />
    </ShellProviders>,
  );
}

export function renderNotFound(platform: Platform): string {
  return renderToStaticMarkup(
    <ShellProviders platform={platform}>
      <NotFoundPage />
    </ShellProviders>,
  );
}
