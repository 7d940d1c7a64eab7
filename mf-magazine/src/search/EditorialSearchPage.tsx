import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ArticleTeaser } from '../magazine/ArticleTeaser';
import { Pagination } from '../magazine/Pagination';
import { EditorialSearchForm } from './EditorialSearchForm';
import {
  EDITORIAL_KINDS,
  editorialSearchHref,
  type EditorialHit,
  type EditorialKind,
  type EditorialSearchData,
} from './editorialSearch.page';
import './editorialSearch.css';

function kindLabel(intl: IntlShape, kind: EditorialKind): string {
  switch (kind) {
    case 'article':
      return intl.formatMessage({ id: 'editorialSearch.kind.article', defaultMessage: 'Magazin' });
    case 'job':
      return intl.formatMessage({ id: 'editorialSearch.kind.job', defaultMessage: 'Eventjobs' });
    case 'help':
      return intl.formatMessage({ id: 'editorialSearch.kind.help', defaultMessage: 'Hilfe' });
    case 'page':
      return intl.formatMessage({ id: 'editorialSearch.kind.page', defaultMessage: 'Ratgeber' });
  }
}

/** A job, help article or guide: its kind, title (the link), meta line and teaser. */
function ItemResult({ hit }: { hit: Exclude<EditorialHit, { kind: 'article' }> }) {
  const intl = useIntl();
  return (
    <article className={`ea-search-hit ea-search-hit--${hit.kind}`}>
      <p className="ea-search-hit__kind">{kindLabel(intl, hit.kind)}</p>
      <h2>
        <a href={hit.item.path}>{hit.item.name}</a>
      </h2>
      {hit.item.meta && <p className="ea-search-hit__meta">{hit.item.meta}</p>}
      {hit.item.teaser && <p>{hit.item.teaser}</p>}
    </article>
  );
}

/**
 * The search form (a plain GET form, works before hydration), the kinds with their counts as
 * filter links, and one page of matching articles, jobs and help articles.
 */
export function EditorialSearchPage({ data }: { data: EditorialSearchData }) {
  const intl = useIntl();
  const searched = data.q.length >= 2;
  const allCount = EDITORIAL_KINDS.reduce((sum, kind) => sum + (data.kinds[kind] ?? 0), 0);
  return (
    <section className="ea-section ea-magazine">
      <h1>
        <FormattedMessage id="editorialSearch.heading" defaultMessage="Suche im Eventmagazin" />
      </h1>
      <EditorialSearchForm
        label={<FormattedMessage id="editorialSearch.label" defaultMessage="Suchbegriff" />}
        q={data.q}
        kind={data.kind}
      />
      {searched && (
        <nav
          className="ea-search-kinds"
          aria-label={intl.formatMessage({
            id: 'editorialSearch.kinds',
            defaultMessage: 'Resultate eingrenzen',
          })}
        >
          <a href={editorialSearchHref(1, data.q)} aria-current={data.kind ? undefined : 'page'}>
            <FormattedMessage
              id="editorialSearch.kind.all"
              defaultMessage="Alle ({count})"
              values={{ count: allCount }}
            />
          </a>
          {EDITORIAL_KINDS.filter((kind) => data.kinds[kind] > 0 || kind === data.kind).map(
            (kind) => (
              <a
                key={kind}
                href={editorialSearchHref(1, data.q, kind)}
                aria-current={data.kind === kind ? 'page' : undefined}
              >
                {kindLabel(intl, kind)} ({data.kinds[kind]})
              </a>
            ),
          )}
        </nav>
      )}
      {searched && (
        <p role="status">
          <FormattedMessage
            id="editorialSearch.resultCount"
            defaultMessage="{total, plural, =0 {Keine Resultate gefunden} one {# Resultat gefunden} other {# Resultate gefunden}}"
            values={{ total: data.total }}
          />
        </p>
      )}
      <div className="ea-magazine-list">
        {data.data.map((hit, index) =>
          hit.kind === 'article' ? (
            <ArticleTeaser key={`a${hit.article.id}`} article={hit.article} eager={index < 3} />
          ) : (
            <ItemResult key={`${hit.kind}${hit.item.id}`} hit={hit} />
          ),
        )}
      </div>
      <Pagination
        page={data.page}
        pageCount={data.page_count}
        hrefFor={(page) => editorialSearchHref(page, data.q, data.kind)}
      />
    </section>
  );
}
