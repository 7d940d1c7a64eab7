import {
  availableBookingActions,
  BOOKING_ACTIONS,
  BOOKING_ROLES,
  BOOKING_STATES,
  bookingTransition,
  invoiceAvailable,
  type BookingAction,
  type BookingRole,
  type BookingState,
} from './booking-states';

/** The spec's lifecycle as one table: [state, action, role, expected next state or refusal]. */
const allowed: [BookingState, BookingAction, BookingRole, BookingState][] = [
  ['requested', 'send_offer', 'owner', 'offer_sent'],
  ['offer_sent', 'accept', 'requester', 'accepted'],
  ['offer_sent', 'reject', 'requester', 'rejected'],
  ['accepted', 'upload_agreement', 'owner', 'agreement_uploaded'],
  ['agreement_uploaded', 'upload_billing', 'owner', 'billing_uploaded'],
  ['requested', 'cancel', 'owner', 'cancelled'],
  ['requested', 'cancel', 'requester', 'cancelled'],
  ['offer_sent', 'cancel', 'owner', 'cancelled'],
  ['offer_sent', 'cancel', 'requester', 'cancelled'],
  ['accepted', 'cancel', 'owner', 'cancelled'],
  ['accepted', 'cancel', 'requester', 'cancelled'],
  ['agreement_uploaded', 'cancel', 'owner', 'cancelled'],
  ['agreement_uploaded', 'cancel', 'requester', 'cancelled'],
];

describe('booking state machine', () => {
  it.each(allowed)('%s --%s by %s--> %s', (state, action, role, to) => {
    expect(bookingTransition(state, action, role)).toEqual({ ok: true, to });
  });

  it('refuses every other combination, by role before state', () => {
    for (const state of BOOKING_STATES)
      for (const action of BOOKING_ACTIONS)
        for (const role of BOOKING_ROLES) {
          if (allowed.some(([s, a, r]) => s === state && a === action && r === role)) continue;
          const result = bookingTransition(state, action, role);
          const roleMayEver = allowed.some(([, a, r]) => a === action && r === role);
          expect(result).toEqual({ ok: false, reason: roleMayEver ? 'state' : 'role' });
        }
  });

  it.each([
    ['requested', 'owner', ['send_offer', 'cancel']],
    ['requested', 'requester', ['cancel']],
    ['offer_sent', 'requester', ['accept', 'reject', 'cancel']],
    ['offer_sent', 'owner', ['cancel']],
    ['accepted', 'owner', ['upload_agreement', 'cancel']],
    ['agreement_uploaded', 'owner', ['upload_billing', 'cancel']],
    ['billing_uploaded', 'owner', []],
    ['rejected', 'requester', []],
    ['cancelled', 'owner', []],
    ['requested', 'backoffice', []],
  ] as const)('in %s the %s may %j', (state, role, actions) => {
    expect(availableBookingActions(state, role)).toEqual(actions);
  });

  it.each([
    ['requested', false],
    ['offer_sent', false],
    ['accepted', true],
    ['agreement_uploaded', true],
    ['billing_uploaded', true],
    ['rejected', false],
    ['cancelled', false],
  ] as const)('invoice in %s: %s', (state, available) => {
    expect(invoiceAvailable(state)).toBe(available);
  });
});
