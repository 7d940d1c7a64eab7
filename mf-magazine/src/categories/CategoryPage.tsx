import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { EditorialSearchForm } from '../search/EditorialSearchForm';
import type { EditorialCategory, EditorialPage } from './categoryApi';

type PageLink = { id: number; name: string; path: string };

function PageList({ pages }: { pages: PageLink[] }) {
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.id}>
          <a href={page.path}>{page.name}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A category: its introduction and its pages. The help centre groups its articles by type
 * (anchors `#{type slug}`, so the user area can link to its own part) and offers a search.
 */
export function CategoryPage({ data: category }: { data: EditorialCategory }) {
  const untyped = category.pages.filter(
    (page) => !category.types.some((type) => type.slug === page.type),
  );
  return (
    <section className="ea-section">
      <h1>{category.name}</h1>
      {category.intro && <p>{category.intro}</p>}
      {category.kind === 'help' && (
        <EditorialSearchForm
          label={<FormattedMessage id="help.search.label" defaultMessage="Hilfe durchsuchen" />}
          kind="help"
        />
      )}
      {category.types.map((type) => (
        <section key={type.id} id={type.slug} aria-labelledby={`help-type-${type.slug}`}>
          <h2 id={`help-type-${type.slug}`}>{type.name}</h2>
          {type.description && <p>{type.description}</p>}
          <PageList pages={category.pages.filter((page) => page.type === type.slug)} />
        </section>
      ))}
      {untyped.length > 0 && <PageList pages={untyped} />}
    </section>
  );
}

/** A page of a category, with the way back to it and more pages of the same type. */
export function EditorialPageView({ data: page }: { data: EditorialPage }) {
  const relatedId = useId();
  return (
    <article className="ea-section ea-article">
      <p>
        <a href={page.category.path}>{page.category.name}</a>
        {page.type && (
          <>
            {' › '}
            <a href={`${page.category.path}#${page.type.slug}`}>{page.type.name}</a>
          </>
        )}
      </p>
      <h1>{page.name}</h1>
      {/* The API sanitises the body (sanitize-html allowlist). */}
      <div className="ea-article__body" dangerouslySetInnerHTML={{ __html: page.body }} />
      {page.related.length > 0 && (
        <aside aria-labelledby={relatedId}>
          <h2 id={relatedId}>
            <FormattedMessage
              id="help.related"
              defaultMessage="Das könnte dich auch interessieren"
            />
          </h2>
          <PageList pages={page.related} />
        </aside>
      )}
    </article>
  );
}
