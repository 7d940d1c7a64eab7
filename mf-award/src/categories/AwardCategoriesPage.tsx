import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AwardCategory } from './awardCategories';

export function AwardCategoriesPage({ data }: { data: { categories: AwardCategory[] } }) {
  const headingId = useId();
  return (
    <section className="ea-section">
      <h1>
        <FormattedMessage id="award.heading" defaultMessage="Swiss Location Award" />
      </h1>
      <h2 id={headingId}>
        <FormattedMessage id="award.categories.heading" defaultMessage="Kategorien" />
      </h2>
      <ul aria-labelledby={headingId}>
        {data.categories.map((category) => (
          <li key={category.id}>{category.name}</li>
        ))}
      </ul>
    </section>
  );
}
