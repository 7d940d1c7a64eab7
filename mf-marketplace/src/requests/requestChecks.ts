import type * as RequestRules from '@eventalp/plugin-requests/domain';

/** The request form's fields as the visitor types them. */
export interface RequestFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  desired_date: string;
  people: string;
  occasion: string;
  comment: string;
}

export interface RequestEntry {
  type: 'location' | 'provider';
  id: number;
}

export type RequestErrors = Partial<Record<keyof RequestFields | 'entries', string[]>>;

export type RequestRulesModule = typeof RequestRules;

/** Longest comment the API takes; the textarea stops there. */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * The API's own request schema, loaded on the first submit so its validation library stays out of
 * the page's initial JavaScript.
 */
export function loadRequestRules(): Promise<RequestRulesModule> {
  return import(/* webpackChunkName: "request-rules" */ '@eventalp/plugin-requests/domain');
}

/** The API body: trimmed texts, optional fields left out when empty, people as a number. */
export function requestBody(fields: RequestFields, entries: RequestEntry[]) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    entries,
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    company: optional(fields.company),
    desired_date: fields.desired_date,
    people: fields.people.trim() ? Number(fields.people) : undefined,
    occasion: optional(fields.occasion),
    comment: optional(fields.comment),
  };
}

/**
 * Checks the form with the same rules (and German messages) the API applies, before sending;
 * errors about the entries are reported under `entries`.
 */
export function checkRequest(
  rules: RequestRulesModule,
  fields: RequestFields,
  entries: RequestEntry[],
  now: Date,
): RequestErrors {
  const result = rules.requestInput(rules.swissToday(now)).safeParse(requestBody(fields, entries));
  if (result.success) return {};
  const errors: RequestErrors = {};
  for (const issue of result.error.issues) {
    const key = (
      issue.path[0] === 'entries' ? 'entries' : String(issue.path[0])
    ) as keyof RequestErrors;
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}
