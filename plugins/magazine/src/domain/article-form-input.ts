import { z } from 'zod';
import { emailAddress, optionalText, phoneNumber, requiredText } from '@eventalp/platform-sdk';
import { ARTICLE_FORM_FIELDS, type ArticleFormField, type FieldSetting } from './form-settings';

export const articleFormMessages = {
  sent: 'Vielen Dank für Ihre Nachricht. Sie wurde an die Redaktion gesendet.',
  noForm: 'Zu diesem Artikel gibt es kein Kontaktformular.',
} as const;

/** Lengths of the text fields (e-mail and phone follow the SDK's rules). */
const limits: Record<Exclude<ArticleFormField, 'email' | 'phone'>, number> = {
  first_name: 100,
  family_name: 100,
  company: 200,
  message: 5000,
};

/** An optional field: left out, null or blank means not given; anything else must pass `schema`. */
const optional = (schema: z.ZodType) =>
  z.preprocess(
    (value) => (value == null || (typeof value === 'string' && !value.trim()) ? undefined : value),
    schema.optional(),
  );

function fieldSchema(name: ArticleFormField, required: boolean) {
  if (name === 'email') return required ? emailAddress() : optional(emailAddress());
  if (name === 'phone') return required ? phoneNumber() : optional(phoneNumber());
  return required ? requiredText({ max: limits[name] }) : optionalText(limits[name]);
}

/**
 * The schema of an article's contact form: only its active fields, required as configured;
 * anything else sent along is dropped.
 */
export function articleFormInput(fields: Partial<Record<ArticleFormField, FieldSetting>>) {
  const shape: Partial<Record<ArticleFormField, z.ZodType>> = {};
  for (const name of ARTICLE_FORM_FIELDS) {
    const setting = fields[name];
    if (setting?.active) shape[name] = fieldSchema(name, setting.required);
  }
  return z.object(shape);
}
