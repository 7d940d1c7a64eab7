import type { StaticPageContent } from './staticPageTypes';

export const CONTACT = {
  company: '{brand} AG',
  street: 'Hardturmstrasse 161',
  place: '8005 Zürich',
  country: 'Schweiz',
  phone: '+41 44 500 12 34',
  email: 'info@{brand}.ch',
  advertising: 'werbung@{brand}.ch',
  jobs: 'jobs@{brand}.ch',
} as const;

export const aboutUs: StaticPageContent = {
  slug: 'about_us',
  title: 'Über uns – das Eventportal für Locations und Eventdienstleister',
  description:
    "Seit 2008 verbindet {brand} Veranstalter mit über 4'000 Locations und Eventpartnern in der Schweiz, in Deutschland und Österreich. Lerne uns kennen.",
  heading: 'Über uns',
  lead: "Seit 2008 helfen wir Menschen, den passenden Ort für ihren Moment zu finden: vom Sitzungszimmer für zwölf Personen bis zur Halle für das Firmenjubiläum mit 2'000 Gästen.",
  sections: [
    {
      heading: 'Wer wir sind',
      paragraphs: [
        "{brand} ist das grösste Eventportal der Schweiz und wurde 2008 in Zürich gegründet. Was als Verzeichnis für Seminarhotels begann, ist heute ein Marktplatz mit mehr als 4'000 Locations und Hunderten von Eventdienstleistern – von Catering und Partyservice über Eventtechnik bis zu Agenturen, Mobiliar und Unterhaltung.",
        "Mehr als 3'000 Besucherinnen und Besucher planen jeden Tag ihren Anlass auf {brand}: Firmen ihre Tagungen und Weihnachtsessen, Paare ihre Hochzeit, Vereine ihre Generalversammlung, Gemeinden ihre Feste.",
      ],
    },
    {
      heading: 'Was wir tun',
      list: [
        'Wir zeigen Locations mit allen Angaben, die für die Planung zählen: Räume, Kapazitäten nach Bestuhlung, Fläche, Infrastruktur, Preise und Fotos.',
        'Wir vermitteln Anfragen kostenlos und direkt: Deine Anfrage geht ohne Umweg an die Location oder den Anbieter.',
        'Wir inspirieren im Eventmagazin mit Ideen, Checklisten und Geschichten aus der Branche und zeigen im Stellenmarkt die neusten Eventjobs.',
        'Wir zeichnen jedes Jahr mit dem Swiss Location Award die beliebtesten Locations aus – bewertet von Veranstaltern, Gästen und einer Fachjury.',
      ],
    },
    {
      heading: 'Für Locations und Anbieter',
      paragraphs: [
        'Du betreibst eine Location oder bietest Dienstleistungen rund um Events an? Mit einem Eintrag auf {brand} erreichst du Veranstalter genau dann, wenn sie planen. Die Einträge gibt es in den Stufen Basis, Grund, Premium und Top Premium.',
      ],
      links: [
        { text: 'Werbemöglichkeiten ansehen', href: '/site/extern/werbemoeglichkeiten.html' },
        { text: 'Eintrag erfassen', href: '/site/guest/entries/create' },
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      paragraphs: [
        'Wir sind von Montag bis Freitag von 8.30 bis 12.00 Uhr und von 13.30 bis 17.30 Uhr für dich da. Schreib uns eine E-Mail – wir antworten in der Regel am gleichen Arbeitstag.',
      ],
      list: [
        `${CONTACT.company}, ${CONTACT.street}, ${CONTACT.place}, ${CONTACT.country}`,
        `Telefon: ${CONTACT.phone}`,
        `Allgemeine Fragen: ${CONTACT.email}`,
        `Werbung und Einträge: ${CONTACT.advertising}`,
        `Stelleninserate: ${CONTACT.jobs}`,
      ],
      links: [
        { text: 'E-Mail schreiben', href: `mailto:${CONTACT.email}` },
        { text: 'Anrufen', href: `tel:${CONTACT.phone.replace(/\s/g, '')}` },
      ],
    },
  ],
};

export const impressum: StaticPageContent = {
  slug: 'impressum',
  title: 'Impressum',
  description:
    'Impressum von {brand}: Betreiberin, Kontakt, Handelsregister, Haftungsausschluss und Urheberrechte.',
  heading: 'Impressum',
  lead: 'Verantwortlich für den Inhalt dieser Website:',
  sections: [
    {
      heading: 'Betreiberin',
      list: [
        CONTACT.company,
        CONTACT.street,
        `${CONTACT.place}, ${CONTACT.country}`,
        `Telefon: ${CONTACT.phone}`,
        `E-Mail: ${CONTACT.email}`,
      ],
    },
    {
      heading: 'Handelsregister',
      paragraphs: [
        'Eingetragen im Handelsregister des Kantons Zürich. Mehrwertsteuer-Nummer auf Anfrage.',
        'Vertretungsberechtigt: die Mitglieder der Geschäftsleitung.',
      ],
    },
    {
      heading: 'Haftungsausschluss',
      paragraphs: [
        'Die Angaben zu Locations und Anbietern stammen von den Betreibern selbst. Wir prüfen sie mit Sorgfalt, übernehmen aber keine Gewähr für ihre Richtigkeit, Vollständigkeit und Aktualität. Verträge kommen ausschliesslich zwischen Veranstaltern und Anbietern zustande.',
        'Für die Inhalte verlinkter Websites sind allein deren Betreiber verantwortlich.',
      ],
    },
    {
      heading: 'Urheberrechte',
      paragraphs: [
        'Texte, Bilder und Grafiken auf dieser Website sind urheberrechtlich geschützt. Jede Verwendung ausserhalb der privaten Nutzung braucht unsere schriftliche Zustimmung oder die der jeweiligen Rechteinhaber.',
      ],
    },
    {
      heading: 'Datenschutz',
      paragraphs: [
        'Wir bearbeiten Personendaten nach dem Schweizer Datenschutzgesetz (DSG) und, wo anwendbar, der Datenschutz-Grundverordnung (DSGVO). Anfragen leiten wir nur an die Anbieter weiter, die du auswählst. Den Newsletter kannst du mit dem Link in jeder Ausgabe abbestellen.',
      ],
    },
  ],
};

export const eventjobInserieren: StaticPageContent = {
  slug: 'eventjob_inserieren',
  title: 'Eventjob inserieren – Fachkräfte für Events finden',
  description:
    "Inseriere deine offene Stelle im Stellenmarkt von {brand} und erreiche täglich über 3'000 Menschen aus der Event- und Gastrobranche.",
  heading: 'Eventjob inserieren',
  lead: 'Du suchst eine Eventmanagerin, einen Bankettleiter oder Aushilfen für die Saison? Im Stellenmarkt von {brand} findest du Menschen, die Events lieben.',
  sections: [
    {
      heading: 'Warum auf {brand} inserieren',
      list: [
        "Über 3'000 Besucherinnen und Besucher pro Tag, viele davon aus der Event-, Hotel- und Gastrobranche.",
        'Dein Inserat erscheint auf der Startseite unter «Die neusten Eventjobs» und im Stellenmarkt.',
        'Suchmaschinenfreundlich: Jedes Inserat ist als Stellenangebot für Google Jobs ausgezeichnet.',
      ],
    },
    {
      heading: 'Angebot',
      table: {
        caption: 'Preise für Stelleninserate (exkl. MwSt.)',
        head: ['Paket', 'Laufzeit', 'Leistungen', 'Preis'],
        rows: [
          ['Standard', '30 Tage', 'Inserat mit Logo im Stellenmarkt', 'CHF 290'],
          ['Plus', '60 Tage', 'Standard, zusätzlich im Newsletter', 'CHF 490'],
          ['Serie', '5 Inserate in 12 Monaten', 'Plus-Leistungen für jedes Inserat', "CHF 1'950"],
        ],
      },
    },
    {
      heading: 'So geht es',
      list: [
        'Schick uns den Text deines Inserats, dein Logo und das gewünschte Startdatum.',
        'Wir erfassen das Inserat und senden dir innerhalb eines Arbeitstags eine Vorschau.',
        'Nach deiner Freigabe geht das Inserat online; die Rechnung folgt per E-Mail.',
      ],
      links: [{ text: 'Inserat senden', href: 'mailto:jobs@{brand}.ch' }],
    },
  ],
};
