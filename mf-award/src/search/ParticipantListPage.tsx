import {
  ratingOpen,
  type AwardCampaigns,
  type AwardLanguage,
  type AwardParticipantPage,
  type ParticipantList,
} from '@eventalp/plugin-award/domain';
import { EmptyState, Pagination } from '@eventalp/shell-ui';
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CampaignNotices } from '../campaign/CampaignNotices';
import type { AwardCategory } from '../categories/awardCategories';
import { AwardFilterDialog } from './AwardFilterDialog';
import { ParticipantCard } from './ParticipantCard';
import { listHref, type ParticipantFilters } from './participantSearch';
import './search.css';

export interface ParticipantListData {
  language: AwardLanguage;
  list: ParticipantList;
  /** The list's own path (without query), the form's action and the links' base. */
  path: string;
  filters: ParticipantFilters;
  campaigns: AwardCampaigns;
  categories: AwardCategory[];
  regions: { id: number; name: string }[];
  result: AwardParticipantPage;
}

/** The active filters as links that drop one each (they work without JavaScript). */
function ActiveFilters({ data, names }: { data: ParticipantListData; names: Map<string, string> }) {
  const intl = useIntl();
  const { filters, path } = data;
  const chips = [
    filters.name && { key: 'name', label: `«${filters.name}»` },
    filters.region && { key: 'region', label: names.get(`region:${filters.region}`) },
    filters.category && { key: 'category', label: names.get(`category:${filters.category}`) },
  ].filter(
    (chip): chip is { key: 'name' | 'region' | 'category'; label: string } =>
      !!chip && !!chip.label,
  );
  if (!chips.length) return null;
  return (
    <ul
      className="ea-award-active-filters"
      aria-label={intl.formatMessage({
        id: 'award.search.active',
        defaultMessage: 'Aktive Filter',
      })}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <a
            className="ea-chip ea-chip--filter"
            href={listHref(path, { ...filters, [chip.key]: undefined, page: 1 })}
            aria-label={intl.formatMessage(
              { id: 'award.search.removeFilter', defaultMessage: 'Filter {label} entfernen' },
              { label: chip.label },
            )}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The award search (`participating`: the venues that confirmed their participation, with the way
 * to rate them while the rating runs) and the nominated list (`nominated`): the campaign's state,
 * the categories, the filter modal, the result count, the cards and the pages.
 */
export function ParticipantListPage({ data }: { data: ParticipantListData }) {
  const intl = useIntl();
  const categoriesId = useId();
  const { result, filters, language, path } = data;
  const names = useMemo(
    () =>
      new Map([
        ...data.categories.map((c) => [`category:${c.id}`, c.name] as const),
        ...data.regions.map((r) => [`region:${r.id}`, r.name] as const),
      ]),
    [data.categories, data.regions],
  );
  const categoryNames = useMemo(
    () => new Map(data.categories.map((category) => [category.id, category.name])),
    [data.categories],
  );
  const rating = data.list === 'participating' && ratingOpen(data.campaigns.windows);
  const pageCount = Math.ceil(result.total / result.per_page);
  return (
    <section className="ea-section ea-award-search">
      <h1>
        {data.list === 'participating' ? (
          <FormattedMessage
            id="award.search.heading"
            defaultMessage="Swiss Location Award {year}"
            values={{ year: result.year }}
          />
        ) : (
          <FormattedMessage
            id="award.nominated.heading"
            defaultMessage="Nominierte Locations {year}"
            values={{ year: result.year }}
          />
        )}
      </h1>
      <p className="ea-award-search__intro">
        {data.list === 'participating' ? (
          <FormattedMessage
            id="award.search.intro"
            defaultMessage="Diese Locations nehmen am Swiss Location Award {year} teil. Warst du an einem Anlass in einer von ihnen? Bewerte sie, solange die Bewertung läuft."
            values={{ year: result.year }}
          />
        ) : (
          <FormattedMessage
            id="award.nominated.intro"
            defaultMessage="Diese Locations wurden für den Swiss Location Award {year} nominiert und formell geprüft."
            values={{ year: result.year }}
          />
        )}
      </p>
      <CampaignNotices campaigns={data.campaigns} language={language} />
      <h2 id={categoriesId}>
        <FormattedMessage id="award.categories.heading" defaultMessage="Kategorien" />
      </h2>
      <ul aria-labelledby={categoriesId} className="ea-award-categories">
        {data.categories.map((category) => (
          <li key={category.id}>
            <a
              href={listHref(path, { category: category.id })}
              aria-current={filters.category === category.id ? 'true' : undefined}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
      <div className="ea-award-search__bar">
        <p className="ea-award-search__count" role="status">
          <FormattedMessage
            id="award.search.count"
            defaultMessage="{count, plural, one {# Location} other {# Locations}}"
            values={{ count: result.total }}
          />
        </p>
        <AwardFilterDialog
          action={path}
          filters={filters}
          regions={data.regions}
          categories={data.categories}
        />
      </div>
      <ActiveFilters data={data} names={names} />
      {result.data.length ? (
        <ul className="ea-award-results">
          {result.data.map((venue, index) => (
            <li key={venue.id}>
              <ParticipantCard
                venue={venue}
                index={index}
                language={language}
                categoryNames={categoryNames}
                ratingOpen={rating}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={
            <FormattedMessage id="award.search.empty" defaultMessage="Keine Location gefunden." />
          }
          text={
            <FormattedMessage
              id="award.search.emptyText"
              defaultMessage="Ändere die Filter oder setze sie zurück."
            />
          }
          action={
            <a className="ea-button ea-button--secondary" href={path}>
              <FormattedMessage id="award.search.reset" defaultMessage="Zurücksetzen" />
            </a>
          }
        />
      )}
      <Pagination
        page={result.page}
        pageCount={pageCount}
        hrefFor={(page) => listHref(path, { ...filters, page })}
        labels={{
          nav: intl.formatMessage({ id: 'award.search.pages', defaultMessage: 'Seiten' }),
          previous: intl.formatMessage({ id: 'award.search.previous', defaultMessage: 'Zurück' }),
          next: intl.formatMessage({ id: 'award.search.next', defaultMessage: 'Weiter' }),
        }}
      />
    </section>
  );
}
