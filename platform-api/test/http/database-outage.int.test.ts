import { Writable } from 'node:stream';
import pino from 'pino';
import { z } from 'zod';
import { definePlugin, defineRoute } from '@eventalp/platform-sdk';
import { createTestPlatform, type TestPlatform } from '../test-platform';

const countAnswer = z.object({ count: z.number() }).meta({ id: 'OutageProbeCount' });

/** A public route that reads the database, as every catalogue route does. */
const outageProbe = definePlugin({
  id: 'outageprobe',
  // A worker's schedule that reads the database every second, as the mail sweep does.
  schedules: (services) => [
    {
      name: 'outageprobe.tick',
      everySeconds: 1,
      run: async () => void (await services.db.raw('select 1')),
    },
  ],
  routes: (services) => [
    defineRoute({
      method: 'get',
      path: '/outage-probe/count',
      summary: 'Counts the migrations (needs the database)',
      access: 'public',
      rateLimit: false,
      responses: { 200: countAnswer },
      async handler() {
        const row = await services
          .db('platform_migrations')
          .count<{ count: string }[]>('* as count');
        return { count: Number(row[0]?.count ?? 0) };
      },
    }),
  ],
});

interface LogLine {
  level: number;
  msg: string;
}

describe('a database outage', () => {
  let t: TestPlatform;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    t = await createTestPlatform({
      plugins: [outageProbe],
      interruptibleDatabase: true,
      logger: pino({ level: 'debug' }, sink),
    });
  });
  afterAll(() => t.close());

  const warningsAndErrors = () => lines.filter((line) => line.level >= 40);

  it('answers 503 with Retry-After while the database is away, and logs each change of state once', async () => {
    await t.agent.get('/api/outage-probe/count').expect(200);
    lines.length = 0;

    await t.database!.stop();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.agent.get('/api/outage-probe/count')),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body.message).toBe('Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.');
      expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /);
    }
    await t.agent.get('/api/readyz').expect(503);
    // One line for the outage, not one stack per request.
    expect(warningsAndErrors().map((line) => line.msg)).toEqual([
      expect.stringContaining('database unreachable'),
    ]);

    await t.database!.start();
    await t.agent.get('/api/outage-probe/count').expect(200);
    await t.agent.get('/api/outage-probe/count').expect(200);
    expect(lines.filter((line) => line.msg.startsWith('database reachable again'))).toHaveLength(1);
    expect(warningsAndErrors()).toHaveLength(1);
  });

  it('logs a second outage again, and a schedule that fails meanwhile adds no line', async () => {
    lines.length = 0;
    const stopWorker = t.platform.startWorker();
    await t.database!.stop();
    await t.agent.get('/api/outage-probe/count').expect(503);
    await t.agent.get('/api/outage-probe/count').expect(503);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    stopWorker();
    expect(lines.filter((line) => line.msg === 'schedule failed')).toEqual([]);
    await t.database!.start();
    await t.agent.get('/api/outage-probe/count').expect(200);
    const outageLines = lines.filter((line) => line.level > 20 && line.msg.startsWith('database'));
    expect(outageLines.map((line) => line.msg)).toEqual([
      expect.stringContaining('database unreachable'),
      expect.stringContaining('database reachable again'),
    ]);
  });
});
