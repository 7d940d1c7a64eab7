import { createTestPlatform, type TestPlatform } from './test-platform';

describe('media storage', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  it('serves stored files with their type and long caching', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await t.platform.services.storage.put('12/conversions/photo-600.png', png);
    expect(t.platform.services.storage.url('12/conversions/photo-600.png')).toBe(
      '/storage/12/conversions/photo-600.png',
    );
    const response = await t.agent.get('/storage/12/conversions/photo-600.png').expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    // Public media may be shown by other sites; nothing in it may run.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(response.body as Buffer, png)).toBe(0);
  });

  it('answers 404 for missing files and paths leaving the storage root', async () => {
    await t.agent.get('/storage/12/missing.jpg').expect(404);
    await t.agent.get('/storage/..%2F..%2Fapp-secret').expect(404);
    await t.agent.get('/storage/%2e%2e/%2e%2e/etc/passwd').expect(404);
    await expect(
      t.platform.services.storage.put('../outside.txt', Buffer.from('x')),
    ).rejects.toThrow('Invalid storage key');
  });
});
