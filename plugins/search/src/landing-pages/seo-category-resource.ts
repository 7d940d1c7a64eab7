import { z } from 'zod';
import {
  authorFields,
  defineResource,
  MAX_ROW_ID,
  messages,
  requiredText,
  ValidationError,
  wholeNumber,
} from '@eventalp/platform-sdk';
import { TAXONOMY_TERMS, TaxonomyType } from '@eventalp/plugin-taxonomy';
import { SEO_CATEGORIES } from './landing-page-migrations';
import { writeLandingPages } from './landing-page-seed';
import { BACKOFFICE_SEO } from './landing-page-resource';

/** An SEO category as the back office lists, shows and changes it. */
export const backofficeSeoCategoryAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  category_id: z.number().int(),
  heading: z.string(),
  ...authorFields,
});

const heading = requiredText({ min: 3, max: 120 });

/**
 * A new SEO category: its slug (the path segment after `/locations/`: a-z, 0-9, single hyphens),
 * the location category (taxonomy type 9) its pages search, and the plural heading of its pages.
 */
export const seoCategoryInput = z.object({
  slug: requiredText({ max: 60 }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: messages.format }),
  category_id: wholeNumber(1, MAX_ROW_ID),
  heading,
});

/** A change keeps slug and category (its pages' paths and searches): the heading only. */
export const seoCategoryChange = z.object({ heading });

/**
 * SEO categories in the back office (editor and admin): the occasions landing pages are made of.
 * A new one gets its landing page in every canton and state at once (in the write's transaction);
 * a changed heading titles pages made later, the texts of existing pages stay as edited.
 */
export const seoCategoryResource = defineResource({
  name: 'seo-categories',
  answerName: 'BackofficeSeoCategory',
  noun: 'SEO category',
  table: SEO_CATEGORIES,
  row: backofficeSeoCategoryAnswer,
  create: seoCategoryInput,
  update: seoCategoryChange,
  sortable: ['slug', 'heading', 'category_id', 'updated_at', 'id'],
  search: ['slug', 'heading'],
  unique: ['slug', 'category_id'],
  uniqueMessage: 'Dieser Wert ist bereits vergeben.',
  permissions: { read: BACKOFFICE_SEO, write: BACKOFFICE_SEO },
  async check(_services, trx, values) {
    if (values.category_id === undefined) return;
    const term = await trx(TAXONOMY_TERMS).where({ id: values.category_id }).first('type');
    if (term?.type !== TaxonomyType.awardCategory)
      throw ValidationError.field('category_id', messages.format);
  },
  async onChange(_services, { action, ids, trx }) {
    if (action !== 'create') return;
    const rows = await trx(SEO_CATEGORIES).whereIn('id', ids).select();
    await writeLandingPages(
      trx,
      rows.map((row) => ({ slug: row.slug, categoryId: row.category_id, heading: row.heading })),
    );
  },
});
