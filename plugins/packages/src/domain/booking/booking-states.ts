/** The states of a package booking (spec section 4, package events). */
export const BOOKING_STATES = [
  'requested',
  'offer_sent',
  'accepted',
  'rejected',
  'agreement_uploaded',
  'billing_uploaded',
  'cancelled',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** Who acts on a booking: the venue's owner, the requester, or the back office. */
export const BOOKING_ROLES = ['owner', 'requester', 'backoffice'] as const;
export type BookingRole = (typeof BOOKING_ROLES)[number];

export const BOOKING_ACTIONS = [
  'send_offer',
  'accept',
  'reject',
  'upload_agreement',
  'upload_billing',
  'cancel',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/**
 * Every allowed transition, one row each: from which states, to which state, by whom. Rejected,
 * billing uploaded and cancelled are final; cancelling is open until the billing is uploaded.
 */
export const BOOKING_TRANSITIONS: Record<
  BookingAction,
  { from: readonly BookingState[]; to: BookingState; by: readonly BookingRole[] }
> = {
  send_offer: { from: ['requested'], to: 'offer_sent', by: ['owner'] },
  accept: { from: ['offer_sent'], to: 'accepted', by: ['requester'] },
  reject: { from: ['offer_sent'], to: 'rejected', by: ['requester'] },
  upload_agreement: { from: ['accepted'], to: 'agreement_uploaded', by: ['owner'] },
  upload_billing: { from: ['agreement_uploaded'], to: 'billing_uploaded', by: ['owner'] },
  cancel: {
    from: ['requested', 'offer_sent', 'accepted', 'agreement_uploaded'],
    to: 'cancelled',
    by: ['owner', 'requester'],
  },
};

/** States no action leaves. */
export const FINAL_BOOKING_STATES: readonly BookingState[] = [
  'rejected',
  'billing_uploaded',
  'cancelled',
];

export type TransitionResult =
  { ok: true; to: BookingState } | { ok: false; reason: 'role' | 'state' };

/** Whether `role` may do `action` on a booking in `state`; the state it leads to if so. */
export function bookingTransition(
  state: BookingState,
  action: BookingAction,
  role: BookingRole,
): TransitionResult {
  const rule = BOOKING_TRANSITIONS[action];
  if (!rule.by.includes(role)) return { ok: false, reason: 'role' };
  if (!rule.from.includes(state)) return { ok: false, reason: 'state' };
  return { ok: true, to: rule.to };
}

/** The actions `role` may take now (the screens show these buttons only). */
export function availableBookingActions(state: BookingState, role: BookingRole): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => bookingTransition(state, action, role).ok);
}

/** Whether an invoice (QR bill) can be had: from the accepted offer on, unless cancelled. */
export const invoiceAvailable = (state: BookingState) =>
  state === 'accepted' || state === 'agreement_uploaded' || state === 'billing_uploaded';
