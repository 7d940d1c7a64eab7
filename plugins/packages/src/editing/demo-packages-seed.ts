import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { BUNDLES, HALLS, PROFILES } from './editing-migrations';

/** The demo owner's venues (the demo catalogue gives locations 1-3 to the login `venue`). */
const DEMO_VENUES = [1, 2, 3];

const profile = (name: string) => ({
  contract: {
    contactName: 'Vera Venue',
    contactEmail: 'venue@eventalp.ch',
    commissionAccepted: true,
  },
  'generalinfo-basic': { headline: `${name}: Seminare, Feiern und Hochzeiten`, maxPersons: 120 },
  'generalinfo-description': {
    description: `${name} bietet Pauschalen für Seminare, Firmenfeiern und Hochzeiten mit Räumen, Verpflegung und Technik aus einer Hand.`,
  },
  cancellation: {
    freeUntilDays: 30,
    lateFeePercent: 50,
    policy: 'Bis 30 Tage vor dem Anlass kostenlos, danach 50 % des Paketpreises.',
  },
  'breakfast-main': { offered: true, pricePerPersonRappen: 2400, includedInPackages: true },
  lunch: { offered: true, pricePerPersonRappen: 3800, includedInPackages: true },
  dinner: { offered: true, pricePerPersonRappen: 6500, includedInPackages: false },
  coffee: { offered: true, pricePerPersonRappen: 900, includedInPackages: true },
});

/**
 * Demo package data for the demo owner's venues: a profile, beds in the first room, two halls and three published
 * packages each (seminar day, company party, wedding with overnight), so the package search finds
 * something. Runs only with demo data and only for venues without packages (idempotent).
 */
export function demoPackagesSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'demo-packages',
    async run({ demo }) {
      if (!demo) return;
      const { db } = services;
      for (const locationId of DEMO_VENUES) {
        const location = await db('catalog_locations').where({ id: locationId }).first('full_name');
        if (!location) continue;
        if (await db(BUNDLES).where({ location_id: locationId }).first('id')) continue;
        await db.transaction(async (trx) => {
          for (const [section, data] of Object.entries(profile(location.full_name as string)))
            await trx(PROFILES)
              .insert({ location_id: locationId, section, room_id: 0, data: JSON.stringify(data) })
              .onConflict(['location_id', 'section', 'room_id'])
              .ignore();
          // The wedding's overnight stay: beds in the venue's first catalogue room.
          const [roomId] = await trx('catalog_rooms')
            .where({ location_id: locationId })
            .orderBy('id')
            .limit(1)
            .pluck('id');
          if (roomId !== undefined)
            await trx(PROFILES)
              .insert({
                location_id: locationId,
                section: 'accommodation',
                room_id: roomId,
                data: JSON.stringify({
                  beds: 24,
                  pricePerNightRappen: 16000,
                  breakfastIncluded: true,
                  description: 'Doppelzimmer im Haus, Frühstück inbegriffen.',
                }),
              })
              .onConflict(['location_id', 'section', 'room_id'])
              .ignore();
          const halls: { id: number }[] = await trx(HALLS)
            .insert([
              {
                location_id: locationId,
                name: 'Seesaal',
                area_m2: 180,
                capacities: JSON.stringify({ theatre: 150, classroom: 80, banquet: 120 }),
                rental_slots: JSON.stringify([
                  { slotId: 1, priceRappen: 60000 },
                  { slotId: 3, priceRappen: 60000 },
                  { slotId: 9, priceRappen: 150000 },
                ]),
              },
              {
                location_id: locationId,
                name: 'Salon',
                area_m2: 60,
                capacities: JSON.stringify({ theatre: 40, classroom: 24, ushape: 18 }),
                rental_slots: JSON.stringify([
                  { slotId: 5, priceRappen: 35000 },
                  { slotId: 6, priceRappen: 50000 },
                ]),
              },
            ])
            .returning('id');
          const [big, small] = halls.map((hall) => hall.id);
          const common = {
            location_id: locationId,
            state: 'published',
            published_at: trx.fn.now(),
          };
          await trx(BUNDLES).insert([
            {
              ...common,
              event_type: 'meeting',
              name: 'Seminartag am See',
              description: 'Ein Tag im Salon mit Kaffeepausen und Mittagessen.',
              days: 1,
              times_of_day: JSON.stringify([['morning', 'noon', 'afternoon']]),
              meals: JSON.stringify(['coffee_break', 'lunch']),
              hall_ids: [small],
              highlighted_specials: JSON.stringify(['Seeblick', 'Tageslicht']),
              single_price_rappen: 50000,
              price_per_person_rappen: 8900,
              included_items: JSON.stringify(['wlan', 'flipchart', 'screen_and_projector']),
              confirmations: [25],
            },
            {
              ...common,
              event_type: 'celebration_business',
              name: 'Firmenfest im Seesaal',
              description: 'Apéro und Abendessen für Ihr Team.',
              days: 1,
              times_of_day: JSON.stringify([['evening']]),
              meals: JSON.stringify(['aperitif', 'dinner']),
              hall_ids: [big],
              highlighted_specials: JSON.stringify(['Terrasse', 'DJ-Pult']),
              single_price_rappen: 120000,
              price_per_person_rappen: 9500,
              included_items: JSON.stringify(['tables_and_chairs', 'amplifier_and_microphone']),
              confirmations: [26],
            },
            {
              ...common,
              event_type: 'wedding',
              name: 'Hochzeit mit Übernachtung',
              description: 'Trauung, Apéro, Dinner und Brunch am nächsten Morgen.',
              days: 2,
              times_of_day: JSON.stringify([['afternoon', 'evening'], ['morning']]),
              meals: JSON.stringify(['aperitif', 'dinner', 'breakfast']),
              hall_ids: [big, small],
              overnight: true,
              highlighted_specials: JSON.stringify(['Trauung am See', 'Hochzeitssuite']),
              single_price_rappen: 250000,
              price_per_person_rappen: 18500,
              included_items: JSON.stringify([
                'setup_2h_before',
                'teardown_1h_after',
                'final_cleaning',
              ]),
              confirmations: [27],
            },
          ]);
        });
      }
    },
  };
}
