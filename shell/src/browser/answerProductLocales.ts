import { isLocale } from '@eventalp/shell-kit';

type LocaleCheck = typeof Intl.NumberFormat.supportedLocalesOf;

/**
 * Lets `Intl.NumberFormat.supportedLocalesOf` and `Intl.DateTimeFormat.supportedLocalesOf`
 * answer for the product's own locales (de-CH, de-DE, de-AT, fr, it, en) without asking the
 * engine; any other question goes to the engine as before.
 *
 * Why: react-intl asks both when it builds an intl object, and intl-messageformat asks the first
 * for every message it formats. The engine answers its first such question in a page by listing
 * every locale it has data for, in one piece: about 45 ms on a desktop CPU and four times that
 * with Lighthouse's phone profile (Chromium's profiler on the search page: the largest single
 * block of main-thread work after the bundles' own evaluation, and a long task in the middle of
 * hydration). Every browser ships the data of these six locales, so the answer is known.
 * Installed by the shell before anything on the page formats a message. Returns a function that
 * puts the engine's own checks back.
 */
export function answerProductLocales(): () => void {
  const constructors = [Intl.NumberFormat, Intl.DateTimeFormat] as const;
  const originals = constructors.map((constructor) => constructor.supportedLocalesOf);
  constructors.forEach((constructor, index) => {
    const original = originals[index]!;
    const check: LocaleCheck = (locales, options) => {
      const asked: unknown[] = ([] as unknown[]).concat(locales ?? []);
      const known =
        asked.length > 0 && asked.every((locale) => typeof locale === 'string' && isLocale(locale));
      return known ? [...new Set(asked as string[])] : original.call(constructor, locales, options);
    };
    constructor.supportedLocalesOf = check;
  });
  return () =>
    constructors.forEach((constructor, index) => {
      constructor.supportedLocalesOf = originals[index]!;
    });
}
