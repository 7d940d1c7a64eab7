/** Demo texts of the home (German, Swiss event content); pictures are the catalogue's demo scenes. */
import type { PhotoTheme } from '@eventalp/plugin-catalog';

export const DEMO_HEADERS: {
  category: string;
  name: string;
  theme: PhotoTheme;
  variant: number;
}[] = [
  { category: 'location', name: 'Schlossgarten am Zürichsee', theme: 'exterior_image', variant: 0 },
  { category: 'location', name: 'Festsaal mit Alpenblick', theme: 'celebration_image', variant: 1 },
  { category: 'location', name: 'Hochzeit in der Scheune', theme: 'wedding_image', variant: 2 },
  { category: 'catering', name: 'Apéro riche im Innenhof', theme: 'celebration_image', variant: 0 },
  {
    category: 'technik',
    name: 'Bühne und Licht für den Kongress',
    theme: 'conference_image',
    variant: 0,
  },
  { category: 'agentur', name: 'Teamevent in den Bergen', theme: 'environment_image', variant: 0 },
  { category: 'einrichtung', name: 'Lounge-Möbel für den Sommerabend', theme: 'room', variant: 0 },
  {
    category: 'infrastruktur',
    name: 'Festzelt für 500 Gäste',
    theme: 'entrance_image',
    variant: 0,
  },
  { category: 'programm', name: 'Live-Band am Firmenfest', theme: 'celebration_image', variant: 2 },
  { category: 'video__foto', name: 'Fotobox am Hochzeitsfest', theme: 'provider', variant: 0 },
];

/** Regions per country category: taxonomy name and type (26 cantons, 27 German, 28 Austrian states). */
export const DEMO_REGIONS: Record<1 | 2 | 3, { type: number; name: string; short: string }[]> = {
  1: [
    { type: 26, name: 'Zürich', short: 'Urbane Eventlocations zwischen See und Uetliberg' },
    { type: 26, name: 'Bern', short: 'Zunfthäuser und Gurten-Panorama in der Bundesstadt' },
    { type: 26, name: 'Luzern', short: 'Seeufer, Pilatus und historische Säle' },
    { type: 26, name: 'Graubünden', short: 'Berghotels und Hütten für Anlässe mit Weitblick' },
    { type: 26, name: 'Basel-Stadt', short: 'Kunst, Kultur und Messehallen am Rheinknie' },
    { type: 26, name: 'Wallis', short: 'Weinkeller und Gletscherblick im Süden' },
  ],
  2: [
    { type: 27, name: 'Bayern', short: 'Schlösser, Biergärten und Tagungshotels' },
    { type: 27, name: 'Berlin', short: 'Lofts, Dachterrassen und Industriehallen' },
    { type: 27, name: 'Hamburg', short: 'Speicherstadt und Elbblick für jeden Anlass' },
    { type: 27, name: 'Nordrhein-Westfalen', short: 'Messen, Zechen und Kongresszentren' },
  ],
  3: [
    { type: 28, name: 'Wien', short: 'Palais, Heurigen und Ballsäle' },
    { type: 28, name: 'Tirol', short: 'Alpine Eventlocations mit Bergpanorama' },
    { type: 28, name: 'Salzburg', short: 'Festspielflair und Seminarhotels am See' },
    { type: 28, name: 'Vorarlberg', short: 'Bodensee und Architektur im Westen' },
  ],
};

/** Popular searches (spec section 2, Home 8) with the search pages they stand for. */
/** Package deals per audience, each leading to the search for its location category. */
export const DEMO_PACKAGE_DEALS: {
  audience: 'private' | 'company' | 'public';
  name: string;
  text_underline: string;
  path: string;
  theme: PhotoTheme;
}[] = [
  {
    audience: 'private',
    name: 'Hochzeit',
    text_underline: 'Apéro, Dinner und Tanz',
    path: '/locations?category=516',
    theme: 'wedding_image',
  },
  {
    audience: 'private',
    name: 'Geburtstag',
    text_underline: 'Feiern mit Familie und Freunden',
    path: '/locations?category=513',
    theme: 'celebration_image',
  },
  {
    audience: 'private',
    name: 'Familienfest',
    text_underline: 'Taufe, Jubiläum, Klassentreffen',
    path: '/locations?category=510',
    theme: 'environment_image',
  },
  {
    audience: 'company',
    name: 'Seminar',
    text_underline: 'Tagungspauschale ab 20 Personen',
    path: '/locations?category=508',
    theme: 'conference_image',
  },
  {
    audience: 'company',
    name: 'Sitzung',
    text_underline: 'Sitzungszimmer mit Kaffeepause',
    path: '/locations?category=521',
    theme: 'room',
  },
  {
    audience: 'company',
    name: 'Teamevent',
    text_underline: 'Erlebnis und Apéro für das Team',
    path: '/locations?category=514',
    theme: 'exterior_image',
  },
  {
    audience: 'public',
    name: 'Kongress',
    text_underline: 'Säle für mehrere Hundert Gäste',
    path: '/locations?category=509',
    theme: 'conference_image',
  },
  {
    audience: 'public',
    name: 'Messe',
    text_underline: 'Hallen mit Infrastruktur',
    path: '/locations?category=512',
    theme: 'entrance_image',
  },
  {
    audience: 'public',
    name: 'Konzert & Party',
    text_underline: 'Bars, Clubs und Bühnen',
    path: '/locations?category=515',
    theme: 'celebration_image',
  },
];
