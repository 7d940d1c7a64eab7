import { booleanFilter, choiceFilter, defineResource, numberFilter } from '@eventalp/platform-sdk';
import { backofficeRedirectAnswer, redirectInput } from './domain/redirect-input';
import { REDIRECTS } from './site-migrations';

/** Who may manage redirects. */
export const BACKOFFICE_REDIRECTS = 'backoffice.redirects';

/** The redirect table in the back office: list, search, filters, create, change, delete. */
export const redirectResource = defineResource({
  name: 'redirects',
  answerName: 'BackofficeRedirect',
  noun: 'redirect',
  table: REDIRECTS,
  row: backofficeRedirectAnswer,
  create: redirectInput,
  filters: {
    active: booleanFilter('active'),
    status: choiceFilter('status', ['301', '302']),
    created_by: numberFilter('created_by', 1),
  },
  sortable: ['from', 'to', 'status', 'active', 'updated_at', 'id'],
  search: ['from', 'to'],
  delete: true,
  bulk: ['delete'],
  unique: ['from'],
  uniqueMessage: 'Für diesen Pfad gibt es schon eine Weiterleitung.',
  permissions: { read: BACKOFFICE_REDIRECTS, write: BACKOFFICE_REDIRECTS },
});
