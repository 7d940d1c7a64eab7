import { jobPath, jobsListPath } from './job-paths';

describe('jobPath', () => {
  it.each([
    [
      { id: 5, slug: 'eventmanager-in', legacy_slug: 'alt' },
      '/site/_redaktionell/51/Eventjobs/5/eventmanager-in.html',
    ],
    [
      { id: 5, slug: null, legacy_slug: 'eventmanager_in' },
      '/site/_redaktionell/51/Eventjobs/5/eventmanager_in.html',
    ],
    [{ id: 5 }, '/site/_redaktionell/51/Eventjobs/5'],
  ])('%j -> %s', (job, expected) => {
    expect(jobPath(job)).toBe(expected);
  });
});

describe('jobsListPath', () => {
  it.each([
    [1, '/site/_redaktionell/51/Eventjobs.html'],
    [2, '/site/_redaktionell/51/Eventjobs.html/2'],
  ])('page %s -> %s', (page, expected) => {
    expect(jobsListPath(page)).toBe(expected);
  });
});
