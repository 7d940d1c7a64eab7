import fs from 'node:fs';
import yauzl from 'yauzl';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

/** Every entry of a zip with its bytes, read as an unzip tool reads it. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The bytes of a stored file, as a browser downloads it. */
async function downloaded(t: TestPlatform, url: string): Promise<Buffer> {
  const answer = await t
    .newAgent()
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  return answer.body as Buffer;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('the award kits: asked for by the kit page, built by a job as a streamed zip', () => {
  let t: TestPlatform;
  let nominee: { id: number; year: number; rating_code: string; name: string };
  let ip = 0;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    nominee = await t.platform.services
      .db('award_nominees')
      .join('award_confirmations', 'award_confirmations.nominee_id', 'award_nominees.id')
      .where('award_nominees.status', 'confirmed')
      .orderBy('award_nominees.id')
      .first('award_nominees.id', 'year', 'rating_code', 'name');
  }, 180_000);
  afterAll(() => t.close());

  const kitPath = (
    type = 'votingkit',
    lang = 'de',
    id: number | string = nominee.id,
    year: number | string = nominee.year,
  ) => `/api/guest/award/kits/${year}/${id}/${lang}/${type}`;

  async function ask(path: string, body: Record<string, unknown> = {}) {
    ip += 1;
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    return agent
      .post(path)
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', `198.51.100.${ip}`)
      .send(body);
  }

  async function built(path: string) {
    await t.platform.drainJobs();
    let status = (await t.newAgent().get(path).expect(200)).body;
    await t.eventually(async () => {
      status = (await t.newAgent().get(path).expect(200)).body;
      expect(status.state).toBe('done');
    });
    return status as { state: string; progress: number; url: string; size: number };
  }

  it('builds a voting kit once: banner images, the rating link and the snippet, checked entry by entry', async () => {
    const asked = await ask(kitPath());
    expect(asked.status).toBe(202);
    expect(['queued', 'done']).toContain(asked.body.state);

    const status = await built(kitPath());
    expect(status.progress).toBe(100);
    expect(status.url).toMatch(
      new RegExp(
        `^/storage/award-kits/[0-9a-f]{64}/swiss-location-award-${nominee.year}-votingkit-de\\.zip$`,
      ),
    );
    const zip = await downloaded(t, status.url);
    expect(zip.length).toBe(status.size);
    const entries = await unzip(zip);
    expect([...entries.keys()]).toEqual([
      'banner/banner.svg',
      'banner/banner-600.png',
      'banner/banner-1200.png',
      'rating-link.txt',
      'snippet.html',
      'README.txt',
    ]);
    expect(entries.get('banner/banner.svg')!.toString()).toContain('Jetzt bewerten');
    for (const png of ['banner/banner-600.png', 'banner/banner-1200.png'])
      expect(entries.get(png)!.subarray(0, 4)).toEqual(PNG);
    expect(entries.get('rating-link.txt')!.toString()).toContain(`/site/de/${nominee.rating_code}`);
    const snippet = entries.get('snippet.html')!.toString();
    expect(snippet).toContain(`<eventalp-award-rating venue="${nominee.rating_code}"`);
    expect(snippet).toContain('/elements.js');
    expect(entries.get('README.txt')!.toString()).toContain('snippet.html');

    // Asked again: the same kit, answered at once, no second build.
    const again = await ask(kitPath());
    expect(again.body).toEqual(status);
    expect(
      await t.platform.services.db('award_kit_builds').where({ nominee_id: nominee.id }).count(),
    ).toEqual([{ count: '1' }]);
  });

  it('builds a new kit when its data changes (the hash names what it is made of), and one per language', async () => {
    const before = await built(kitPath());
    await t.platform.services
      .db('award_confirmations')
      .where({ nominee_id: nominee.id })
      .update({ diploma_name: 'Neuer Name' });
    const asked = await ask(kitPath());
    expect(asked.body.state).toBe('queued');
    const after = await built(kitPath());
    expect(after.url).not.toBe(before.url);
    const banner = (await unzip(await downloaded(t, after.url)))
      .get('banner/banner.svg')!
      .toString();
    expect(banner).toContain('Neuer Name');

    await ask(kitPath('votingkit', 'fr'));
    const french = await built(kitPath('votingkit', 'fr'));
    expect(french.url).toMatch(/-votingkit-fr\.zip$/);
    const frenchBanner = (await unzip(await downloaded(t, french.url)))
      .get('banner/banner.svg')!
      .toString();
    expect(frenchBanner).toContain('Évaluer maintenant');
  });

  it('records a failed build, keeps it failed until asked to start again, then builds it', async () => {
    const path = kitPath('votingkit', 'it');
    await ask(path);
    const { hash } = await built(path).then(() =>
      t.platform.services
        .db('award_kit_builds')
        .where({ nominee_id: nominee.id, language: 'it' })
        .first('hash'),
    );
    const db = t.platform.services.db;
    // A build of a kit the job cannot draw (a grade no seal has) fails.
    await db('award_kit_builds')
      .where({ hash })
      .update({
        state: 'queued',
        subject: db.raw(`jsonb_set(subject, '{type}', '"winnerkit"') || '{"grade":"none"}'`),
      });
    await t.platform.services.queue.add('award.kit.build', { hash });
    await t.platform.drainJobs();
    await t.eventually(async () => {
      expect((await t.newAgent().get(path).expect(200)).body.state).toBe('failed');
    });
    const failed = await db('award_kit_builds')
      .where({ nominee_id: nominee.id, language: 'it' })
      .first();
    expect(failed.error).toBeTruthy();
    expect(failed.storage_key).toBeNull();
    // Nothing half-written stays in the storage.
    const leftovers = fs
      .readdirSync(t.dataDir, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.part') || name.includes('-winnerkit-'));
    expect(leftovers).toEqual([]);

    // Asked again without restart: still failed (the page offers 'Download neu starten.').
    expect((await ask(path)).body.state).toBe('failed');
    const restarted = await ask(path, { restart: true });
    expect(restarted.status).toBe(202);
    expect(restarted.body.state).toBe('queued');
    const done = await built(path);
    expect(done.url).toMatch(/-votingkit-it\.zip$/);
  });

  it('answers 404 for a venue without such a kit and 4xx for a malformed address', async () => {
    // No published result yet: no winner kit.
    expect((await ask(kitPath('winnerkit'))).status).toBe(404);
    // Not confirmed, unknown, or another year.
    const unconfirmed = await t.platform.services
      .db('award_nominees')
      .whereNot({ status: 'confirmed' })
      .first('id');
    expect((await ask(kitPath('votingkit', 'de', unconfirmed.id))).status).toBe(404);
    expect((await ask(kitPath('votingkit', 'de', 999_999))).status).toBe(404);
    expect((await ask(kitPath('votingkit', 'de', nominee.id, nominee.year - 1))).status).toBe(404);
    expect((await t.newAgent().get(kitPath('votingkit', 'de', 999_999))).status).toBe(404);
    // Never asked for: its state says so.
    const never = await t.newAgent().get(kitPath('votingkit', 'en')).expect(200);
    expect(never.body).toEqual({
      state: 'none',
      venue_name: nominee.name,
      progress: 0,
      url: null,
      size: null,
    });

    for (const path of [
      kitPath('presskit'),
      kitPath('votingkit', 'xx'),
      kitPath('votingkit', 'de', 'abc'),
      kitPath('votingkit', 'de', 0),
      kitPath('votingkit', 'de', '99999999999'),
      kitPath('votingkit', 'de', nominee.id, 'zwei'),
    ]) {
      const answer = await ask(path);
      expect([path, answer.status]).toEqual([path, 422]);
    }
    const badBody = await ask(kitPath(), { restart: 'ja' });
    expect(badBody.status).toBe(422);
  });

  it('limits kit requests per client address (429)', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push(
        (
          await agent
            .post(kitPath())
            .set('X-CSRF-Token', token)
            .set('X-Forwarded-For', '203.0.113.77')
            .send({})
        ).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
