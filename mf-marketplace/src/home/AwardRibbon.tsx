import { FormattedMessage } from 'react-intl';
import { awardRibbonLinks, type AwardCampaigns, type AwardRibbonLink } from './awardRibbonLinks';

function RibbonText({ link }: { link: AwardRibbonLink }) {
  switch (link.kind) {
    case 'rate':
      return (
        <FormattedMessage id="marketplace.award.rate" defaultMessage="Jetzt Location bewerten" />
      );
    case 'nominate':
      return (
        <FormattedMessage id="marketplace.award.nominate" defaultMessage="Location nominieren" />
      );
    case 'nominated':
      return (
        <FormattedMessage id="marketplace.award.nominated" defaultMessage="Nominierte Locations" />
      );
    case 'awarded':
      return (
        <FormattedMessage
          id="marketplace.award.awarded"
          defaultMessage="Ausgezeichnete Locations {year}"
          values={{ year: String(link.year) }}
        />
      );
  }
}

/** The award ribbon on the home (Switzerland only), driven by the campaign windows. */
export function AwardRibbon(props: { campaigns: AwardCampaigns; countryCategory: number }) {
  const links = awardRibbonLinks(props.campaigns, props.countryCategory);
  if (links.length === 0) return null;
  return (
    <ul className="ea-award-ribbon">
      {links.map((link) => (
        <li key={link.kind}>
          <a className="ea-award-ribbon__link" href={link.href}>
            <RibbonText link={link} />
          </a>
        </li>
      ))}
    </ul>
  );
}
