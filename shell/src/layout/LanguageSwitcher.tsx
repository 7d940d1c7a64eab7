import { usePlatform } from '@eventalp/shell-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  languageOf,
  languageSwitchHref,
  type Language,
} from '../routing/languages';

export interface LanguageSwitcherProps {
  /** 'header': a compact disclosure (the current language's code); 'footer': the list itself. */
  variant: 'header' | 'footer';
  /**
   * The page's path as the server rendered it; without it the links name no page and the switch
   * route goes back to the page that linked it (its Referer). After hydration the links follow
   * the page's current path and query.
   */
  path?: string;
}

/** The page to come back to: what the server knew at first, then the browser's location. */
function useReturnPath(initialPath: string | undefined): string | undefined {
  const [path, setPath] = useState(initialPath);
  useEffect(() => {
    const update = () =>
      setPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    update();
    window.addEventListener('single-spa:routing-event', update);
    return () => window.removeEventListener('single-spa:routing-event', update);
  }, []);
  return path;
}

const hrefOf = (language: Language, path: string | undefined) =>
  path === undefined ? `/locale/${language}` : languageSwitchHref(language, path);

/**
 * The language switcher: Deutsch, Français, Italiano, English, each a link (`lang`, `hreflang`)
 * to `/locale/{code}`, which keeps the choice in a cookie and reloads the page in it (on an award
 * page: the same page in that language). Plain links, so it works without JavaScript; in the
 * header a native disclosure (`<details>`), which Escape and a click outside close.
 */
export function LanguageSwitcher({ variant, path: initialPath }: LanguageSwitcherProps) {
  const { locale } = usePlatform();
  const intl = useIntl();
  const current = languageOf(locale);
  const path = useReturnPath(initialPath);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const titleId = useId();
  const label = intl.formatMessage({ id: 'shell.language.label', defaultMessage: 'Sprache' });

  useEffect(() => {
    const details = disclosure.current;
    if (!details) return;
    const close = (focusSummary: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusSummary) details.querySelector('summary')?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    details.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      details.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  const list = (
    <ul className="ea-language__list" aria-label={variant === 'footer' ? undefined : label}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={hrefOf(language, path)}
            lang={language}
            hrefLang={language}
            className="ea-language__link"
            aria-current={language === current ? 'true' : undefined}
            data-language={language}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );

  if (variant === 'footer')
    return (
      <nav className="ea-language ea-language--footer" aria-labelledby={titleId}>
        <h2 id={titleId} className="ea-language__title">
          {label}
        </h2>
        {list}
      </nav>
    );
  return (
    <details className="ea-language ea-language--header" ref={disclosure}>
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
