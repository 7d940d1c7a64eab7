import { QUEUE_BOARD_PATH } from '../src/http/queue-board';
import { createTestPlatform, type TestPlatform } from './test-platform';

const withRedis = Boolean(process.env.REDIS_URL);

/**
 * Bull Board at /api/backoffice/queues: with Redis for the admin only (anonymous 401, other
 * roles and owners 403), read-only (no write method passes); without Redis not mounted at all.
 */
describe('queue dashboard (Bull Board)', () => {
  let t: TestPlatform;
  let admin: Awaited<ReturnType<TestPlatform['signIn']>>;
  let editor: Awaited<ReturnType<TestPlatform['signIn']>>;
  let owner: Awaited<ReturnType<TestPlatform['signIn']>>;

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    admin = await t.signIn('admin', 'Admin1234', '10.31.0.1');
    editor = await t.signIn('editor', 'Editor1234', '10.31.0.2');
    owner = await t.signIn('venue', 'Venue1234', '10.31.0.3');
  }, 400_000);
  afterAll(() => t.close());

  (withRedis ? it : it.skip)('shows every job queue to the admin, read-only', async () => {
    const page = await admin.agent.get(QUEUE_BOARD_PATH).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const { body } = await admin.agent.get(`${QUEUE_BOARD_PATH}/api/queues`).expect(200);
    const names = (body.queues as { name: string; readOnlyMode: boolean }[]).map((q) => q.name);
    expect(names).toContain('platform.mail.deliver');
    expect((body.queues as { readOnlyMode: boolean }[]).every((queue) => queue.readOnlyMode)).toBe(
      true,
    );
    await admin.agent
      .put(`${QUEUE_BOARD_PATH}/api/queues/platform.mail.deliver/retry/failed`)
      .set('X-CSRF-Token', admin.token)
      .expect(403);
  });

  (withRedis ? it : it.skip)('refuses anonymous callers, other roles and owners', async () => {
    await t.newAgent().get(QUEUE_BOARD_PATH).expect(401);
    await t.newAgent().get(`${QUEUE_BOARD_PATH}/api/queues`).expect(401);
    await editor.agent.get(QUEUE_BOARD_PATH).expect(403);
    await editor.agent.get(`${QUEUE_BOARD_PATH}/api/queues`).expect(403);
    await owner.agent.get(QUEUE_BOARD_PATH).expect(403);
  });

  (withRedis ? it.skip : it)('is not there without Redis', async () => {
    await admin.agent.get(QUEUE_BOARD_PATH).expect(404);
    await admin.agent.get(`${QUEUE_BOARD_PATH}/api/queues`).expect(404);
  });
});
