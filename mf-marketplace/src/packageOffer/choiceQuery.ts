import {
  defaultChoice,
  reservationChoice,
  type PackageOffer,
  type ReservationChoice,
} from '@eventalp/plugin-packages/domain';

const pairs = (value: string | undefined) =>
  (value ?? '')
    .split('.')
    .filter(Boolean)
    .map((item) => item.split('-'));

/**
 * A choice as a query string (`?date=2027-05-04&persons=20&halls=11-4.12-9&meals=aperitif`):
 * halls as `hallId-slotId`, extras as `key-quantity`, lists joined with dots (no escaping needed).
 */
export function choiceQuery(choice: ReservationChoice): string {
  const query = new URLSearchParams({ date: choice.date, persons: String(choice.persons) });
  if (choice.halls.length > 0)
    query.set('halls', choice.halls.map((hall) => `${hall.hallId}-${hall.slotId}`).join('.'));
  if (choice.extraMeals.length > 0) query.set('meals', choice.extraMeals.join('.'));
  if (choice.overnight) {
    query.set('room', String(choice.overnight.roomId));
    query.set('rooms', String(choice.overnight.rooms));
  }
  const extras = choice.extras.filter((extra) => extra.quantity > 0);
  if (extras.length > 0)
    query.set('extras', extras.map((extra) => `${extra.key}-${extra.quantity}`).join('.'));
  return `?${query.toString()}`;
}

/**
 * The choice a query carries; each part that is missing or malformed is the default choice's
 * (whether it fits the offer is `choiceErrors`' to say, on the page).
 */
export function choiceOfQuery(
  offer: PackageOffer,
  query: Record<string, string | undefined>,
  today: string,
): ReservationChoice {
  const fallback = defaultChoice(offer, today);
  const part = <Key extends keyof ReservationChoice>(key: Key, value: unknown) => {
    if (value === undefined) return fallback[key];
    const parsed = reservationChoice.shape[key].safeParse(value);
    return parsed.success ? (parsed.data as ReservationChoice[Key]) : fallback[key];
  };
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  return {
    date: part('date', query.date),
    persons: part('persons', number(query.persons)),
    halls: part(
      'halls',
      query.halls === undefined
        ? undefined
        : pairs(query.halls).map(([hallId, slotId]) => ({
            hallId: Number(hallId),
            slotId: Number(slotId),
          })),
    ),
    extraMeals: part(
      'extraMeals',
      query.meals === undefined ? undefined : pairs(query.meals).flat(),
    ),
    overnight: part(
      'overnight',
      query.room === undefined
        ? undefined
        : { roomId: Number(query.room), rooms: number(query.rooms) ?? 1 },
    ),
    extras: part(
      'extras',
      query.extras === undefined
        ? undefined
        : pairs(query.extras).map(([key, quantity]) => ({ key, quantity: Number(quantity) })),
    ),
  };
}
