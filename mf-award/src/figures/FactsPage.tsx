import { awardPagePath, type YearFigures } from '@eventalp/plugin-award/domain';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { BarChart } from './BarChart';
import type { FiguresData } from './figuresData';
import { figuresMessages as m } from './figuresMessages';
import { factsPath } from './figuresPaths';
import { KeyFigures } from './KeyFigures';

export interface FactsData extends FiguresData {
  /** The year shown in detail; null when there are no figures at all. */
  year: number | null;
}

/**
 * /site/{language}/swisslocationaward_facts_and_figures: the years side by side, then one year's
 * key figures, its categories and its regions, each chart with its table.
 */
export function FactsPage({ data }: { data: FactsData }) {
  const intl = useIntl();
  const t = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const chronological = [...data.years].reverse();
  const shown = data.years.find((figures) => figures.year === data.year);
  return (
    <article className="ea-section ea-award-figures">
      <h1>
        <FormattedMessage
          id="award.facts.heading"
          defaultMessage="Swiss Location Award: Zahlen und Fakten"
        />
      </h1>
      <p>
        <FormattedMessage
          id="award.facts.lead"
          defaultMessage="Wie viele Locations nominiert wurden, wie viele teilnahmen und wie viele Bewertungen sie erhielten: Jahr für Jahr, nach Kategorie und Region. Es zählen nur bestätigte und geprüfte Bewertungen."
        />
      </p>
      <h2>
        <FormattedMessage id="award.facts.years" defaultMessage="Die Jahre im Vergleich" />
      </h2>
      <BarChart
        caption={intl.formatMessage({
          id: 'award.facts.nominationsPerYear',
          defaultMessage: 'Nominierte Locations pro Jahr',
        })}
        valueLabel={t(m.nominations)}
        headers={[t(m.year), t(m.nominations), t(m.participants), t(m.ratings)]}
        rows={chronological.map((figures) => ({
          key: String(figures.year),
          label: String(figures.year),
          value: figures.nominations,
          cells: [figures.nominations, figures.participants, figures.ratings],
        }))}
      />
      <BarChart
        caption={intl.formatMessage({
          id: 'award.facts.ratingsPerYear',
          defaultMessage: 'Bewertungen pro Jahr',
        })}
        valueLabel={t(m.ratings)}
        headers={[t(m.year), t(m.ratings)]}
        rows={chronological.map((figures) => ({
          key: String(figures.year),
          label: String(figures.year),
          value: figures.ratings,
          cells: [figures.ratings],
        }))}
      />
      {data.years.length > 1 && (
        <nav
          aria-label={intl.formatMessage({
            id: 'award.facts.chooseYear',
            defaultMessage: 'Jahr wählen',
          })}
        >
          <ul className="ea-award-figures__years">
            {data.years.map(({ year }) => (
              <li key={year}>
                <a
                  className="ea-button ea-button--secondary"
                  href={`${factsPath(data.language)}?year=${year}`}
                  aria-current={year === data.year ? 'page' : undefined}
                >
                  {year}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {shown && <YearDetail figures={shown} data={data} />}
      <p>
        <a href={awardPagePath('retrospective', data.language)}>
          <FormattedMessage
            id="award.facts.toRetrospective"
            defaultMessage="Rückblick auf alle Jahre"
          />
        </a>
      </p>
    </article>
  );
}

function YearDetail({ figures, data }: { figures: YearFigures; data: FactsData }) {
  const intl = useIntl();
  const t = (message: (typeof m)[keyof typeof m]) => intl.formatMessage(message);
  const regions = figures.regions
    .filter((region) => region.nominations > 0)
    .sort((a, b) => b.nominations - a.nominations);
  return (
    <section aria-labelledby="ea-award-figures-year">
      <h2 id="ea-award-figures-year">
        <FormattedMessage
          id="award.facts.yearHeading"
          defaultMessage="{year} in Zahlen"
          values={{ year: figures.year }}
        />
      </h2>
      <KeyFigures figures={figures} />
      <BarChart
        caption={intl.formatMessage(
          {
            id: 'award.facts.perCategory',
            defaultMessage: 'Teilnehmende Locations pro Kategorie {year}',
          },
          { year: figures.year },
        )}
        valueLabel={t(m.participants)}
        headers={[t(m.category), t(m.participants), t(m.ratings)]}
        rows={[...figures.categories]
          .sort((a, b) => b.participants - a.participants || a.id - b.id)
          .map((category) => ({
            key: String(category.id),
            label: data.categoryNames[category.id] ?? String(category.id),
            value: category.participants,
            cells: [category.participants, category.ratings],
          }))}
      />
      <p className="ea-award-figures__note">
        <FormattedMessage
          id="award.facts.categoryNote"
          defaultMessage="Eine Location tritt in bis zu drei Kategorien an und zählt in jeder."
        />
      </p>
      <BarChart
        caption={intl.formatMessage(
          { id: 'award.facts.perRegion', defaultMessage: 'Nominierte Locations pro Region {year}' },
          { year: figures.year },
        )}
        valueLabel={t(m.nominations)}
        headers={[t(m.region), t(m.nominations), t(m.participants), t(m.ratings)]}
        rows={regions.map((region) => ({
          key: String(region.id ?? 'none'),
          label:
            region.id === null ? t(m.noRegion) : (data.regionNames[region.id] ?? String(region.id)),
          value: region.nominations,
          cells: [region.nominations, region.participants, region.ratings],
        }))}
      />
      {figures.winners !== null && (
        <p>
          <FormattedMessage
            id="award.facts.winners"
            defaultMessage="{count} Locations wurden {year} ausgezeichnet."
            values={{ count: <FormattedNumber value={figures.winners} />, year: figures.year }}
          />
        </p>
      )}
    </section>
  );
}
