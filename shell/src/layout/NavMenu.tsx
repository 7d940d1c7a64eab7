import { useUser } from '@eventalp/shell-kit';
import { useEffect, useId, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { navMenuLinks, type NavMenuLabel } from '../chrome/navMenuLinks';

const labels = defineMessages<NavMenuLabel>({
  locations: { id: 'shell.nav.locations', defaultMessage: 'Locations' },
  caterers: { id: 'shell.nav.caterers', defaultMessage: 'Catering & Partyservice' },
  eventTechnology: { id: 'shell.nav.eventTechnology', defaultMessage: 'Eventtechnik' },
  agencies: { id: 'shell.nav.agencies', defaultMessage: 'Agenturen' },
  furnishing: { id: 'shell.nav.furnishing', defaultMessage: 'Einrichtung & Ausstattung' },
  infrastructure: { id: 'shell.nav.infrastructure', defaultMessage: 'Infrastruktur' },
  entertainment: { id: 'shell.nav.entertainment', defaultMessage: 'Unterhaltung' },
  packages: { id: 'shell.nav.packages', defaultMessage: 'Pakete' },
  magazine: { id: 'shell.nav.magazine', defaultMessage: 'Eventmagazin' },
  jobs: { id: 'shell.nav.jobs', defaultMessage: 'Eventjobs' },
  award: { id: 'shell.nav.award', defaultMessage: 'Swiss Location Award' },
  advertising: { id: 'shell.nav.advertising', defaultMessage: 'Werbemöglichkeiten' },
  help: { id: 'shell.nav.help', defaultMessage: 'Hilfe' },
});

/**
 * The header's navigation menu: a button and the panel it opens. It closes on Escape (focus goes
 * back to the button), a click outside and any navigation.
 */
export function NavMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const user = useUser();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onNavigation = () => onOpenChange(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('single-spa:routing-event', onNavigation);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('single-spa:routing-event', onNavigation);
    };
  }, [open, onOpenChange]);

  return (
    <div className="ea-nav-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="ea-button ea-header__control ea-nav-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {open ? (
          <span className="ea-header__icon ea-header__icon--x" aria-hidden="true" />
        ) : (
          <span className="ea-header__icon ea-header__icon--menu" aria-hidden="true" />
        )}
        <span className="ea-header__label">
          {intl.formatMessage({ id: 'shell.nav.menu', defaultMessage: 'Menü' })}
        </span>
      </button>
      <nav
        id={panelId}
        className="ea-nav-menu__panel"
        hidden={!open}
        aria-label={intl.formatMessage({
          id: 'shell.nav.label',
          defaultMessage: 'Hauptnavigation',
        })}
      >
        <ul>
          {navMenuLinks(user).map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={() => onOpenChange(false)}>
                {intl.formatMessage(labels[link.label])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
