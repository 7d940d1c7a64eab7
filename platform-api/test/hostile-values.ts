import fc from 'fast-check';

/**
 * Values an attacker sends where the site expects a word or a number: NUL and other control
 * characters, lone surrogates, numbers too long for any column, hex/exponent/signed/spaced
 * numbers, ids just past Postgres's integer range, empty and odd strings.
 */
const hostileConstants = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b\u007f',
  '\r\n',
  '\ud800',
  'x\udfff',
  '\udfff\ud800',
  '0x1f',
  '1e1',
  '1e309',
  '-1',
  '-0',
  '+3',
  ' 31',
  '31 ',
  '3.0',
  '0',
  '',
  'NaN',
  'Infinity',
  'true',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999999999999999',
  '%00',
  '../../etc/passwd',
  "'; select pg_sleep(1); --",
  '<script>alert(1)</script>',
  '٣',
];

/** A hostile string (generated control characters and surrogates included). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileConstants),
  fc.string({ unit: 'binary', maxLength: 12 }),
  // eslint-disable-next-line no-control-regex -- control characters are what it generates
  fc.stringMatching(/^[\u0000-\u001f\ud800-\udfff0-9a-z]{1,8}$/),
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 40n }).map(String),
);

/** A hostile JSON value: strings above, overlong numbers, booleans, arrays and objects for scalars. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.constantFrom(true, false, null, 1e308, -1, 2 ** 31, 2 ** 53 + 1, 0.5, -0),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 2 }),
);

/**
 * `value` for a URL: percent-encoded as UTF-8, lone surrogates as the invalid UTF-8 bytes a
 * client could send (ED A0 80), so the server meets them undecodable.
 */
export function urlEncoded(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    else out += encodeURIComponent(char);
  }
  return out;
}

/** Raw URL fragments no encoder produces: invalid escapes, overlong UTF-8 for NUL and '/'. */
export const rawUrlFragments = ['%', '%zz', '%C0%80', '%C0%AF', '%FF', '%ED%A0%80', '%2e%2e%2f'];
