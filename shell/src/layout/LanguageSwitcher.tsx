import { usePlatform } from '@eventalp/shell-kit';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from '../routing/languages';

export interface LanguageSwitcherProps {
  /** 'header': a compact disclosure (the current language's code); 'footer': the list itself. */
  variant: 'header' | 'footer';
}

function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  details.open = false;
  details.querySelector('summary')?.focus();
}

/** A click or Tab elsewhere moves the focus out: the list closes. */
function closeOnLeave(event: FocusEvent<HTMLDetailsElement>) {
  if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
}

/**
 * The language switcher: Deutsch, Français, Italiano, English, each a plain link (`lang`,
 * `hreflang`) to `/locale/{code}`, which keeps the choice in a cookie and returns to the page
 * that linked it (its Referer: the site's referrer policy sends path and query to its own
 * origin) in that language, an award page to the same page in it. In the header a native
 * disclosure (`<details>`), which Escape and leaving it close.
 */
export function LanguageSwitcher({ variant }: LanguageSwitcherProps) {
  const { locale } = usePlatform();
  const intl = useIntl();
  const current = languageOf(locale);
  const label = intl.formatMessage({ id: 'shell.language.label', defaultMessage: 'Sprache' });

  const list = (
    <ul aria-label={variant === 'header' ? label : undefined}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={`/locale/${language}`}
            lang={language}
            hrefLang={language}
            aria-current={language === current ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );

  if (variant === 'footer')
    return (
      <nav className="ea-language ea-language--footer" aria-label={label}>
        <h2>{label}</h2>
        {list}
      </nav>
    );
  return (
    <details
      className="ea-language ea-language--header"
      onKeyDown={closeOnEscape}
      onBlur={closeOnLeave}
    >
      <summary className="ea-language__toggle">
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <span className="ea-visually-hidden">
          {intl.formatMessage(
            { id: 'shell.language.current', defaultMessage: 'Sprache: {language}' },
            { language: LANGUAGE_NAMES[current] },
          )}
        </span>
      </summary>
      <div className="ea-language__panel">{list}</div>
    </details>
  );
}
