import { renderToString } from 'react-dom/server';
import { FormattedDate, FormattedNumber, useIntl } from 'react-intl';
import type { MessageCatalogs } from './catalogs';
import { I18nProvider } from './I18nProvider';

const catalogs: MessageCatalogs = {
  'de-CH': { 'rooms.count': '{count, plural, one {# Raum} other {# Räume}}' },
  'de-DE': {},
  'de-AT': {},
  fr: {},
  it: {},
  en: {},
};

function Summary({ rooms }: { rooms: number }) {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage({ id: 'rooms.count' }, { count: rooms })},{' '}
      <FormattedNumber value={1234.5} />, <FormattedDate value={new Date(Date.UTC(2026, 0, 2))} />
    </p>
  );
}

/** Counts the Intl formatters built while `run` runs. */
function formattersBuilt(run: () => void): number {
  let built = 0;
  const names = ['NumberFormat', 'PluralRules', 'DateTimeFormat'] as const;
  const originals = names.map((name) => Intl[name]);
  names.forEach((name, i) => {
    const Original = originals[i] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = class extends Original {
      constructor(...args: unknown[]) {
        super(...args);
        built += 1;
      }
    };
  });
  try {
    run();
  } finally {
    names.forEach((name, i) => ((Intl as unknown as Record<string, unknown>)[name] = originals[i]));
  }
  return built;
}

it('formats through one process-wide cache: a second server render builds no Intl formatter', () => {
  const render = (rooms: number) =>
    renderToString(
      <I18nProvider locale="de-CH" catalogs={catalogs}>
        <Summary rooms={rooms} />
      </I18nProvider>,
    );
  let first = '';
  formattersBuilt(() => (first = render(3)));
  expect(first).toContain('3 Räume');
  expect(first).toContain('234.5');
  let second = '';
  // Every render mounts a new provider, as every server-rendered page does.
  expect(formattersBuilt(() => (second = render(1)))).toBe(0);
  expect(second).toContain('1 Raum');
});
