import { transformSync } from '@swc/core';
import { dropDefaultMessages } from './dropDefaultMessages';

/** What swc-loader hands on for the browser build (see baseWebpackConfig). */
const compiled = (source: string) =>
  transformSync(source, {
    filename: 'x.tsx',
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
  }).code;

describe('dropDefaultMessages', () => {
  it.each([
    [
      'defineMessages, default last',
      `const m = defineMessages({ a: { id: 'x.a', defaultMessage: 'Ort' } });`,
      { id: 'x.a' },
    ],
    [
      'default first, then a description',
      `const m = defineMessages({ a: { defaultMessage: 'Ort', id: 'x.a', description: 'd' } });`,
      { id: 'x.a', description: 'd' },
    ],
    [
      'quotes, escapes and placeholders inside',
      `const m = defineMessages({ a: { id: 'x.a', defaultMessage: 'L\\'Ort «{name}» "{n}"' } });`,
      { id: 'x.a' },
    ],
    [
      'the text on the next line',
      `const m = defineMessages({ a: {\n  id: 'x.a',\n  defaultMessage:\n    'Mehr als 4’000 Locations für deinen Event',\n} });`,
      { id: 'x.a' },
    ],
  ])('%s', (_name, source, expected) => {
    const code = dropDefaultMessages(compiled(source));
    const defineMessages = (messages: Record<string, unknown>) => messages;
    const m = new Function('defineMessages', `${code}; return m;`)(defineMessages);
    expect(m.a).toEqual(expected);
  });

  it('drops the default of a FormattedMessage and keeps its values', () => {
    const code = dropDefaultMessages(
      compiled(
        `const A = () => <FormattedMessage id="x.b" defaultMessage="Hallo {name}" values={{ name: 'Welt' }} />;`,
      ),
    );
    expect(code).not.toContain('Hallo');
    expect(code).toMatch(/id: "x\.b",\s*values: \{\s*name: 'Welt'/);
  });

  it('keeps a default that is not a plain string', () => {
    const code = compiled('const m = { id: "x.c", defaultMessage: text };');
    expect(dropDefaultMessages(code)).toBe(code);
  });
});
