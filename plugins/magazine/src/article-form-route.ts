import { z } from 'zod';
import {
  MAX_ROW_ID,
  text,
  wholeNumber,
  defineRoute,
  errorAnswer,
  messageAnswer,
  messages,
  NotFoundError,
  parseInput,
  RouteResponse,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { publicArticles } from './article-store';
import { articleFormInput, articleFormMessages } from './domain/article-form-input';
import { MAGAZINE_PATHS } from './domain/magazine-client';
import {
  ARTICLE_FORM_FIELDS,
  publicFormFields,
  type ArticleFormSettings,
} from './domain/form-settings';

/**
 * Confirmations a visitor's address receives: the address is typed by whoever sends the form,
 * so without this limit the form would mail any inbox as often as the form limit allows.
 */
const CONFIRMATION_THROTTLE = {
  name: 'magazine.article-form-confirmation',
  points: 1,
  durationSeconds: 600,
};

const labels: Record<(typeof ARTICLE_FORM_FIELDS)[number], string> = {
  first_name: 'Vorname',
  family_name: 'Nachname',
  company: 'Firma',
  email: 'E-Mail',
  phone: 'Telefon',
  message: 'Nachricht',
};

/**
 * `POST /guest/magazine/articles/:id/contact`: the article's contact form, as its settings say
 * (active and required fields); mailed to the configured receiver through the outbox, with an
 * optional confirmation to the visitor (at most one per address in ten minutes). CSRF and the
 * platform's form rate limit like every form.
 */
export function articleFormRoute(services: PlatformServices) {
  return defineRoute({
    method: 'post',
    path: MAGAZINE_PATHS.articleContact,
    summary: 'Send the contact form of a public article to its receiver',
    access: 'public',
    input: {
      params: z.object({
        id: wholeNumber(1, MAX_ROW_ID),
      }),
      // Field names and values are capped here; the article's own form settings then decide
      // which fields count and how long each may be (`articleFormInput`).
      body: z.record(text(64), z.union([text(10_000), z.number(), z.boolean(), z.null()]), {
        error: messages.format,
      }),
    },
    responses: { 201: messageAnswer, 404: errorAnswer },
    async handler({ params, body }) {
      const article: { name: string; form_settings: ArticleFormSettings | null } | undefined =
        await publicArticles(services.db, services.now())
          .where('a.id', params.id)
          .first('a.name', 'a.form_settings');
      if (!article) throw new NotFoundError(messages.notFound);
      const settings = article.form_settings;
      if (!settings || !publicFormFields(settings))
        throw ValidationError.field('_', articleFormMessages.noForm);
      const input = parseInput(articleFormInput(settings.fields), body) as Record<
        string,
        string | null | undefined
      >;
      const lines = ARTICLE_FORM_FIELDS.filter((name) => input[name]).map(
        (name) => `${labels[name]}: ${input[name]}`,
      );
      const email = input.email ?? undefined;
      const confirm =
        !!settings.confirmation &&
        !!email &&
        (await services.rateLimits.consume(CONFIRMATION_THROTTLE, email)).allowed;
      await services.db.transaction(async (trx) => {
        await services.mail.send(
          {
            to: settings.receiver!,
            from: settings.sender || undefined,
            replyTo: email,
            subject: settings.subject || `Kontaktformular: ${article.name}`,
            text: `Nachricht zum Artikel «${article.name}»\n\n${lines.join('\n')}\n`,
          },
          trx,
        );
        if (confirm && email)
          await services.mail.send(
            {
              to: email,
              from: settings.sender || undefined,
              subject: `Ihre Nachricht: ${article.name}`,
              text: `${settings.confirmation}\n\n${lines.join('\n')}\n`,
            },
            trx,
          );
      });
      return new RouteResponse(201, { message: articleFormMessages.sent });
    },
  });
}
