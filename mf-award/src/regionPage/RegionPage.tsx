import {
  regionPagePath,
  type AwardLanguage,
  type PartnerPagePublic,
} from '@eventalp/plugin-award/domain';
import { FormattedMessage } from 'react-intl';
import { RegionResultList } from '../regionResults/RegionResultList';
import '../regionResults/regionList.css';

export interface RegionPageData {
  language: AwardLanguage;
  year: number;
  result: PartnerPagePublic;
}

/** A partner's region page: the region's nominated or awarded venues of one year. */
export function RegionPage({ data }: { data: RegionPageData }) {
  const { result, language, year } = data;
  const other = result.list === 'awarded' ? 'nominated' : 'awarded';
  return (
    <section className="ea-section">
      <h1>
        {result.list === 'awarded' ? (
          <FormattedMessage
            id="award.regionPage.awardedHeading"
            defaultMessage="Ausgezeichnete Locations {year}: {region}"
            values={{ year, region: result.name }}
          />
        ) : (
          <FormattedMessage
            id="award.regionPage.nominatedHeading"
            defaultMessage="Nominierte Locations {year}: {region}"
            values={{ year, region: result.name }}
          />
        )}
      </h1>
      {result.intro && <p>{result.intro}</p>}
      <RegionResultList result={result} site="" />
      <p>
        <a href={regionPagePath(language, year, other, result.slug)}>
          {other === 'awarded' ? (
            <FormattedMessage
              id="award.regionPage.toAwarded"
              defaultMessage="Ausgezeichnete Locations {year}"
              values={{ year }}
            />
          ) : (
            <FormattedMessage
              id="award.regionPage.toNominated"
              defaultMessage="Nominierte Locations {year}"
              values={{ year }}
            />
          )}
        </a>
      </p>
    </section>
  );
}
