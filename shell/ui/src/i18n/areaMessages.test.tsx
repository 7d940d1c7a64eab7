import { renderToString } from 'react-dom/server';
import { createIntl, FormattedMessage, IntlProvider } from 'react-intl';
import { lazyPageComponent, type PageLoadContext } from '@eventalp/shell-kit';
import { withAreaMessages, type AreaCatalogs } from './areaMessages';

// Like a JSON chunk's module, each loader answers the same object every time.
const swissGerman = { default: { 'area.title': 'Merkliste' } };
const french = { default: { 'area.title': 'Favoris' } };
const catalogs: AreaCatalogs = {
  'de-CH': async () => swissGerman,
  fr: async () => french,
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

test('renders of the same page and language share one intl object (no formatters built per render)', async () => {
  const seen: unknown[] = [];
  const counting = withAreaMessages<null>(
    {
      load: async () => null,
      head: (_data, intl) => {
        seen.push(intl);
        return { title: intl.formatMessage({ id: 'area.title' }) };
      },
      Component: () => null,
    },
    catalogs,
  );
  const frontEnd = createIntl({ locale: 'fr', messages: { 'front.end': 'Français' } });
  for (let i = 0; i < 2; i += 1)
    counting.head(await counting.load(context('fr')), frontEnd, {} as never);
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(seen[0]);
});

test("a lazy view stays lazy: the page keeps its preload, and renders it with the area's texts", async () => {
  const LazyView = lazyPageComponent(async () => () => (
    <FormattedMessage id="area.title" defaultMessage="Merkliste" />
  ));
  const lazy = withAreaMessages<null>(
    { load: async () => null, head: () => ({ title: '' }), Component: LazyView },
    catalogs,
  );
  const { preload } = lazy.Component as unknown as { preload?: () => Promise<unknown> };
  expect(preload).toBe(LazyView.preload);
  await preload!();
  const html = renderToString(
    <IntlProvider locale="fr" messages={{}}>
      <lazy.Component data={await lazy.load(context('fr'))} params={{}} />
    </IntlProvider>,
  );
  expect(html).toBe('Favoris');
});
