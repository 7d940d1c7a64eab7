import {
  messageAnswer,
  defineRoute,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import {
  confirmInput,
  NEWSLETTER_PATHS,
  newsletterMessages,
  newsletterPath,
  subscribeInput,
  unsubscribeInput,
} from './domain';
import { optInMail, welcomeMail } from './newsletter-mails';
import { SUBSCRIBERS } from './newsletter-migrations';
import type { SubscriberStore } from './subscriber-store';
import {
  hashConfirmToken,
  isConfirmTokenValid,
  newConfirmToken,
  signUnsubscribeToken,
  subscriberIdOf,
  verifyUnsubscribeToken,
} from './subscription-tokens';

/** How long an opt-in link confirms. */
const CONFIRM_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** At most one opt-in mail per address a minute, however many clients ask for it. */
const OPT_IN_MAIL_THROTTLE = { name: 'newsletter.opt-in-mail', points: 1, durationSeconds: 60 };

/** Newsletter: double opt-in subscription, confirmation, unsubscription. */
export function newsletterRoutes(services: PlatformServices, store: SubscriberStore) {
  const { db, config } = services;
  const page = (query: string) => newsletterPath(config.brand, query);
  const unsubscribeUrl = async (subscriber: { id: number; email: string }) =>
    `${config.appUrl}${page(
      `unsubscribe=${signUnsubscribeToken(await store.signingKey(), subscriber.id, subscriber.email)}`,
    )}`;

  return [
    defineRoute({
      method: 'post',
      path: NEWSLETTER_PATHS.subscribe,
      summary:
        'Subscribe an e-mail address (double opt-in: mails a confirmation link; 422 users.email.unique when already confirmed)',
      access: 'public',
      input: { body: subscribeInput },
      responses: { 200: messageAnswer },
      async handler({ body, ip, koa }) {
        const existing = await store.findByEmail(body.email);
        if (existing?.status === 'confirmed')
          throw ValidationError.field('email', newsletterMessages.emailTakenCode);
        // A pending address gets its link again, answered like a new one: nothing is revealed.
        const throttle = await services.rateLimits.consume(OPT_IN_MAIL_THROTTLE, body.email);
        if (!throttle.allowed) return { message: newsletterMessages.optInSent };

        const token = newConfirmToken();
        const now = services.now();
        await db.transaction(async (trx) => {
          const subscriber = await store.savePending(
            {
              email: body.email,
              locale: String(koa.state.locale ?? 'de-CH').slice(0, 5),
              country_category: Number(koa.state.countryCategory ?? 1),
              confirm_token_hash: hashConfirmToken(token),
              confirm_token_expires_at: new Date(now.getTime() + CONFIRM_VALID_MS),
              ip: ip.slice(0, 64),
            },
            trx,
          );
          if (!subscriber) throw ValidationError.field('email', newsletterMessages.emailTakenCode);
          // The link opens the newsletter page; its button confirms (POST): mail scanners and
          // link previews open links, and must not subscribe anybody.
          const confirmUrl = `${config.appUrl}${page(`confirm=${token}`)}`;
          await services.mail.send(
            optInMail(body.email, confirmUrl, {
              brand: config.brand,
              unsubscribeUrl: await unsubscribeUrl(subscriber),
            }),
            trx,
          );
        });
        return { message: newsletterMessages.optInSent };
      },
    }),
    defineRoute({
      method: 'post',
      path: NEWSLETTER_PATHS.confirm,
      summary:
        'Confirms a subscription with the token of the opt-in link (the newsletter page posts it); 422 when invalid or expired',
      access: 'public',
      input: { body: confirmInput },
      responses: { 200: messageAnswer },
      async handler({ body, ip }) {
        const now = services.now();
        const subscriber = await store.findByConfirmToken(hashConfirmToken(body.token));
        if (!subscriber || !isConfirmTokenValid(subscriber.confirm_token_expires_at, now))
          throw ValidationError.field('token', newsletterMessages.confirmInvalid);
        await db.transaction(async (trx) => {
          // Only the row as it was read: of two concurrent confirmations (a double click, a
          // scanner and the visitor) one changes it and sends the welcome mail.
          const changed = await trx(SUBSCRIBERS)
            .where({
              id: subscriber.id,
              status: 'pending',
              confirm_token_hash: hashConfirmToken(body.token),
            })
            .update({
              status: 'confirmed',
              confirmed_at: now,
              unsubscribed_at: null,
              confirm_token_hash: null,
              confirm_token_expires_at: null,
              confirm_ip: ip.slice(0, 64),
              updated_at: now,
            });
          if (changed === 0) return;
          await services.mail.send(
            welcomeMail(subscriber.email, {
              brand: config.brand,
              unsubscribeUrl: await unsubscribeUrl(subscriber),
            }),
            trx,
          );
        });
        return { message: newsletterMessages.confirmed };
      },
    }),
    defineRoute({
      method: 'post',
      path: NEWSLETTER_PATHS.unsubscribe,
      summary: 'Unsubscribe with the signed token of a newsletter mail',
      access: 'public',
      input: { body: unsubscribeInput },
      responses: { 200: messageAnswer },
      async handler({ body }) {
        const id = subscriberIdOf(body.token);
        const subscriber = id === null ? undefined : await store.findById(id);
        if (
          !subscriber ||
          !verifyUnsubscribeToken(await store.signingKey(), body.token, subscriber)
        )
          throw ValidationError.field('token', newsletterMessages.unsubscribeInvalid);
        if (subscriber.status !== 'unsubscribed')
          await db(SUBSCRIBERS).where({ id: subscriber.id }).update({
            status: 'unsubscribed',
            unsubscribed_at: services.now(),
            confirm_token_hash: null,
            confirm_token_expires_at: null,
            updated_at: services.now(),
          });
        return { message: newsletterMessages.unsubscribed };
      },
    }),
  ];
}
