import type { PackageOffer } from '../src/domain';

const capacities = { theatre: 40, classroom: null, banquet: 30, standing: null, ushape: null };

/**
 * A published two-day wedding package of the Seehotel in Thalwil as `GET
 * /api/guest/packages/{id}` answers it: overnight, two halls (one with rental slots), an extra
 * meal, corkage, a summer surcharge of 10 % and two busy days. Shared by the rules' tests here
 * and the marketplace's page tests (`@eventalp/plugin-packages/testing`).
 */
export function packageOfferSample(change: Partial<PackageOffer['package']> = {}): PackageOffer {
  return {
    package: {
      id: 7,
      name: 'Hochzeit am See & Brunch',
      description: null,
      eventType: 'wedding',
      optionId: null,
      optionName: 'Trauung',
      days: 2,
      timesOfDay: [['evening'], ['morning']],
      meals: ['dinner', 'breakfast'],
      overnight: true,
      highlightedSpecials: ['Bootsfahrt bei Sonnenuntergang'],
      includedItems: ['tables_and_chairs', 'final_cleaning'],
      singlePriceRappen: 25000,
      pricePerPersonRappen: 18500,
      maxPersons: 40,
      ...change,
    },
    venue: {
      id: 3,
      name: 'Seehotel',
      slug: 'seehotel-thalwil',
      city: 'Thalwil',
      postcode: '8800',
      region: 'Zürich',
      photo: null,
      detailPath: '/site/_eventalp/1/hotel/3/seehotel-thalwil.html',
    },
    halls: [
      {
        id: 11,
        name: 'Seesaal',
        areaM2: 180,
        capacities,
        rentalSlots: [
          { slotId: 4, priceRappen: 90000, startHour: 18, endHour: 23 },
          { slotId: 9, priceRappen: 150000, startHour: 8, endHour: 23 },
        ],
      },
      { id: 12, name: 'Foyer', areaM2: null, capacities, rentalSlots: [] },
    ],
    extraMeals: [{ meal: 'aperitif', pricePerPersonRappen: 1800 }],
    accommodation: [
      { roomId: 5, name: 'Doppelzimmer', pricePerNightRappen: 22000, breakfastIncluded: true },
    ],
    extras: [{ key: 'corkage', label: 'Zapfengeld pro Flasche', unitPriceRappen: 1500 }],
    pricePeriods: [
      { startDate: '2027-06-01', endDate: '2027-08-31', kind: 'surcharge', percent: 10 },
    ],
    busyDays: ['2027-05-02', '2027-05-03'],
    conditions: { cancellation: 'Kostenlos bis 30 Tage vorher.' },
  };
}

/** The canonical detail path of `packageOfferSample()`. */
export const PACKAGE_OFFER_SAMPLE_PATH =
  '/site/_package/7/hochzeit-am-see-und-brunch/wedding/3/seehotel-thalwil';
