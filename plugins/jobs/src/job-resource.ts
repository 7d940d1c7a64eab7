import {
  booleanFilter,
  containsFilter,
  dateFilter,
  defineResource,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { editorialIndex, sanitizeRichText } from '@eventalp/plugin-magazine';
import { backofficeJobAnswer, jobInput } from './domain/job-input';
import { jobDocumentId, jobEditorialDocuments } from './job-documents';
import { JOBS } from './jobs-migrations';

/** Who may manage job postings (the editors' area). */
export const BACKOFFICE_JOBS = 'backoffice.jobs';

/** Published once per back-office change of jobs; the jobs plugin re-indexes exactly those. */
export const JOBS_CHANGED = 'jobs.changed';
export interface JobsChanged {
  ids: number[];
}

/** Job postings in the back office: list, search, filters, edit, archive and restore. */
export const jobResource = defineResource({
  name: 'jobs',
  answerName: 'BackofficeJob',
  noun: 'job',
  table: JOBS,
  row: backofficeJobAnswer,
  // The description is stored sanitised, with the magazine's allowlist.
  create: jobInput.transform((job) => ({ ...job, description: sanitizeRichText(job.description) })),
  filters: {
    published: booleanFilter('published'),
    employer: containsFilter('employer'),
    workplace: containsFilter('workplace'),
    publish_from: dateFilter('publish_at', 'from'),
    publish_to: dateFilter('publish_at', 'to'),
  },
  sortable: ['publish_at', 'name', 'employer', 'expires_at', 'updated_at', 'id'],
  defaultSort: { field: 'publish_at', order: 'desc' },
  search: ['name', 'employer', 'workplace', 'short'],
  archive: true,
  bulk: ['archive', 'restore'],
  unique: ['slug'],
  uniqueMessage: 'Dieser Slug ist bereits vergeben.',
  permissions: { read: BACKOFFICE_JOBS, write: BACKOFFICE_JOBS },
  async onChange(services, { ids, trx }) {
    await services.events.publish(JOBS_CHANGED, { ids } satisfies JobsChanged, trx);
  },
});

/** Rewrites the editorial documents of `ids`: published and not archived ones, the others dropped. */
export async function reindexJobs(services: PlatformServices, ids: readonly number[]) {
  const kept = new Set<number>();
  for await (const batch of jobEditorialDocuments(services.db, ids)) {
    await services.search.upsert(editorialIndex.name, batch);
    for (const document of batch) kept.add(Number(document.entry_id));
  }
  const dropped = ids.filter((id) => !kept.has(id)).map(jobDocumentId);
  if (dropped.length > 0) await services.search.delete(editorialIndex.name, dropped);
}
