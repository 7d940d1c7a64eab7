import knex from 'knex';
import { releaseStateFilter } from './entry-resources';

/** The release-state filter compares with the platform's clock at the request, not the machine's. */
describe('releaseStateFilter', () => {
  const db = knex({ client: 'pg' });
  const now = new Date('2100-01-01T00:00:00Z');
  it.each(['waiting', 'live', 'expired'] as const)('%s: bound to the request’s now', (state) => {
    const query = db('locations');
    releaseStateFilter().apply(query, state, now);
    const { bindings } = query.toSQL();
    expect(bindings.length).toBeGreaterThan(0);
    for (const value of bindings) expect(value).toEqual(now);
  });
  it('refuses an unknown state', () => {
    expect(releaseStateFilter().schema.safeParse('bald').success).toBe(false);
  });
});
