// Limits and texts of the donation that pages need without zod (an input module imported at
// runtime would bundle it).

/** Smallest and largest donation in CHF: a franc at least, and no more than the form is meant for. */
export const DONATION_AMOUNT = { min: 1, max: 100_000 } as const;

/** Longest texts of a donation: names, street and city as the QR bill's payer address holds them. */
export const DONATION_LIMITS = { name: 70, street: 70, city: 35, message: 2000 } as const;

/** The donation's German texts: the spec's where it has them (section 5), else ours. */
export const donationMessages = {
  amountFormat: 'Bitte gib einen Betrag in Franken ein, z. B. 50 oder 50.50.',
  amountMin: `Der Betrag muss mindestens CHF ${DONATION_AMOUNT.min}.00 sein.`,
  amountMax: `Der Betrag darf höchstens CHF 100'000.00 sein.`,
  zip: 'Ungültiges Format',
  thanks: 'Vielen Dank für deine Spende!',
} as const;
