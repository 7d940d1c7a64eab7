/**
 * A `defaultMessage` property whose value is one string literal (single or double quotes, escapes
 * inside), with the comma after it. swc turns `<FormattedMessage defaultMessage="…">` and
 * `defineMessages({ … })` alike into such properties, keeping each literal as written.
 */
const DEFAULT_MESSAGE = /\bdefaultMessage:\s*(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')\s*,?/g;

/**
 * Removes every message's German `defaultMessage` from code that swc has compiled for the
 * browser. Each id has its text in the catalogs, which the page loads anyway (`npm run
 * i18n:check` fails on a missing one), so the words would otherwise travel twice. Messages whose
 * default is not a plain string keep it.
 */
export function dropDefaultMessages(code: string): string {
  return code.replace(DEFAULT_MESSAGE, '');
}

/** The webpack loader around `dropDefaultMessages` (runs after swc-loader). */
export default function dropDefaultMessagesLoader(this: unknown, code: string): string {
  return dropDefaultMessages(code);
}
