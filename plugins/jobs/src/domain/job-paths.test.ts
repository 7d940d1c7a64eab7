import { jobPath, jobsListPath, jobMetaLine } from './job-paths';

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

describe('jobMetaLine', () => {
  it.each([
    [
      { employer: 'Seehotel', workplace: 'Zürich', employment_level: '100 %' },
      'Seehotel · Zürich · 100 %',
    ],
    [{ employer: 'Seehotel', workplace: null, employment_level: '80 %' }, 'Seehotel · 80 %'],
    [{ employer: 'Seehotel' }, 'Seehotel'],
  ])('%p → %s', (job, expected) => {
    expect(jobMetaLine(job)).toBe(expected);
  });
});
