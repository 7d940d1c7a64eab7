/** The article contact form's fields (spec section 3, "Article"), in the order shown. */
export const ARTICLE_FORM_FIELDS = [
  'first_name',
  'family_name',
  'company',
  'email',
  'phone',
  'message',
] as const;
export type ArticleFormField = (typeof ARTICLE_FORM_FIELDS)[number];

export interface FieldSetting {
  active: boolean;
  required: boolean;
}

/** What the back office stores per article; sender, subject and receiver never leave the API. */
export interface ArticleFormSettings {
  fields: Partial<Record<ArticleFormField, FieldSetting>>;
  sender?: string | null;
  subject?: string | null;
  receiver?: string | null;
  /** Text of the confirmation mail to the visitor; none is sent when empty. */
  confirmation?: string | null;
}

/** The public view of a form: its active fields in order, or null when the article has no form. */
export function publicFormFields(
  settings: ArticleFormSettings | null,
): { name: ArticleFormField; required: boolean }[] | null {
  if (!settings?.receiver) return null;
  const fields = ARTICLE_FORM_FIELDS.filter((name) => settings.fields[name]?.active).map(
    (name) => ({ name, required: Boolean(settings.fields[name]?.required) }),
  );
  return fields.length > 0 ? fields : null;
}
