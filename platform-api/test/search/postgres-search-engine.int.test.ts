import { PostgresSearchEngine } from '../../src/search/postgres-search-engine';
import { describeSearchEngineContract } from '../../src/search/search-engine-contract';
import { createTestPlatform, type TestPlatform } from '../test-platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

describeSearchEngineContract(
  'postgres',
  async () => new PostgresSearchEngine(t.platform.services.db),
);
