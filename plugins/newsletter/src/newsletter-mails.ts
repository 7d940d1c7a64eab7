import type { MailMessage } from '@eventalp/platform-sdk';

interface MailLinks {
  brand: string;
  unsubscribeUrl: string;
}

const footer = ({ brand, unsubscribeUrl }: MailLinks) => [
  '',
  '--',
  `Du erhältst diese E-Mail, weil deine Adresse für den Newsletter von ${brand} angemeldet wurde.`,
  `Newsletter abbestellen: ${unsubscribeUrl}`,
];

/** The double opt-in mail: nothing is sent to the address until its link is opened. */
export function optInMail(to: string, confirmUrl: string, links: MailLinks): MailMessage {
  return {
    to,
    subject: `Bitte bestätige deine Anmeldung zum ${links.brand}-Newsletter`,
    text: [
      'Hallo',
      '',
      `Vielen Dank für dein Interesse am Newsletter von ${links.brand}. Bitte bestätige deine Anmeldung mit einem Klick auf diesen Link:`,
      '',
      confirmUrl,
      '',
      'Der Link ist 7 Tage gültig. Wenn du dich nicht angemeldet hast, musst du nichts tun: ohne Bestätigung erhältst du keinen Newsletter.',
      ...footer(links),
    ].join('\n'),
  };
}

/** The welcome mail after the confirmation. */
export function welcomeMail(to: string, links: MailLinks): MailMessage {
  return {
    to,
    subject: `Willkommen beim ${links.brand}-Newsletter`,
    text: [
      'Hallo',
      '',
      'Deine Anmeldung ist bestätigt. Ab jetzt erhältst du die neusten Locations, Eventideen und Eventjobs direkt in dein Postfach.',
      ...footer(links),
    ].join('\n'),
  };
}
