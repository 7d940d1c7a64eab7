import { packagePrice } from '../pricing';
import { packageOfferSample } from '../../../test/package-offer-sample';
import type { ReservationChoice } from './offer-answers';
import { offerMessages } from './offer-messages';
import {
  choiceErrors,
  defaultChoice,
  firstFreeDay,
  offerPagePath,
  packagePagePath,
  priceInputOf,
} from './offer-rules';

const offer = packageOfferSample();
const today = '2027-05-01';
const choice = (change: Partial<ReservationChoice> = {}): ReservationChoice => ({
  date: '2027-05-04',
  persons: 20,
  halls: [{ hallId: 11, slotId: 4 }],
  extraMeals: [],
  overnight: { roomId: 5, rooms: 10 },
  extras: [],
  ...change,
});

describe('package page paths', () => {
  it('names the package by id and slug, then event type, venue id and slug', () => {
    expect(offerPagePath('detail', offer)).toBe(
      '/site/_package/7/hochzeit-am-see-und-brunch/wedding/3/seehotel-thalwil',
    );
    expect(offerPagePath('summary', offer)).toMatch(/^\/site\/_package_summary\/7\//);
    expect(offerPagePath('reservation', offer)).toMatch(/^\/site\/_package_reservation\/7\//);
    expect(
      packagePagePath('detail', {
        packageId: 1,
        name: '!!!',
        eventType: 'meeting',
        locationId: 2,
        locationSlug: '',
      }),
    ).toBe('/site/_package/1/paket/meeting/2');
  });
});

describe('the visitor’s choice', () => {
  it('starts on the first free day after today with each priced hall’s first slot', () => {
    expect(firstFreeDay(offer, today)).toBe('2027-05-04');
    expect(defaultChoice(offer, today)).toEqual({
      date: '2027-05-04',
      persons: 10,
      halls: [{ hallId: 11, slotId: 4 }],
      extraMeals: [],
      overnight: { roomId: 5, rooms: 1 },
      extras: [],
    });
  });

  it.each<[string, Partial<ReservationChoice>, Record<string, string>]>([
    ['a fine choice', {}, {}],
    ['today', { date: '2027-05-01' }, { date: offerMessages.datePast }],
    ['a busy day', { date: '2027-05-03' }, { date: offerMessages.dateBusy }],
    ['the last day of the horizon', { date: '2028-06-04' }, {}],
    ['a day past the horizon', { date: '2028-06-05' }, { date: offerMessages.dateTooFar }],
    ['no persons', { persons: 0 }, { persons: offerMessages.persons(40) }],
    ['the most persons', { persons: 40 }, {}],
    ['one person too many', { persons: 41 }, { persons: offerMessages.persons(40) }],
    [
      'a slot the hall lacks',
      { halls: [{ hallId: 11, slotId: 1 }] },
      { halls: offerMessages.hallSlot },
    ],
    ['no slot', { halls: [] }, { halls: offerMessages.hallSlot }],
    [
      'a hall twice',
      {
        halls: [
          { hallId: 11, slotId: 4 },
          { hallId: 11, slotId: 9 },
        ],
      },
      { halls: offerMessages.hallSlot },
    ],
    ['a meal of the package', { extraMeals: ['dinner'] }, { extraMeals: offerMessages.extraMeal }],
    [
      'an unknown room',
      { overnight: { roomId: 6, rooms: 1 } },
      { overnight: offerMessages.overnight },
    ],
    ['no rooms', { overnight: { roomId: 6, rooms: 0 } }, {}],
    [
      'too many rooms',
      { overnight: { roomId: 5, rooms: 201 } },
      { overnight: offerMessages.overnightRooms },
    ],
    [
      'too many bottles',
      { extras: [{ key: 'corkage', quantity: 1001 }] },
      { extras: offerMessages.extraQuantity },
    ],
  ])('%s', (_, change, errors) => {
    expect(choiceErrors(offer, choice(change), today)).toEqual(errors);
  });

  it('refuses an overnight stay on a package without one', () => {
    const day = { ...offer, package: { ...offer.package, overnight: false } };
    expect(choiceErrors(day, choice(), today)).toEqual({ overnight: offerMessages.noOvernight });
  });

  it('prices from the offer only: slot, extra meals, rooms for the nights, extras, periods', () => {
    const input = priceInputOf(
      offer,
      choice({ extraMeals: ['aperitif'], extras: [{ key: 'corkage', quantity: 12 }] }),
    );
    expect(input).toMatchObject({
      prices: { single: 25000, perPersonForTwo: 18500 },
      days: 2,
      persons: 20,
      halls: [{ id: 11, name: 'Seesaal', slotId: 4, pricePerDay: 90000 }],
      meals: [{ meal: 'aperitif', pricePerPerson: 1800 }],
      overnight: { rooms: 10, nights: 1, pricePerRoomNight: 22000 },
      extras: [{ label: 'Zapfengeld pro Flasche', quantity: 12, unitPrice: 1500 }],
    });
    const price = packagePrice(input);
    // 20 persons × 2 days × 185.00 + hall 2 × 900.00 + apéro 20 × 2 × 18.00 + 10 rooms × 220.00 + 12 × 15.00
    expect(price.subtotal).toBe(740000 + 180000 + 72000 + 220000 + 18000);
    expect(price.total % 5).toBe(0);
  });
});
