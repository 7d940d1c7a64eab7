import { usePlatform, useServiceLabel } from '@eventalp/shell-kit';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { JOBS_LIST_PATH } from '@eventalp/plugin-jobs/domain';
import { MAGAZINE_LIST_PATH } from '@eventalp/plugin-magazine/domain';
import { HELP_CENTRE_PATH } from '../../chrome/navMenuLinks';
import { LanguageSwitcher } from '../LanguageSwitcher';

const messages = defineMessages({
  company: { id: 'shell.footer.company', defaultMessage: 'eventalp' },
  about: { id: 'shell.footer.about', defaultMessage: 'Über uns' },
  contact: { id: 'shell.footer.contact', defaultMessage: 'Kontakt' },
  imprint: { id: 'shell.footer.imprint', defaultMessage: 'Impressum' },
  advertise: { id: 'shell.footer.advertise', defaultMessage: 'Werben' },
  advertising: { id: 'shell.footer.advertising', defaultMessage: 'Werbemöglichkeiten' },
  entries: { id: 'shell.footer.entries', defaultMessage: 'Einträge' },
  mailing: { id: 'shell.footer.mailing', defaultMessage: 'Mailing' },
  formats: { id: 'shell.footer.formats', defaultMessage: 'Werbeformate' },
  jobAd: { id: 'shell.footer.jobAd', defaultMessage: 'Eventjob inserieren' },
  discover: { id: 'shell.footer.discover', defaultMessage: 'Entdecken' },
  magazine: { id: 'shell.footer.magazine', defaultMessage: 'Eventmagazin' },
  jobs: { id: 'shell.footer.jobs', defaultMessage: 'Eventjobs' },
  help: { id: 'shell.footer.help', defaultMessage: 'Hilfe-Center' },
  newsletter: { id: 'shell.footer.newsletter', defaultMessage: 'Newsletter' },
});

interface FooterColumn {
  title: MessageDescriptor;
  links: { href: string; label: MessageDescriptor }[];
}

const EXTERN = '/site/extern';

function columns(brand: string): FooterColumn[] {
  return [
    {
      title: messages.company,
      links: [
        { href: `${EXTERN}/about_us.html`, label: messages.about },
        { href: `${EXTERN}/about_us.html#kontakt`, label: messages.contact },
        { href: `${EXTERN}/impressum.html`, label: messages.imprint },
      ],
    },
    {
      title: messages.advertise,
      links: [
        { href: `${EXTERN}/werbemoeglichkeiten.html`, label: messages.advertising },
        { href: `${EXTERN}/werbemoeglichkeiten_eintraege.html`, label: messages.entries },
        { href: `${EXTERN}/werbemoeglichkeiten_mailing.html`, label: messages.mailing },
        { href: `${EXTERN}/werbemoeglichkeiten_werbeformate.html`, label: messages.formats },
        { href: `${EXTERN}/eventjob_inserieren.html`, label: messages.jobAd },
      ],
    },
    {
      title: messages.discover,
      links: [
        { href: MAGAZINE_LIST_PATH, label: messages.magazine },
        { href: JOBS_LIST_PATH, label: messages.jobs },
        { href: HELP_CENTRE_PATH, label: messages.help },
        { href: `/site/_${brand}/newsletter.html`, label: messages.newsletter },
      ],
    },
  ];
}

const SOCIAL = [
  { name: 'Instagram', href: (brand: string) => `https://www.instagram.com/${brand}/` },
  { name: 'Facebook', href: (brand: string) => `https://www.facebook.com/${brand}/` },
  { name: 'LinkedIn', href: (brand: string) => `https://www.linkedin.com/company/${brand}/` },
];

/** The site footer: link columns, the claims of spec section 1, social links. */
export function Footer() {
  const { brand } = usePlatform();
  const intl = useIntl();
  const claim = useServiceLabel('footer.claim');
  return (
    <footer className="ea-footer">
      <nav
        className="ea-footer__columns"
        aria-label={intl.formatMessage({ id: 'shell.footer.nav', defaultMessage: 'Fusszeile' })}
      >
        {columns(brand).map((column) => (
          <section key={column.title.id} className="ea-footer__column">
            <h2>{intl.formatMessage(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{intl.formatMessage(link.label)}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <LanguageSwitcher variant="footer" />
      <ul className="ea-footer__claims">
        <li>
          <FormattedMessage
            id="shell.footer.visitors"
            defaultMessage="Mehr als 3'000 Besucher pro Tag"
          />
        </li>
        <li>
          <FormattedMessage id="shell.footer.locations" defaultMessage="Mehr als 4'000 Locations" />
        </li>
        <li>
          <FormattedMessage id="shell.footer.founded" defaultMessage="Gegründet 2008" />
        </li>
      </ul>
      <ul
        className="ea-footer__social"
        aria-label={intl.formatMessage({
          id: 'shell.footer.social',
          defaultMessage: 'Social Media',
        })}
      >
        {SOCIAL.map((network) => (
          <li key={network.name}>
            <a href={network.href(brand)} target="_blank" rel="noopener noreferrer">
              {network.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="ea-footer__claim">
        {claim ??
          intl.formatMessage({
            id: 'shell.footer.claim',
            defaultMessage: 'Seit 2008 das Eventportal für Locations und Eventdienstleister.',
          })}
      </p>
    </footer>
  );
}
