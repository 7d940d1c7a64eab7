import type { StaticPageContent } from './staticPageTypes';

const MORE = [
  {
    text: 'Einträge für Locations und Anbieter',
    href: '/site/extern/werbemoeglichkeiten_eintraege.html',
  },
  { text: 'Mailing', href: '/site/extern/werbemoeglichkeiten_mailing.html' },
  { text: 'Werbeformate', href: '/site/extern/werbemoeglichkeiten_werbeformate.html' },
];

export const werbemoeglichkeiten: StaticPageContent = {
  slug: 'werbemoeglichkeiten',
  title: 'Werbemöglichkeiten – Werben auf dem grössten Eventportal der Schweiz',
  description:
    "Einträge, Mailings und Werbeformate auf {brand}: erreiche täglich über 3'000 Eventplanerinnen und -planer in der Schweiz, in Deutschland und Österreich.",
  heading: 'Werbemöglichkeiten',
  lead: 'Wer auf {brand} sucht, plant bereits einen Anlass. Zeig deine Location oder deine Dienstleistung genau dann, wenn die Entscheidung fällt.',
  sections: [
    {
      heading: 'Zahlen, die zählen',
      list: [
        'Online seit 2008',
        "Über 3'000 Besucherinnen und Besucher pro Tag",
        "Über 4'000 Locations und Hunderte von Eventdienstleistern",
        'Drei Länder: Schweiz, Deutschland und Österreich',
      ],
    },
    {
      heading: 'Einträge',
      paragraphs: [
        'Der Eintrag ist das Herz deiner Präsenz: Fotos, Räume, Kapazitäten, Preise und ein direkter Anfrageweg. Wähle zwischen Basis, Grund, Premium und Top Premium – je höher die Stufe, desto weiter oben erscheinst du in den Suchresultaten.',
      ],
      links: [MORE[0]!],
    },
    {
      heading: 'Mailing',
      paragraphs: [
        'Mit einem Mailing an unsere Newsletter-Abonnentinnen und -Abonnenten stellst du ein Angebot, eine Neueröffnung oder ein Package einem interessierten Publikum vor.',
      ],
      links: [MORE[1]!],
    },
    {
      heading: 'Werbeformate',
      paragraphs: [
        'Priority-Platzierungen, regionale Interregio-Kampagnen und Anbieter-Präsentationen bringen deine Marke dorthin, wo Veranstalter suchen und sich inspirieren lassen.',
      ],
      links: [MORE[2]!],
    },
    {
      heading: 'Beratung',
      paragraphs: [
        'Wir stellen dir gerne ein Paket zusammen, das zu deinem Budget und deinen Zielen passt. Schreib uns an werbung@{brand}.ch oder ruf uns an.',
      ],
      links: [{ text: 'Kontakt aufnehmen', href: '/site/extern/about_us.html#kontakt' }],
    },
  ],
};

export const werbemoeglichkeitenEintraege: StaticPageContent = {
  slug: 'werbemoeglichkeiten_eintraege',
  title: 'Einträge für Locations und Eventdienstleister – Basis bis Top Premium',
  description:
    'Vergleiche die Eintragsstufen Basis, Grund, Premium und Top Premium auf {brand}: Fotos, Platzierung in den Suchresultaten, Anfragen und Statistik.',
  heading: 'Einträge für Locations und Anbieter',
  lead: 'Vom kostenlosen Basiseintrag bis zur Top-Premium-Präsenz: Jede Stufe bringt dich näher an die Veranstalter.',
  sections: [
    {
      heading: 'Die Stufen im Vergleich',
      table: {
        caption: 'Eintragsstufen (Preise pro Jahr, exkl. MwSt.)',
        head: ['Leistung', 'Basis', 'Grund', 'Premium', 'Top Premium'],
        rows: [
          ['Preis pro Jahr', 'kostenlos', 'CHF 490', "CHF 1'290", "CHF 2'490"],
          [
            'Fotos in den Suchresultaten',
            '1',
            '1',
            'bis 3, mit Bildergalerie',
            'bis 3, mit Bildergalerie',
          ],
          [
            'Platzierung in den Suchresultaten',
            'nach den bezahlten Stufen',
            'vor Basis',
            'vor Grund',
            'zuoberst',
          ],
          ['Anfragen direkt an dich', 'ja', 'ja', 'ja', 'ja'],
          ['Merkliste für Besucher', '–', '–', 'ja', 'ja'],
          ['Räume, Preise und Dokumente', 'Grundangaben', 'ja', 'ja', 'ja'],
          ['Videos und virtueller Rundgang', '–', '–', 'ja', 'ja'],
          ['Auftritt im Eventmagazin', '–', '–', '–', '1 Beitrag pro Jahr'],
        ],
      },
    },
    {
      heading: 'Basis',
      paragraphs: [
        'Der Einstieg: Name, Adresse, Kategorie, ein Foto und eine kurze Beschreibung. Veranstalter finden dich und können dir Anfragen senden.',
      ],
    },
    {
      heading: 'Grund',
      paragraphs: [
        'Mehr Platz für deine Stärken: alle Räume mit Kapazitäten nach Bestuhlung, Preise, Dokumente wie Bankettmappe oder Grundriss und eine bessere Platzierung.',
      ],
    },
    {
      heading: 'Premium',
      paragraphs: [
        'Die Stufe für Locations, die überzeugen wollen: Bildergalerie direkt in den Suchresultaten, Videos, virtueller Rundgang und eine Platzierung vor allen Basis- und Grundeinträgen.',
      ],
    },
    {
      heading: 'Top Premium',
      paragraphs: [
        'Die beste Sichtbarkeit auf {brand}: zuoberst in den Suchresultaten deiner Kategorie und Region, alle Premium-Leistungen und ein redaktioneller Beitrag im Eventmagazin pro Jahr.',
      ],
      links: [
        { text: 'Jetzt Eintrag erfassen', href: '/site/guest/entries/create' },
        { text: 'Beratung anfragen', href: 'mailto:werbung@{brand}.ch' },
      ],
    },
  ],
};

export const werbemoeglichkeitenMailing: StaticPageContent = {
  slug: 'werbemoeglichkeiten_mailing',
  title: 'Mailing an Eventplaner – Newsletter-Werbung',
  description:
    'Stelle dein Angebot mit einem Mailing oder einer Newsletter-Präsenz auf {brand} tausenden Eventplanerinnen und -planern vor.',
  heading: 'Mailing',
  lead: 'Direkt ins Postfach von Menschen, die Events planen: mit einem eigenen Mailing oder einem Auftritt in unserem Newsletter.',
  sections: [
    {
      heading: 'Exklusives Mailing',
      paragraphs: [
        'Ein Mailing gehört ganz dir: Betreff, Bilder, Text und Link gestaltest du – wir beraten dich und versenden es an alle Abonnentinnen und Abonnenten, die Angebote von Partnern erhalten möchten. Ideal für Neueröffnungen, Umbauten, Packages und saisonale Angebote.',
      ],
    },
    {
      heading: 'Präsenz im Newsletter',
      paragraphs: [
        'Unser monatlicher Newsletter zeigt neue Locations, Ideen aus dem Eventmagazin und die neusten Eventjobs. Mit einer Präsenz erscheint dein Angebot mit Bild, Text und Link zwischen den redaktionellen Beiträgen.',
      ],
    },
    {
      heading: 'Preise',
      table: {
        caption: 'Mailing-Angebote (exkl. MwSt.)',
        head: ['Angebot', 'Leistungen', 'Preis'],
        rows: [
          ['Exklusives Mailing', 'eigenes Mailing, Beratung, Versandbericht', "CHF 1'900"],
          ['Newsletter-Präsenz', 'Bild, Text und Link in einer Ausgabe', 'CHF 590'],
          ['Newsletter-Serie', 'Präsenz in drei Ausgaben', "CHF 1'490"],
        ],
      },
      paragraphs: [
        'Alle Empfängerinnen und Empfänger haben sich mit doppelter Bestätigung angemeldet und können sich jederzeit abmelden.',
      ],
      links: [{ text: 'Mailing anfragen', href: 'mailto:werbung@{brand}.ch' }],
    },
  ],
};

export const werbemoeglichkeitenWerbeformate: StaticPageContent = {
  slug: 'werbemoeglichkeiten_werbeformate',
  title: 'Werbeformate – Priority, Interregio und Anbieter-Präsentation',
  description:
    'Werbeformate auf {brand}: Priority-Platzierung in den Suchresultaten, regionale Interregio-Kampagnen und Präsentationen für Eventdienstleister.',
  heading: 'Werbeformate',
  lead: 'Mehr Aufmerksamkeit für deine Location oder deine Dienstleistung – genau dort, wo Veranstalter suchen.',
  sections: [
    {
      id: 'priority',
      heading: 'Priority',
      paragraphs: [
        'Mit Priority erscheint deine Location als hervorgehobene Kachel zuoberst in den Suchresultaten ausgewählter Kategorien, zum Beispiel Hochzeitslocations oder Seminarhotels. Die Platzierung rotiert unter höchstens drei Partnern pro Kategorie, damit jeder Auftritt sichtbar bleibt.',
      ],
      list: [
        'Laufzeit ab 3 Monaten',
        'Kategorien frei wählbar',
        'ab CHF 390 pro Monat und Kategorie',
      ],
    },
    {
      id: 'interregio',
      heading: 'Interregio',
      paragraphs: [
        'Interregio bringt dich in die Regionen, aus denen deine Gäste kommen: Deine Location erscheint auf den Seiten und Suchresultaten der gewählten Kantone und Regionen, auch wenn sie selbst anderswo liegt. Ideal für Ausflugsziele, Seminarhotels in den Bergen und Locations nahe der Landesgrenze.',
      ],
      list: [
        'bis zu fünf Regionen pro Kampagne',
        'Laufzeit ab 3 Monaten',
        'ab CHF 290 pro Monat und Region',
      ],
    },
    {
      id: 'anbieter',
      heading: 'Anbieter-Präsentation',
      paragraphs: [
        'Für Eventdienstleister von Catering und Partyservice über Eventtechnik bis zu Agenturen: Deine Präsentation erscheint auf den Detailseiten passender Locations und im Bereich «Eventpartner, auf die du dich verlassen kannst» auf der Startseite.',
      ],
      list: [
        'Auftritt mit Logo, Bild und Kurztext',
        'Verknüpfung mit deinen Partner-Locations',
        'ab CHF 250 pro Monat',
      ],
      links: [{ text: 'Werbeformat anfragen', href: 'mailto:werbung@{brand}.ch' }],
    },
  ],
};
