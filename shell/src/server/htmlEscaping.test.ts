import { escapeHtml, serializeForScript } from './htmlEscaping';

describe('serializeForScript', () => {
  it.each([
    [
      { a: '</script><script>alert(1)</script>' },
      '{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    ],
    [{ a: '<!--' }, '{"a":"\\u003c!--"}'],
    ['\u2028\u2029', '"\\u2028\\u2029"'],
    [null, 'null'],
  ])('%j is safe inside a script tag', (value, expected) => {
    const serialized = serializeForScript(value);
    expect(serialized).toBe(expected);
    expect(JSON.parse(serialized)).toEqual(value);
  });
});

describe('escapeHtml', () => {
  it.each([
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['"><img src=x>', '&quot;&gt;&lt;img src=x&gt;'],
    ["it's", 'it&#39;s'],
  ])('%s → %s', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });
});
