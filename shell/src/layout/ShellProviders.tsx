import { I18nProvider, PlatformProvider, type Platform } from '@eventalp/shell-kit';
import type { ReactNode } from 'react';
import { catalogs } from '../catalogs';

/** Platform and i18n around every piece of the shell's own UI. */
export function ShellProviders({
  platform,
  children,
}: {
  platform: Platform;
  children: ReactNode;
}) {
  return (
    <PlatformProvider platform={platform}>
      <I18nProvider locale={platform.locale} catalogs={catalogs}>
        {children}
      </I18nProvider>
    </PlatformProvider>
  );
}
