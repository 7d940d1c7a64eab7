import { z } from 'zod';
import { emailAddress } from '@eventalp/platform-sdk';

/** The spec's newsletter texts (sections 5 and 8) and the codes the API answers with. */
export const newsletterMessages = {
  invalidEmail: 'Bitte gib eine gültige E-Mailadresse ein.',
  /** The code of an address that is already subscribed; the front end shows `alreadySubscribed`. */
  emailTakenCode: 'users.email.unique',
  alreadySubscribed: 'Du bist bereits in der Datenbank vorhanden.',
  failed: 'Fehler im Abonnement.',
  optInSent: 'Fast geschafft! Bitte bestätige deine Anmeldung über den Link in der E-Mail.',
  unsubscribed: 'Du hast den Newsletter abbestellt.',
  unsubscribeInvalid: 'Dieser Abmeldelink ist ungültig.',
  confirmed: 'Vielen Dank! Deine Anmeldung ist bestätigt. Du erhältst ab jetzt unseren Newsletter.',
  confirmInvalid:
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melde dich erneut an, du erhältst dann einen neuen Link.',
} as const;

/** The newsletter's e-mail rule: a standard address, else the spec's one message (section 5). */
export const newsletterEmail = emailAddress(newsletterMessages.invalidEmail, { oneMessage: true });

/** Body of `POST /api/guest/newsletter/subscribe`. */
export const subscribeInput = z.object({ email: newsletterEmail });

/** Body of `POST /api/guest/newsletter/unsubscribe`: the signed token of the mail's link. */
export const unsubscribeInput = z.object({
  token: z
    .string({ error: newsletterMessages.unsubscribeInvalid })
    .max(200, newsletterMessages.unsubscribeInvalid),
});

export type SubscribeInput = z.infer<typeof subscribeInput>;

/** Body of `POST /api/guest/newsletter/confirm`: the token of the opt-in mail's link. */
export const confirmInput = z.object({
  token: z
    .string({ error: newsletterMessages.confirmInvalid })
    .min(1, newsletterMessages.confirmInvalid)
    .max(200, newsletterMessages.confirmInvalid),
});
