import { OpenSearchSearchEngine } from '../../src/search/opensearch/opensearch-search-engine';
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

// No OpenSearch server can run on our machines; the same contract runs wherever one is configured.
const openSearchUrl = process.env.OPENSEARCH_URL;
if (openSearchUrl) {
  describeSearchEngineContract('opensearch', async () =>
    OpenSearchSearchEngine.connect(openSearchUrl, `test_${process.pid}`),
  );
}
