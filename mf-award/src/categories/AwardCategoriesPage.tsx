import type { AwardCampaigns } from '@eventalp/plugin-award/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { CampaignNotices } from '../campaign/CampaignNotices';
import type { AwardCategory, AwardLanguage } from './awardCategories';

export interface AwardCategoriesData {
  language: AwardLanguage;
  categories: AwardCategory[];
  campaigns: AwardCampaigns;
}

export function AwardCategoriesPage({ data }: { data: AwardCategoriesData }) {
  const headingId = useId();
  return (
    <section className="ea-section">
      <h1>
        <FormattedMessage id="award.heading" defaultMessage="Swiss Location Award" />
      </h1>
      <CampaignNotices campaigns={data.campaigns} language={data.language} />
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
