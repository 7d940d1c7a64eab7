import { z } from 'zod';
import { emailAddress, messages, optionalText, requiredText } from '@eventalp/platform-sdk';
import { loginName, password } from '@eventalp/plugin-accounts/domain';
import { AWARD_LANGUAGES } from './nomination-vocabulary';

/**
 * Partners of the award who get a login to the results area (spec sections 2 and 6): tourism
 * regions, which register their participation here, and media (their access request comes with
 * the results area).
 */
export const PARTNER_KINDS = ['tourism', 'media'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/**
 * A registration's states: the address not yet confirmed by the mailed link, confirmed and
 * waiting for the organisers, access granted, refused.
 */
export const PARTNER_STATUSES = ['unconfirmed', 'pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** The texts of the registration and its confirmation (German, as the API's other texts). */
export const partnerMessages = {
  thanks:
    'Danke für eure Anmeldung! Bitte bestätigt sie mit dem Link, den wir euch per E-Mail geschickt haben.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  loginNameTaken: 'Dieser Loginname ist bereits vergeben.',
  passwordConfirmation: 'Die Passwortbestätigung stimmt nicht überein.',
  unknownRegion: 'Bitte wähle eine Region aus der Liste.',
  participation: 'Bitte bestätigt, dass eure Region am Swiss Location Award teilnimmt.',
  confirmed:
    'Eure Teilnahme ist bestätigt. Wir prüfen eure Anmeldung und schalten euren Zugang frei.',
  alreadyConfirmed: 'Eure Teilnahme war bereits bestätigt.',
  mediaThanks:
    'Danke für eure Anfrage! Bitte bestätigt sie mit dem Link, den wir euch per E-Mail geschickt haben.',
  mediaConfirmed:
    'Eure Anfrage ist bestätigt. Wir prüfen sie und schalten euren Zugang zum Medienbereich frei.',
  mediaAlreadyConfirmed: 'Eure Anfrage war bereits bestätigt.',
  invalidLink: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  notPending:
    'Über diese Anmeldung kann nicht entschieden werden: Sie ist noch nicht bestätigt oder bereits entschieden.',
} as const;

/** The partner area's texts (spec section 8: "Media login: username or password wrong"). */
export const partnerLoginMessages = {
  wrong: 'Benutzername oder Passwort falsch.',
  forgotSent:
    'Wenn diese Adresse zu einem freigeschalteten Zugang gehört, erhältst du eine E-Mail mit deinem Loginnamen.',
} as const;

export const partnerLoginInput = z.object({
  login_name: requiredText({ max: 255 }),
  password: z.string({ error: messages.required }).min(1, messages.required).max(255),
});

export const partnerForgotInput = z.object({
  email: emailAddress(messages.format),
});

/** A signed-in partner as the partner area shows it. */
export const partnerAnswer = z
  .object({
    kind: z.enum(PARTNER_KINDS),
    organisation: z.string(),
    login_name: z.string(),
    region_id: z.number().int().nullable(),
  })
  .meta({ id: 'AwardPartner' });
export type AwardPartner = z.output<typeof partnerAnswer>;

export const partnerMessageAnswer = z.object({ message: z.string() }).meta({
  id: 'AwardPartnerMessage',
});

/** The organisers' decision on a confirmed registration, with an optional message to the partner. */
export const partnerDecisionInput = z.object({
  decision: z.enum(['approved', 'rejected'], { error: messages.required }),
  message: z.string().trim().max(2000, { error: messages.format }).optional(),
});
export type PartnerDecisionValues = z.output<typeof partnerDecisionInput>;

const id = z.coerce
  .number({ error: partnerMessages.unknownRegion })
  .int({ error: partnerMessages.unknownRegion })
  .min(1, { error: partnerMessages.unknownRegion })
  .max(2_147_483_647, { error: partnerMessages.unknownRegion });

/**
 * What every partner's registration holds: its organisation, the contact person, the login it
 * asks for (login name and password by the accounts' rules), a message and the page's language.
 */
const registrationFields = {
  organisation: requiredText({ min: 2, max: 255 }),
  first_name: requiredText({ min: 1, max: 255 }),
  last_name: requiredText({ min: 1, max: 255 }),
  function: optionalText(255),
  email: emailAddress(),
  phone: optionalText(30),
  login_name: loginName,
  password,
  password_confirmation: z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .max(255, { error: messages.maxLength(255) }),
  message: optionalText(2000),
  language: z.enum(AWARD_LANGUAGES, { error: messages.format }).default('de'),
};

const samePassword = {
  path: ['password_confirmation'],
  error: partnerMessages.passwordConfirmation,
};

/**
 * Body of `POST /api/guest/award/partners/tourism`: the tourism region (a Swiss region of the
 * taxonomy), the registration's fields and the participation.
 */
export const tourismRegistrationInput = z
  .object({
    region: id,
    ...registrationFields,
    participation: z.literal(true, { error: partnerMessages.participation }),
  })
  .refine((input) => input.password === input.password_confirmation, samePassword);
export type TourismRegistrationInput = z.input<typeof tourismRegistrationInput>;
export type TourismRegistrationValues = z.output<typeof tourismRegistrationInput>;

/**
 * Body of `POST /api/guest/award/partners/media`: a medium's access request to the partner area
 * (issue: medium name as `organisation`, first and last name, e-mail, desired login name and
 * password), no region and no participation.
 */
export const mediaAccessInput = z
  .object(registrationFields)
  .refine((input) => input.password === input.password_confirmation, samePassword);
export type MediaAccessInput = z.input<typeof mediaAccessInput>;
export type MediaAccessValues = z.output<typeof mediaAccessInput>;

/** Body of `POST /api/guest/award/partners/confirmations`: the mailed link's token. */
export const partnerConfirmationInput = z.object({
  token: z
    .string({ error: partnerMessages.invalidLink })
    .max(100, { error: partnerMessages.invalidLink })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: partnerMessages.invalidLink }),
});

/** `POST …/partners/tourism`: the thank-you. */
export const partnerRegisteredAnswer = z
  .object({ message: z.string(), email: z.string() })
  .meta({ id: 'PartnerRegistered' });
export type PartnerRegistered = z.output<typeof partnerRegisteredAnswer>;

/** `POST …/partners/confirmations`: confirmed now, or before. */
export const partnerConfirmedAnswer = z
  .object({
    state: z.enum(['confirmed', 'already_confirmed']),
    message: z.string(),
    organisation: z.string(),
    kind: z.enum(PARTNER_KINDS),
  })
  .meta({ id: 'PartnerConfirmed' });
export type PartnerConfirmed = z.output<typeof partnerConfirmedAnswer>;
