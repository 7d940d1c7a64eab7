/**
 * The query parameters that carry a visitor's choice from page to page. On their own: the page
 * declarations (`packageOffer.page.ts`) are in every page's initial JavaScript, the choice's
 * parsing (`choiceQuery.ts`, with the offer rules and their validation library) only in the
 * package pages'.
 */
export const CHOICE_QUERY = [
  'date',
  'persons',
  'halls',
  'meals',
  'room',
  'rooms',
  'extras',
] as const;
