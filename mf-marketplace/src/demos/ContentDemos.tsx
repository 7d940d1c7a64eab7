import {
  Breadcrumbs,
  Button,
  Card,
  CATEGORY_ICON_NAMES,
  CategoryIcon,
  Icon,
  EmptyState,
  FilterChip,
  Pagination,
  Skeleton,
  ToggleChip,
} from '@eventalp/shell-ui';
import { Heart } from 'lucide';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DemoCase } from './DemoCase';

/** A heart outline: the empty favourites' picture. */
const heartIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
  </svg>
);

/** Chips, cards, skeletons, the empty state, breadcrumbs and pagination. */
export function ContentDemos() {
  const intl = useIntl();
  const [filters, setFilters] = useState(['Zürich', '50–100 Personen', 'Seminar']);
  const [parking, setParking] = useState(true);
  const [terrace, setTerrace] = useState(false);
  const [page, setPage] = useState(3);
  return (
    <>
      <section className="ea-demos__section" aria-labelledby="demos-chips">
        <h2 id="demos-chips">
          <FormattedMessage id="marketplace.demos.chips" defaultMessage="Chips" />
        </h2>
        <div className="ea-demos__grid">
          <DemoCase
            title={
              <FormattedMessage id="marketplace.demos.filterChips" defaultMessage="Aktive Filter" />
            }
          >
            <div className="ea-demos__row">
              {filters.map((filter) => (
                <FilterChip
                  key={filter}
                  label={filter}
                  onRemove={() => setFilters((list) => list.filter((item) => item !== filter))}
                />
              ))}
            </div>
          </DemoCase>
          <DemoCase
            title={<FormattedMessage id="marketplace.demos.toggleChips" defaultMessage="Ein/aus" />}
          >
            <div className="ea-demos__row">
              <ToggleChip pressed={parking} onToggle={setParking}>
                <FormattedMessage id="marketplace.demos.parking" defaultMessage="Parkplätze" />
              </ToggleChip>
              <ToggleChip pressed={terrace} onToggle={setTerrace}>
                <FormattedMessage id="marketplace.demos.terrace" defaultMessage="Terrasse" />
              </ToggleChip>
              <ToggleChip pressed={false} onToggle={() => {}} disabled>
                <FormattedMessage
                  id="marketplace.demos.unavailable"
                  defaultMessage="Nicht verfügbar"
                />
              </ToggleChip>
            </div>
          </DemoCase>
        </div>
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-cards">
        <h2 id="demos-cards">
          <FormattedMessage id="marketplace.demos.cards" defaultMessage="Karten" />
        </h2>
        <div className="ea-demos__cards">
          <Card
            media={<div className="ea-demos__media" />}
            title="Villa Adler"
            href="/locations"
            meta={intl.formatMessage({
              id: 'marketplace.demos.cardMeta',
              defaultMessage: 'Zürich · bis 120 Personen',
            })}
            actions={
              <Button size="sm">
                <FormattedMessage id="marketplace.demos.secondary" defaultMessage="Merken" />
              </Button>
            }
          >
            <p>
              <FormattedMessage
                id="marketplace.demos.cardText"
                defaultMessage="Jugendstilvilla am See mit Park, drei Sälen und eigener Küche."
              />
            </p>
          </Card>
          <div className="ea-content-card" aria-hidden="true">
            <Skeleton shape="rect" />
            <div className="ea-content-card__body">
              <Skeleton width="70%" />
              <Skeleton lines={2} />
            </div>
          </div>
        </div>
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-icons">
        <h2 id="demos-icons">
          <FormattedMessage id="marketplace.demos.icons" defaultMessage="Symbole" />
        </h2>
        <DemoCase
          title={
            <FormattedMessage
              id="marketplace.demos.categoryIcons"
              defaultMessage="Kategorien (mit Namen für Screenreader)"
            />
          }
        >
          <ul className="ea-demos__icons">
            {CATEGORY_ICON_NAMES.map((name) => (
              <li key={name}>
                <CategoryIcon name={name} label={name} size={28} />
                <code>{name}</code>
              </li>
            ))}
            <li>
              <CategoryIcon name="gibt-es-nicht" label="gibt-es-nicht" size={28} />
              <code>
                <FormattedMessage
                  id="marketplace.demos.iconFallback"
                  defaultMessage="unbekannt: Standardsymbol"
                />
              </code>
            </li>
          </ul>
        </DemoCase>
        <DemoCase
          title={
            <FormattedMessage
              id="marketplace.demos.interfaceIcons"
              defaultMessage="Oberfläche (dekorativ, ohne JavaScript als CSS-Maske)"
            />
          }
        >
          <div className="ea-demos__row">
            <Icon icon={Heart} />
            {['x', 'map-pin', 'heart', 'chevron-left', 'chevron-right'].map((name) => (
              <span key={name} className={`ea-icon ea-icon--${name}`} aria-hidden="true" />
            ))}
          </div>
        </DemoCase>
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-skeletons">
        <h2 id="demos-skeletons">
          <FormattedMessage
            id="marketplace.demos.skeletons"
            defaultMessage="Platzhalter beim Laden"
          />
        </h2>
        <div className="ea-demos__row" aria-busy="true">
          <Skeleton shape="circle" />
          <Skeleton shape="rect" width={160} />
          <Skeleton lines={3} width={240} />
        </div>
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-empty">
        <h2 id="demos-empty">
          <FormattedMessage id="marketplace.demos.empty" defaultMessage="Leerer Zustand" />
        </h2>
        <EmptyState
          headingLevel={3}
          icon={heartIcon}
          title={intl.formatMessage({
            id: 'marketplace.demos.emptyTitle',
            defaultMessage: 'Noch keine Favoriten',
          })}
          text={intl.formatMessage({
            id: 'marketplace.demos.emptyText',
            defaultMessage: 'Merke dir Locations, die dir gefallen: sie erscheinen dann hier.',
          })}
          action={
            <Button href="/locations" variant="primary">
              <FormattedMessage id="marketplace.demos.link" defaultMessage="Locations entdecken" />
            </Button>
          }
        />
      </section>
      <section className="ea-demos__section" aria-labelledby="demos-navigation">
        <h2 id="demos-navigation">
          <FormattedMessage
            id="marketplace.demos.navigation"
            defaultMessage="Brotkrumen und Seiten"
          />
        </h2>
        <Breadcrumbs
          label={intl.formatMessage({
            id: 'marketplace.demos.breadcrumbs',
            defaultMessage: 'Brotkrumen',
          })}
          trail={[
            {
              name: intl.formatMessage({
                id: 'marketplace.demos.home',
                defaultMessage: 'Startseite',
              }),
              path: '/',
            },
            { name: 'Locations', path: '/locations' },
            {
              name: intl.formatMessage({
                id: 'marketplace.demos.title',
                defaultMessage: 'Designsystem – Styleguide',
              }),
              path: '/demos',
            },
          ]}
        />
        <Pagination
          page={page}
          pageCount={12}
          hrefFor={(target) => `/demos?page=${target}`}
          onNavigate={setPage}
          labels={{
            nav: intl.formatMessage({ id: 'marketplace.demos.pages', defaultMessage: 'Seiten' }),
            previous: intl.formatMessage({
              id: 'marketplace.demos.previous',
              defaultMessage: 'Zurück',
            }),
            next: intl.formatMessage({ id: 'marketplace.demos.next', defaultMessage: 'Weiter' }),
          }}
        />
      </section>
    </>
  );
}
