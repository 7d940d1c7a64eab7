import { renderToString } from 'react-dom/server';
import { createIntl, FormattedMessage, IntlProvider } from 'react-intl';
import type { PageLoadContext } from '@eventalp/shell-kit';
import { withAreaMessages, type AreaCatalogs } from './areaMessages';

const catalogs: AreaCatalogs = {
  'de-CH': async () => ({ default: { 'area.title': 'Merkliste' } }),
  fr: async () => ({ default: { 'area.title': 'Favoris' } }),
};

const page = withAreaMessages<{ count: number }>(
  {
    load: async () => ({ count: 2 }),
    head: (data, intl) => ({
      title: `${intl.formatMessage({ id: 'area.title', defaultMessage: 'Merkliste' })} (${data.count})`,
    }),
    Component: ({ data }) => (
      <p>
        <FormattedMessage id="area.title" defaultMessage="Merkliste" /> {data.count}{' '}
        <FormattedMessage id="front.end" defaultMessage="Deutsch" />
      </p>
    ),
  },
  catalogs,
);

const context = (locale: string) => ({ locale }) as unknown as PageLoadContext;

test("a page's area texts load with its data and reach its head and view", async () => {
  const area = await page.load(context('fr'));
  expect(area).toEqual({ data: { count: 2 }, messages: { 'area.title': 'Favoris' } });
  const intl = createIntl({ locale: 'fr', messages: { 'front.end': 'Français' } });
  expect(page.head(area, intl, { origin: 'https://eventalp.ch' } as never).title).toBe(
    'Favoris (2)',
  );
  const html = renderToString(
    <IntlProvider locale="fr" messages={{ 'front.end': 'Français' }}>
      <page.Component data={area} params={{}} />
    </IntlProvider>,
  );
  // The area's text and the front end's own, side by side.
  expect(html).toBe('<p>Favoris<!-- --> <!-- -->2<!-- --> <!-- -->Français</p>');
});

test('a locale without an area catalog reads Swiss German', async () => {
  expect((await page.load(context('it'))).messages).toEqual({ 'area.title': 'Merkliste' });
});
