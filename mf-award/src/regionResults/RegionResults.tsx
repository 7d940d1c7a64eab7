import {
  PARTNER_PAGE_LISTS,
  regionPageApiPath,
  type PartnerPageList,
  type PartnerPagePublic,
} from '@eventalp/plugin-award/domain';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { RegionResultList } from './RegionResultList';

const SLUG = /^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/;

/** Props come from the custom element's attributes, hence strings. */
export interface RegionResultsProps extends Record<string, string | null> {
  /** The region page's address (its slug). */
  region: string | null;
  year: string | null;
  /** `awarded` (default) or `nominated`. */
  list: string | null;
  /** The site's origin, e.g. https://www.eventalp.ch (its API answers the list). */
  site: string | null;
  lang: string | null;
}

/** The API address the element reads, or null when the attributes name none. */
export function regionResultsUrl(props: RegionResultsProps): string | null {
  if (!props.region || !SLUG.test(props.region) || !props.site) return null;
  let origin: string;
  try {
    const site = new URL(props.site);
    if (site.protocol !== 'https:' && site.protocol !== 'http:') return null;
    origin = site.origin;
  } catch {
    return null;
  }
  const year = props.year && /^\d{4}$/.test(props.year) ? Number(props.year) : null;
  const list: PartnerPageList = (PARTNER_PAGE_LISTS as readonly string[]).includes(props.list ?? '')
    ? (props.list as PartnerPageList)
    : 'awarded';
  return `${origin}/api${regionPageApiPath(props.region, year, list)}`;
}

/**
 * `<eventalp-award-results region="…" year="…" list="awarded|nominated" site="…">`: a partner's
 * region page on a tourism site, read from the site's public API (cached, open to every origin).
 * Nothing shows for malformed attributes or an unknown region.
 */
export function RegionResults(props: RegionResultsProps) {
  const url = regionResultsUrl(props);
  const [result, setResult] = useState<PartnerPagePublic | null>(null);
  useEffect(() => {
    setResult(null);
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, credentials: 'omit' })
      .then((response) => (response.ok ? (response.json() as Promise<PartnerPagePublic>) : null))
      .then(setResult)
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  if (!url || !result) return null;
  const site = new URL(props.site!).origin;
  return (
    <section className="region">
      <p className="region__award">Swiss Location Award {result.year ?? ''}</p>
      <h2 className="region__title">
        {result.list === 'awarded' ? (
          <FormattedMessage
            id="award.region.awardedTitle"
            defaultMessage="Ausgezeichnete Locations {region}"
            values={{ region: result.name }}
          />
        ) : (
          <FormattedMessage
            id="award.region.nominatedTitle"
            defaultMessage="Nominierte Locations {region}"
            values={{ region: result.name }}
          />
        )}
      </h2>
      <RegionResultList result={result} site={site} />
    </section>
  );
}
