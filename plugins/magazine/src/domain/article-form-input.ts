import { z } from 'zod';
import { emailAddress, messages, optionalText, requiredText } from '@eventalp/platform-sdk';
import { ARTICLE_FORM_FIELDS, type ArticleFormField, type FieldSetting } from './form-settings';

export const articleFormMessages = {
  sent: 'Vielen Dank für Ihre Nachricht. Sie wurde an die Redaktion gesendet.',
  noForm: 'Zu diesem Artikel gibt es kein Kontaktformular.',
} as const;

const limits: Record<ArticleFormField, number> = {
  first_name: 100,
  family_name: 100,
  company: 200,
  email: 255,
  phone: 30,
  message: 5000,
};

function fieldSchema(name: ArticleFormField, required: boolean) {
  if (name === 'email')
    return required
      ? emailAddress()
      : emailAddress()
          .optional()
          .or(z.literal('').transform(() => undefined));
  if (name === 'phone') {
    const phone = z
      .string({ error: messages.phone })
      .trim()
      .max(limits.phone, messages.phone)
      .regex(/^(\+?[\d\s()/.-]{6,})?$/, messages.phone);
    return required ? phone.min(1, messages.required) : phone.optional();
  }
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
