import { magazineListPath } from '@eventalp/plugin-magazine/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ArticleTeaser } from './ArticleTeaser';
import type { MagazineListData } from './magazine.page';
import { Pagination } from './Pagination';

/** The magazine list: heading, tag filter, one page of articles and the page links. */
export function MagazinePage({ data }: { data: MagazineListData }) {
  const tagsHeadingId = useId();
  const { list, tags } = data;
  const activeTag = list.tag?.slug ?? null;
  return (
    <section className="ea-section ea-magazine">
      <h1>
        {list.tag ? (
          <FormattedMessage
            id="magazine.list.tagHeading"
            defaultMessage="Eventmagazin: {tag}"
            values={{ tag: list.tag.name }}
          />
        ) : (
          <FormattedMessage id="magazine.list.heading" defaultMessage="Eventmagazin" />
        )}
      </h1>
      <h2 id={tagsHeadingId}>
        <FormattedMessage id="magazine.tags.heading" defaultMessage="Themen" />
      </h2>
      <ul className="ea-chip-list" aria-labelledby={tagsHeadingId}>
        <li className="ea-chip">
          <a href={magazineListPath(1)} aria-current={activeTag === null ? 'page' : undefined}>
            <FormattedMessage id="magazine.tags.all" defaultMessage="Alle Artikel" />
          </a>
        </li>
        {tags.map((tag) => (
          <li key={tag.id} className="ea-chip">
            <a
              href={magazineListPath(1, tag.slug)}
              aria-current={activeTag === tag.slug ? 'page' : undefined}
            >
              {tag.name}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage
          id="magazine.list.count"
          defaultMessage="{total, plural, one {# Artikel} other {# Artikel}}"
          values={{ total: list.total }}
        />
      </p>
      <div className="ea-magazine-list">
        {list.data.map((article, index) => (
          <ArticleTeaser key={article.id} article={article} eager={index < 3} />
        ))}
      </div>
      <Pagination
        page={list.page}
        pageCount={list.page_count}
        hrefFor={(page) => magazineListPath(page, activeTag)}
      />
    </section>
  );
}
