import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 2: accesses (how guests and deliveries reach the location).
 * Ids 20-39.
 */
// prettier-ignore
export const accesses: readonly TaxonomySeedEntry[] = [
  { id: 20, type: 2, subtype: null, name: 'Rollstuhlgängig', name_fr: 'Accessible en fauteuil roulant', name_it: 'Accessibile in sedia a rotelle', name_en: 'Wheelchair accessible', slug: 'rollstuhlgangig', weak_search: 0, order: 1, published: 1 },
  { id: 21, type: 2, subtype: null, name: 'Gute ÖV-Anbindung', name_fr: 'Bien desservi par les transports publics', name_it: 'Ben servito dai mezzi pubblici', name_en: 'Good public transport links', slug: 'gute_ov_anbindung', weak_search: 0, order: 2, published: 1 },
  { id: 22, type: 2, subtype: null, name: 'Parkplätze vorhanden', name_fr: 'Places de parc disponibles', name_it: 'Parcheggi disponibili', name_en: 'Parking available', slug: 'parkplatze_vorhanden', weak_search: 0, order: 3, published: 1 },
  { id: 23, type: 2, subtype: null, name: 'Zufahrt für Reisecars', name_fr: 'Accès pour autocars', name_it: 'Accesso per torpedoni', name_en: 'Coach access', slug: 'zufahrt_fur_reisecars', weak_search: 0, order: 4, published: 1 },
  { id: 24, type: 2, subtype: null, name: 'Anlieferung mit Lastwagen', name_fr: 'Livraison par camion', name_it: 'Consegna con camion', name_en: 'Truck delivery access', slug: 'anlieferung_mit_lastwagen', weak_search: 0, order: 5, published: 1 },
  { id: 25, type: 2, subtype: null, name: 'Warenlift', name_fr: 'Monte-charge', name_it: 'Montacarichi', name_en: 'Goods lift', slug: 'warenlift', weak_search: 0, order: 6, published: 1 },
  { id: 26, type: 2, subtype: null, name: 'Personenlift', name_fr: 'Ascenseur', name_it: 'Ascensore', name_en: 'Passenger lift', slug: 'personenlift', weak_search: 0, order: 7, published: 1 },
  { id: 27, type: 2, subtype: null, name: 'Schiffsanlegestelle', name_fr: 'Débarcadère', name_it: "Pontile d'attracco", name_en: 'Boat landing stage', slug: 'schiffsanlegestelle', weak_search: 0, order: 8, published: 1 },
  { id: 28, type: 2, subtype: null, name: 'Helikopterlandeplatz', name_fr: "Aire d'atterrissage pour hélicoptères", name_it: 'Piazzola per elicotteri', name_en: 'Helipad', slug: 'helikopterlandeplatz', weak_search: 0, order: 9, published: 1 },
  { id: 29, type: 2, subtype: null, name: 'Nähe Autobahn', name_fr: "Proche de l'autoroute", name_it: "Vicino all'autostrada", name_en: 'Close to the motorway', slug: 'nahe_autobahn', weak_search: 0, order: 10, published: 1 },
  { id: 30, type: 2, subtype: null, name: 'Nähe Flughafen', name_fr: "Proche de l'aéroport", name_it: "Vicino all'aeroporto", name_en: 'Close to the airport', slug: 'nahe_flughafen', weak_search: 0, order: 11, published: 1 },
  { id: 31, type: 2, subtype: null, name: 'Ladestation für Elektroautos', name_fr: 'Borne de recharge pour voitures électriques', name_it: 'Stazione di ricarica per auto elettriche', name_en: 'EV charging station', slug: 'ladestation_fur_elektroautos', weak_search: 0, order: 12, published: 1 },
  { id: 32, type: 2, subtype: null, name: 'Nur zu Fuss erreichbar', name_fr: 'Accessible uniquement à pied', name_it: 'Raggiungibile solo a piedi', name_en: 'Accessible on foot only', slug: 'nur_zu_fuss_erreichbar', weak_search: 0, order: 13, published: 1 },
  { id: 33, type: 2, subtype: null, name: 'Erreichbar mit Bergbahn', name_fr: 'Accessible en remontée mécanique', name_it: 'Raggiungibile in funivia', name_en: 'Reachable by cable car', slug: 'erreichbar_mit_bergbahn', weak_search: 0, order: 14, published: 1 },
];
