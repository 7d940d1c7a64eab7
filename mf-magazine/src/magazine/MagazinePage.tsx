import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { tagFilterHref, type MagazineTag } from './magazineTags';

export function MagazinePage({ data }: { data: { tags: MagazineTag[] } }) {
  const tagsHeadingId = useId();
  return (
    <section className="ea-section">
      <h1>
        <FormattedMessage id="magazine.list.heading" defaultMessage="Eventmagazin" />
      </h1>
      <h2 id={tagsHeadingId}>
        <FormattedMessage id="magazine.tags.heading" defaultMessage="Themen" />
      </h2>
      <ul className="ea-chip-list" aria-labelledby={tagsHeadingId}>
        {data.tags.map((tag) => (
          <li key={tag.id} className="ea-chip">
            <a href={tagFilterHref(tag)}>{tag.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
