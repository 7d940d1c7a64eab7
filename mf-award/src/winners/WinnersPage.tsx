import type { AwardLanguage, AwardWinner, AwardWinnersPage } from '@eventalp/plugin-award/domain';
import { Card, EmptyState, Pagination, ResponsiveImage } from '@eventalp/shell-ui';
import { useId } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { AwardCategory } from '../categories/awardCategories';
import { gradeLabels } from '../seal/AwardSeal';
import { winnersHref, type WinnersFilters } from './winnersPaths';
import './winners.css';

export interface WinnersPageData {
  language: AwardLanguage;
  year: number;
  /** The page's own path (without query). */
  path: string;
  filters: WinnersFilters;
  categories: AwardCategory[];
  regions: { id: number; name: string }[];
  result: AwardWinnersPage;
}

const decimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** The parts of a score, each with the voices behind it (transparency beyond the anchors). */
function ScoreParts({ winner }: { winner: Pick<AwardWinner, 'public' | 'jury' | 'technical'> }) {
  return (
    <dl className="ea-award-winner__parts">
      <div>
        <dt>
          <FormattedMessage id="award.winners.public" defaultMessage="Publikum" />
        </dt>
        <dd>
          {winner.public.mean !== null && (
            <FormattedNumber value={winner.public.mean} {...decimal} />
          )}{' '}
          <FormattedMessage
            id="award.winners.ratings"
            defaultMessage="({count, plural, one {# Bewertung} other {# Bewertungen}})"
            values={{ count: winner.public.count }}
          />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="award.winners.jury" defaultMessage="Jury" />
        </dt>
        <dd>
          {winner.jury.mean !== null && <FormattedNumber value={winner.jury.mean} {...decimal} />}{' '}
          <FormattedMessage
            id="award.winners.juryVotes"
            defaultMessage="({count, plural, one {# Stimme} other {# Stimmen}})"
            values={{ count: winner.jury.count }}
          />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="award.winners.technical" defaultMessage="Technische Auswertung" />
        </dt>
        <dd>
          <FormattedNumber value={winner.technical} {...decimal} />
        </dd>
      </div>
    </dl>
  );
}

/** An awarded venue: its photo with the seal, name, place, category, points and their parts. */
function WinnerCard(props: {
  winner: AwardWinner;
  index: number;
  year: number;
  categoryNames: Map<number, string>;
}) {
  const intl = useIntl();
  const { winner, index, year } = props;
  const photo = winner.entry?.media.photos[0];
  const place = winner.entry
    ? [winner.entry.place, winner.entry.region].filter(Boolean).join(', ')
    : '';
  const grade = intl.formatMessage(gradeLabels[winner.grade]);
  return (
    <Card
      className="ea-award-card ea-award-winner"
      media={
        <div className="ea-award-winner__media">
          {photo ? (
            <ResponsiveImage
              media={photo}
              alt=""
              targetWidth={360}
              sizes="(min-width: 768px) 360px, 100vw"
              loading={index < 3 ? 'eager' : 'lazy'}
            />
          ) : (
            <div className="ea-award-card__placeholder" aria-hidden="true" />
          )}
          <span className={`ea-award-seal ea-award-seal--${winner.grade}`}>
            <span className="ea-award-seal__award">Swiss Location Award {year}</span>
            <strong>{grade}</strong>
          </span>
        </div>
      }
      title={winner.name}
      href={winner.entry?.path}
      meta={place || undefined}
      actions={
        <span
          className="ea-award-points"
          aria-label={intl.formatMessage(
            { id: 'award.winners.pointsLabel', defaultMessage: '{points} von 10 Punkten' },
            { points: intl.formatNumber(winner.score, decimal) },
          )}
        >
          <FormattedNumber value={winner.score} {...decimal} />
        </span>
      }
    >
      <p className="ea-award-card__categories">
        {props.categoryNames.get(winner.category_id)}
        {' · '}
        <FormattedMessage
          id="award.winners.placement"
          defaultMessage="Rang {placement}"
          values={{ placement: winner.placement }}
        />
      </p>
      <ScoreParts winner={winner} />
      {winner.public.few && (
        <p className="ea-award-winner__note">
          <FormattedMessage
            id="award.winners.fewRatings"
            defaultMessage="Wenige Bewertungen: das Publikumsdrittel beruht auf {count, plural, one {# Stimme} other {# Stimmen}}."
            values={{ count: winner.public.count }}
          />
        </p>
      )}
    </Card>
  );
}

/** The filters: category and region, sent as the page's query (works without JavaScript). */
function WinnersFilterForm({ data }: { data: WinnersPageData }) {
  const categoryId = useId();
  const regionId = useId();
  const intl = useIntl();
  const any = intl.formatMessage({ id: 'award.winners.any', defaultMessage: 'Alle' });
  const offered = data.categories.filter((c) => data.result.categories.includes(c.id));
  return (
    <form className="ea-award-winners__filters" method="get" action={data.path}>
      <div className="ea-form__field">
        <label htmlFor={categoryId}>
          <FormattedMessage id="award.winners.category" defaultMessage="Kategorie" />
        </label>
        <select
          id={categoryId}
          name="category"
          className="ea-input"
          defaultValue={data.filters.category ?? ''}
        >
          <option value="">{any}</option>
          {offered.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="ea-form__field">
        <label htmlFor={regionId}>
          <FormattedMessage id="award.winners.region" defaultMessage="Region" />
        </label>
        <select
          id={regionId}
          name="region"
          className="ea-input"
          defaultValue={data.filters.region ?? ''}
        >
          <option value="">{any}</option>
          {data.regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="ea-button ea-button--secondary">
        <FormattedMessage id="award.winners.filter" defaultMessage="Anzeigen" />
      </button>
    </form>
  );
}

/**
 * The winners of an award year (spec section 2): every awarded venue with its seal, points badge
 * and the parts of its score, the audience award, filters by category and region. Before the
 * year's results are published it says so.
 */
export function WinnersPage({ data }: { data: WinnersPageData }) {
  const intl = useIntl();
  const { result, year, path, filters } = data;
  const categoryNames = new Map(data.categories.map((c) => [c.id, c.name]));
  const pageCount = Math.ceil(result.total / result.per_page);
  const audience = result.audience_award;
  return (
    <section className="ea-section ea-award-winners">
      <h1>
        <FormattedMessage
          id="award.winners.heading"
          defaultMessage="Ausgezeichnete Locations {year}"
          values={{ year }}
        />
      </h1>
      {!result.published ? (
        <EmptyState
          title={
            <FormattedMessage
              id="award.winners.notYet"
              defaultMessage="Die Ergebnisse {year} sind noch nicht veröffentlicht."
              values={{ year }}
            />
          }
          text={
            <FormattedMessage
              id="award.winners.notYetText"
              defaultMessage="Die Gewinnerinnen und Gewinner werden an der Preisverleihung bekanntgegeben."
            />
          }
        />
      ) : (
        <>
          <p className="ea-award-search__intro">
            <FormattedMessage
              id="award.winners.intro"
              defaultMessage="Je ein Drittel der Punkte stammt aus den bestätigten Bewertungen von Veranstaltern und Gästen, aus dem Urteil der Fachjury und aus einer technischen Auswertung des Eintrags. Ab 7,7 Punkten gibt es ein Gütesiegel."
            />
          </p>
          {audience && (
            <aside className="ea-award-audience">
              <h2>
                <FormattedMessage id="award.winners.audience" defaultMessage="Publikumspreis" />
              </h2>
              <p>
                <FormattedMessage
                  id="award.winners.audienceText"
                  defaultMessage="{name}: die meisten bestätigten Bewertungen ({count})."
                  values={{ name: <strong>{audience.name}</strong>, count: audience.public.count }}
                />
              </p>
            </aside>
          )}
          <div className="ea-award-search__bar">
            <p className="ea-award-search__count" role="status">
              <FormattedMessage
                id="award.winners.count"
                defaultMessage="{count, plural, one {# ausgezeichnete Location} other {# ausgezeichnete Locations}}"
                values={{ count: result.total }}
              />
            </p>
            <WinnersFilterForm data={data} />
          </div>
          {result.data.length ? (
            <ol className="ea-award-results">
              {result.data.map((winner, index) => (
                <li key={`${winner.nominee_id}:${winner.category_id}`}>
                  <WinnerCard
                    winner={winner}
                    index={index}
                    year={year}
                    categoryNames={categoryNames}
                  />
                </li>
              ))}
            </ol>
          ) : (
            <EmptyState
              title={
                <FormattedMessage
                  id="award.winners.empty"
                  defaultMessage="Keine Location gefunden."
                />
              }
              action={
                <a className="ea-button ea-button--secondary" href={path}>
                  <FormattedMessage id="award.winners.reset" defaultMessage="Zurücksetzen" />
                </a>
              }
            />
          )}
          <Pagination
            page={result.page}
            pageCount={pageCount}
            hrefFor={(page) => winnersHref(path, { ...filters, page })}
            labels={{
              nav: intl.formatMessage({ id: 'award.winners.pages', defaultMessage: 'Seiten' }),
              previous: intl.formatMessage({
                id: 'award.winners.previous',
                defaultMessage: 'Zurück',
              }),
              next: intl.formatMessage({ id: 'award.winners.next', defaultMessage: 'Weiter' }),
            }}
          />
        </>
      )}
    </section>
  );
}
