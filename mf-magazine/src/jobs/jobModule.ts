import { redirectPage, type PageModule } from '@eventalp/shell-kit';
import { fetchJob, type JobPageData } from './jobsApi';
import { jobHead } from './jobHead';
import { JobPage } from './JobPage';

/** Data, head and view of a job; other spellings of its URL go to its canonical path. */
export const jobModule: PageModule<JobPageData> = {
  async load({ http, params }) {
    const data = await fetchJob(http, Number(params.jobId));
    const requested = `/site/_redaktionell/51/Eventjobs/${params.jobId}${params.jobSlug ? `/${params.jobSlug}.html` : ''}`;
    if (!data.gone && requested !== data.job.path) redirectPage(data.job.path);
    return data;
  },
  head: jobHead,
  Component: JobPage,
};
