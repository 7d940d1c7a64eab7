import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';

/** Renders a UI part into jsdom with the German texts its messages default to. */
export function renderUi(element: ReactElement): RenderResult {
  return render(element, {
    wrapper: ({ children }) => (
      <IntlProvider locale="de-CH" defaultLocale="de-CH" messages={{}}>
        {children}
      </IntlProvider>
    ),
  });
}
