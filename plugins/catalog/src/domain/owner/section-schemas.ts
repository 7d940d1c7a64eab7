import { z, type ZodType } from 'zod';
import {
  emailAddress,
  messages,
  MAX_ROW_ID,
  optionalText,
  phoneNumber,
  requiredText,
} from '@eventalp/platform-sdk';
import { mediaViewAnswer } from '@eventalp/plugin-media/domain';
import { PHOTO_SLOTS } from '../photo-slots';
import { ownerMessages } from './owner-messages';
import type { SectionField } from './section-fields';

const id = z
  .number({ error: messages.format })
  .int(messages.format)
  .min(1, messages.format)
  .max(MAX_ROW_ID, messages.format);
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
const optional = <T extends ZodType>(schema: T) =>
  z.preprocess(blankToNull, schema.nullish()).transform((v) => v ?? null);

/** A YouTube watch, share or embed link (or a bare 11-character id) to its video id. */
export function youtubeId(link: string): string | null {
  const value = link.trim();
  if (/^[\w-]{11}$/.test(value)) return value;
  const match =
    /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})(?:[?&#].*)?$/.exec(
      value,
    );
  return match ? match[1]! : null;
}

const webAddress = z
  .string({ error: messages.format })
  .trim()
  .max(500, messages.maxLength(500))
  .refine(
    (value) => /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(:\d+)?([/?#]\S*)?$/i.test(value),
    messages.format,
  );

const distance = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('train_station'),
      name: requiredText({ max: 255 }),
      distance_km: z
        .number({ error: messages.format })
        .min(0, messages.format)
        .max(1000, messages.format),
    }),
    z.object({
      kind: z.literal('highway'),
      name: requiredText({ max: 255 }),
      distance_km: z
        .number({ error: messages.format })
        .min(0, messages.format)
        .max(1000, messages.format),
    }),
    z.object({
      kind: z.literal('airport'),
      name: requiredText({ max: 255 }),
      distance_km: z
        .number({ error: messages.format })
        .min(0, messages.format)
        .max(1000, messages.format),
    }),
  ],
  { error: messages.format },
);

/** The input rule of one field, with the spec's messages. */
export function fieldInput(field: SectionField): ZodType {
  switch (field.kind) {
    case 'text':
      return field.required
        ? requiredText({ min: field.min ?? 1, max: field.max })
        : optionalText(field.max);
    case 'multiline':
      return field.required ? requiredText({ max: field.max }) : optionalText(field.max);
    case 'email':
      return field.required ? emailAddress() : optional(emailAddress());
    case 'phone':
      return optional(phoneNumber());
    case 'url':
      return optional(webAddress);
    case 'https_url':
      return optional(
        z
          .string({ error: messages.format })
          .trim()
          .max(500, messages.maxLength(500))
          .regex(/^https:\/\/\S+\.\S+$/i, ownerMessages.httpsOnly),
      );
    case 'zip': {
      const zip = z
        .string({ error: messages.format })
        .trim()
        .max(20, { error: messages.format, abort: true })
        .regex(/^\d{4,5}$/, messages.format);
      return field.required
        ? z
            .string({ error: messages.required })
            .trim()
            .min(1, { error: messages.required, abort: true })
            .max(20, { error: messages.format, abort: true })
            .pipe(zip)
        : optional(zip);
    }
    case 'int':
      return optional(
        z
          .number({ error: messages.format })
          .int(messages.format)
          .min(field.min, messages.format)
          .max(field.max, messages.format),
      );
    case 'decimal':
      return optional(
        z
          .number({ error: messages.format })
          .min(field.min, messages.format)
          .max(field.max, messages.format),
      );
    case 'bool':
      return z
        .boolean({ error: messages.format })
        .nullish()
        .transform((v) => v ?? null);
    case 'choice':
      return optional(
        z.union(
          field.options.map((option) => z.literal(option)) as unknown as [
            ZodType,
            ZodType,
            ...ZodType[],
          ],
          { error: messages.format },
        ),
      ).transform((value) => value ?? field.fallback ?? null);
    case 'terms':
      return z
        .array(id, { error: messages.format })
        .max(200, messages.format)
        .transform((ids) => [...new Set(ids)]);
    case 'category':
      return z.number({ error: messages.required }).pipe(id);
    case 'region':
      return optional(id);
    case 'distances':
      return z.array(distance, { error: messages.format }).max(30, messages.format);
    case 'videos':
      return z
        .array(
          z.object({
            url: z
              .string({ error: messages.required })
              .trim()
              .min(1, messages.required)
              .max(500)
              .refine((value) => youtubeId(value) !== null, ownerMessages.youtube),
            title: optionalText(255),
          }),
          { error: messages.format },
        )
        .max(30, messages.format);
    case 'media': {
      const list = z
        .array(z.object({ id, slot: optionalText(50), title: optionalText(255) }), {
          error: messages.format,
        })
        .max(field.single ? 1 : 60, messages.format)
        .refine(
          (items) => new Set(items.map((item) => item.id)).size === items.length,
          messages.format,
        )
        .superRefine((items, ctx) => {
          // A photo takes one of the six named slots (each at most once) or the gallery (null);
          // other collections have no slots.
          const used = new Set<string>();
          items.forEach((item, index) => {
            if (item.slot === null) return;
            const known =
              field.collection === 'photos' &&
              (PHOTO_SLOTS as readonly string[]).includes(item.slot);
            if (!known || used.has(item.slot))
              ctx.addIssue({ code: 'custom', message: messages.format, path: [index, 'slot'] });
            used.add(item.slot);
          });
        });
      // Single images came with the logo/header fields: a save without them keeps them as they are.
      return field.single ? list.optional() : list;
    }
    case 'partner_locations':
      return z
        .array(id, { error: messages.format })
        .max(100, messages.format)
        .transform((ids) => [...new Set(ids)]);
  }
}

const text = z.string().nullable();
const count = z.number().nullable();

/** The answer shape of one field (what the section's GET and save answer). */
export function fieldAnswer(field: SectionField): ZodType {
  switch (field.kind) {
    case 'text':
    case 'multiline':
    case 'email':
    case 'phone':
    case 'url':
    case 'https_url':
    case 'zip':
      return text;
    case 'int':
    case 'decimal':
    case 'region':
      return count;
    case 'bool':
      return z.boolean().nullable();
    case 'choice':
      return (typeof field.options[0] === 'number' ? z.number() : z.string()).nullable();
    case 'terms':
      return z.array(z.number().int());
    case 'category':
      return z.number().int();
    case 'distances':
      return z.array(
        z.object({
          kind: z.enum(['train_station', 'highway', 'airport']),
          name: z.string(),
          distance_km: z.number(),
        }),
      );
    case 'videos':
      return z.array(z.object({ url: z.string(), title: z.string().nullable() }));
    case 'media':
      return z.array(mediaViewAnswer);
    case 'partner_locations':
      return z.array(z.object({ id: z.number().int(), name: z.string() }));
  }
}

/** Pairs `x_min` / `x_max` whose maximum lies below its minimum, as field errors. */
function rangesInOrder(values: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const [name, value] of Object.entries(values)) {
    const base = name.endsWith('_min')
      ? name.slice(0, -4)
      : name === 'min_people'
        ? 'people'
        : null;
    if (!base) continue;
    const maxName = name === 'min_people' ? 'max_people' : `${base}_max`;
    const max = values[maxName];
    if (typeof value === 'number' && typeof max === 'number' && max < value)
      ctx.addIssue({ code: 'custom', message: ownerMessages.maxBelowMin, path: [maxName] });
  }
}

/** The values of a section (or a room) as the routes read them. */
export function sectionValuesInput(fields: readonly SectionField[]) {
  return z
    .object(Object.fromEntries(fields.map((field) => [field.name, fieldInput(field)])), {
      error: messages.format,
    })
    .superRefine(rangesInOrder);
}

/** `PUT` body of a section: the version it was loaded at and its values. */
export function sectionSaveInput(fields: readonly SectionField[]) {
  return z.object({
    version: z
      .number({ error: messages.format })
      .int(messages.format)
      .min(0, messages.format)
      .max(MAX_ROW_ID, messages.format),
    values: sectionValuesInput(fields),
  });
}

/** The answer of a section: its version, its values and what waits for approval. */
export function sectionAnswer(id: string, fields: readonly SectionField[]) {
  const values = z.object(
    Object.fromEntries(fields.map((field) => [field.name, fieldAnswer(field)])),
  );
  return z
    .object({
      version: z.number().int(),
      values,
      /** Values saved but waiting for the back office's approval (name, category, photos). */
      pending: values.partial().nullable(),
      message: z.string().optional(),
    })
    .meta({ id });
}
