import { z } from 'zod';
import {
  authorFields,
  booleanFilter,
  dateFilter,
  defineResource,
  messages,
  optionalText,
  requiredText,
  text,
  wholeNumber,
  MAX_ROW_ID,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { ARTICLE_OWNER } from './article-store';
import { ARTICLE_FORM_FIELDS } from './domain/form-settings';
import { articleDocuments, editorialIndex } from './editorial-index';
import { ARTICLE_TAGS, ARTICLES, TAGS } from './magazine-migrations';
import { sanitizeRichText } from './sanitize-rich-text';

/** Who may manage the magazine (the editors' area). */
export const BACKOFFICE_MAGAZINE = 'backoffice.magazine';

/** Published once per back-office change of articles; this plugin re-indexes exactly those. */
export const MAGAZINE_ARTICLES_CHANGED = 'magazine.articles.changed';
export interface MagazineArticlesChanged {
  ids: number[];
}

const fieldSettingAnswer = z.object({ active: z.boolean(), required: z.boolean() });

/** The article's contact form as stored (spec section 3, "Article"), or null without one. */
const formSettingsAnswer = z
  .object({
    fields: z.object(
      Object.fromEntries(ARTICLE_FORM_FIELDS.map((name) => [name, fieldSettingAnswer.optional()])),
    ),
    sender: z.string().nullable().optional(),
    subject: z.string().nullable().optional(),
    receiver: z.string().nullable().optional(),
    confirmation: z.string().nullable().optional(),
  })
  .nullable();

/** An article as the back office lists, shows and edits it (its body as stored, sanitised). */
export const backofficeArticleAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  subtitle: z.string().nullable(),
  slug: z.string().nullable(),
  teaser: z.string().nullable(),
  body: z.string(),
  published: z.boolean(),
  publish_at: z.iso.datetime(),
  sponsor_text: z.string().nullable(),
  sponsor_url: z.string().nullable(),
  form_settings: formSettingsAnswer,
  ...authorFields,
});

/** An http(s) address, or nothing. */
const optionalUrl = (max: number) =>
  optionalText(max).refine((url) => url === null || /^https?:\/\/\S+$/.test(url), {
    error: messages.format,
  });

/** An e-mail address, or nothing. */
const optionalEmail = optionalText(255).refine(
  (address) => address === null || z.email().safeParse(address).success,
  { error: messages.email },
);

const fieldSetting = z
  .object({
    active: z.boolean({ error: messages.format }).default(false),
    required: z.boolean({ error: messages.format }).default(false),
  })
  // A field that is not shown cannot be required.
  .transform((field) => ({ active: field.active, required: field.active && field.required }));

/**
 * The contact form of an article: each field active or not and required or not; sender and
 * receiver e-mail addresses, the subject, and the confirmation mail's text. A form with active
 * fields needs a receiver (without one the article shows no form).
 */
export const formSettingsInput = z
  .object({
    fields: z
      .object(Object.fromEntries(ARTICLE_FORM_FIELDS.map((name) => [name, fieldSetting])), {
        error: messages.format,
      })
      .partial()
      .default({}),
    sender: optionalEmail,
    subject: optionalText(255),
    receiver: optionalEmail,
    confirmation: optionalText(5000),
  })
  .superRefine((settings, context) => {
    const active = Object.values(settings.fields).some((field) => field?.active);
    if (active && !settings.receiver)
      context.addIssue({ code: 'custom', path: ['receiver'], message: messages.required });
  })
  .nullish()
  .transform((settings) => settings ?? null);

/**
 * An article as the back office writes it: a title (at most 255 characters), subtitle, slug of
 * lower-case letters, digits and hyphens, teaser, the body as rich text (sanitised with the
 * magazine's allowlist before it is stored), published or not from its publish date, the
 * sponsorship strip (text and an http(s) link), the contact form's settings and the tags.
 */
export const articleInput = z
  .object({
    name: requiredText({ max: 255 }),
    subtitle: optionalText(500),
    slug: optionalText(255).refine(
      (slug) => slug === null || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug),
      { error: messages.format },
    ),
    teaser: optionalText(5000),
    body: text(200_000).default(''),
    published: z.boolean({ error: messages.format }).default(false),
    publish_at: requiredText({ max: 40 }).pipe(
      z.iso.datetime({ offset: true, error: messages.format }),
    ),
    sponsor_text: optionalText(255),
    sponsor_url: optionalUrl(500),
    form_settings: formSettingsInput,
    tag_ids: z
      .array(wholeNumber(1, MAX_ROW_ID), { error: messages.format })
      .max(50, { error: messages.format })
      .optional(),
  })
  .transform((article) => ({ ...article, body: sanitizeRichText(article.body) }));

/**
 * Magazine articles in the back office: list (newest first, search, filters), show, create,
 * edit with the audit log, their photos and documents. Each save re-indexes the article for the editorial search; the public
 * page shows it on its next render.
 */
export const articleResource = defineResource({
  name: 'magazine-articles',
  answerName: 'BackofficeArticle',
  noun: 'article',
  table: ARTICLES,
  row: backofficeArticleAnswer,
  create: articleInput,
  filters: {
    published: booleanFilter('published'),
    publish_from: dateFilter('publish_at', 'from'),
    publish_to: dateFilter('publish_at', 'to'),
  },
  sortable: ['publish_at', 'name', 'updated_at', 'id'],
  defaultSort: { field: 'publish_at', order: 'desc' },
  search: ['name', 'subtitle', 'teaser', 'slug'],
  unique: ['slug'],
  uniqueMessage: 'Dieser Slug ist bereits vergeben.',
  links: { tag_ids: { table: ARTICLE_TAGS, from: 'article_id', to: 'tag_id', target: TAGS } },
  // The article page's gallery and its PDF downloads.
  media: {
    owner: ARTICLE_OWNER,
    collections: { photos: { kind: 'image' }, documents: { kind: 'document' } },
  },
  permissions: { read: BACKOFFICE_MAGAZINE, write: BACKOFFICE_MAGAZINE },
  async onChange(services, { ids, trx }) {
    await services.events.publish(
      MAGAZINE_ARTICLES_CHANGED,
      { ids } satisfies MagazineArticlesChanged,
      trx,
    );
  },
});

/** Rewrites the editorial documents of `ids`: published ones; the others are dropped. */
export async function reindexArticles(services: PlatformServices, ids: readonly number[]) {
  const kept = new Set<number>();
  for await (const batch of articleDocuments(services.db, ids)) {
    await services.search.upsert(editorialIndex.name, batch);
    for (const document of batch) kept.add(Number(document.entry_id));
  }
  const dropped = ids.filter((id) => !kept.has(id)).map((id) => `article-${id}`);
  if (dropped.length > 0) await services.search.delete(editorialIndex.name, dropped);
}
