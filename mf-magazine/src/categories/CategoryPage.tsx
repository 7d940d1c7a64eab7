import type { EditorialCategory, EditorialPage } from './categoryApi';

/** A category: its introduction and the list of its pages. */
export function CategoryPage({ data: category }: { data: EditorialCategory }) {
  return (
    <section className="ea-section">
      <h1>{category.name}</h1>
      {category.intro && <p>{category.intro}</p>}
      <ul>
        {category.pages.map((page) => (
          <li key={page.id}>
            <a href={page.path}>{page.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A page of a category, with the way back to it. */
export function EditorialPageView({ data: page }: { data: EditorialPage }) {
  return (
    <article className="ea-section ea-article">
      <p>
        <a href={page.category.path}>{page.category.name}</a>
      </p>
      <h1>{page.name}</h1>
      {/* The API sanitises the body (sanitize-html allowlist). */}
      <div className="ea-article__body" dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
}
