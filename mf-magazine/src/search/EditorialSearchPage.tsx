import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ArticleTeaser } from '../magazine/ArticleTeaser';
import { Pagination } from '../magazine/Pagination';
import {
  EDITORIAL_SEARCH_PATH,
  editorialSearchHref,
  type EditorialSearchData,
} from './editorialSearchPage';

/** The search form (a plain GET form, works before hydration) and one page of matching articles. */
export function EditorialSearchPage({ data }: { data: EditorialSearchData }) {
  const intl = useIntl();
  const inputId = useId();
  return (
    <section className="ea-section ea-magazine">
      <h1>
        <FormattedMessage id="editorialSearch.heading" defaultMessage="Suche im Eventmagazin" />
      </h1>
      <form role="search" method="get" action={EDITORIAL_SEARCH_PATH}>
        <label htmlFor={inputId}>
          <FormattedMessage id="editorialSearch.label" defaultMessage="Suchbegriff" />
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          defaultValue={data.q}
          minLength={2}
          maxLength={100}
        />
        <button type="submit" className="ea-button">
          {intl.formatMessage({ id: 'editorialSearch.submit', defaultMessage: 'Suchen' })}
        </button>
      </form>
      {data.q.length >= 2 && (
        <p role="status">
          <FormattedMessage
            id="editorialSearch.count"
            defaultMessage="{total, plural, =0 {Keine Artikel gefunden} one {# Artikel gefunden} other {# Artikel gefunden}}"
            values={{ total: data.total }}
          />
        </p>
      )}
      <div className="ea-magazine-list">
        {data.data.map((article, index) => (
          <ArticleTeaser key={article.id} article={article} eager={index < 3} />
        ))}
      </div>
      <Pagination
        page={data.page}
        pageCount={data.page_count}
        hrefFor={(page) => editorialSearchHref(page, data.q)}
      />
    </section>
  );
}
