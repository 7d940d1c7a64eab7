import { defineResource, numberFilter } from '@eventalp/platform-sdk';
import { backofficeServiceLabelAnswer, serviceLabelInput } from './domain/service-label-input';
import { SERVICE_LABELS } from './site-migrations';

/** Who may change the site's service labels (texts of the pages: the editors' area). */
export const BACKOFFICE_SERVICE_LABELS = 'backoffice.service-labels';

/**
 * The service labels in the back office: list with search over key and texts, create, change,
 * delete, history. The public `GET /api/guest/service-labels/draw` reads the table on every
 * request (no server cache; browsers keep its answer at most a minute).
 */
export const serviceLabelResource = defineResource({
  name: 'service-labels',
  answerName: 'BackofficeServiceLabel',
  noun: 'service label',
  table: SERVICE_LABELS,
  row: backofficeServiceLabelAnswer,
  create: serviceLabelInput,
  filters: { created_by: numberFilter('created_by', 1) },
  sortable: ['label', 'updated_at', 'id'],
  search: ['label', 'value', 'fallback'],
  delete: true,
  bulk: ['delete'],
  unique: ['label'],
  uniqueMessage: 'Für diesen Schlüssel gibt es schon einen Text.',
  permissions: { read: BACKOFFICE_SERVICE_LABELS, write: BACKOFFICE_SERVICE_LABELS },
});
