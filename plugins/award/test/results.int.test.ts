import crypto from 'node:crypto';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { roundHalfUp, type AwardWinnersPage } from '@eventalp/plugin-award';

const RUNS = '/api/backoffice/award-result-runs';
const ENTRIES = '/api/backoffice/award-result-entries';
const MEMBERS = '/api/backoffice/award-jury-members';
const SCORES = '/api/backoffice/award-jury-scores';
const WINNERS = '/api/guest/award/winners';

type Client = Awaited<ReturnType<TestPlatform['signIn']>>;
const hex = () => crypto.randomBytes(32).toString('hex');

describe('award results: jury, results runs, publication, winners', () => {
  let t: TestPlatform;
  let award: Client;
  let editor: Client;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
    award = await t.signIn('award', 'Award1234', '10.40.0.1');
    editor = await t.signIn('editor', 'Editor1234', '10.40.0.2');
  }, 180_000);
  afterAll(() => t.close());

  const post = (client: Client, path: string, body: object = {}) =>
    client.agent.post(path).set('X-CSRF-Token', client.token).send(body);

  describe("the demo's last edition, published", () => {
    it('lists its winners once each in their awarded category, best first, with the parts of the score', async () => {
      const { body } = await t.newAgent().get(`${WINNERS}?year=2025`).expect(200);
      const page = body as AwardWinnersPage;
      expect(page.published).toBe(true);
      expect(page.total).toBeGreaterThan(5);
      expect(new Set(page.data.map((w) => w.nominee_id)).size).toBe(page.data.length);
      for (const winner of page.data) {
        expect(winner.awarded_category).toBe(true);
        expect(winner.score).toBeGreaterThanOrEqual(7.7);
        const grade =
          winner.score >= 9 ? 'outstanding' : winner.score >= 8 ? 'excellent' : 'recommended';
        expect(winner.grade).toBe(grade);
        expect(winner.public.count).toBeGreaterThan(0);
        expect(winner.public.few).toBe(winner.public.count < 10);
        expect(winner.jury.count).toBeGreaterThanOrEqual(3);
        // One third each (the parts are shown rounded to two decimals).
        const thirds = (winner.public.mean! + winner.jury.mean! + winner.technical) / 3;
        expect(Math.abs(thirds - winner.score)).toBeLessThanOrEqual(0.06);
      }
      const scores = page.data.map((w) => w.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(page.audience_award).not.toBeNull();
      expect(page.categories.length).toBeGreaterThan(1);
    });

    it('filters by category in placement order and by region; bad filters are 422', async () => {
      const all = (await t.newAgent().get(`${WINNERS}?year=2025`).expect(200)).body;
      const category = all.categories[0];
      const { body } = await t.newAgent().get(`${WINNERS}?year=2025&category=${category}`);
      const placements = body.data.map((w: { placement: number }) => w.placement);
      expect(placements).toEqual([...placements].sort((a: number, b: number) => a - b));
      expect(body.data.every((w: { category_id: number }) => w.category_id === category)).toBe(
        true,
      );
      const listed = all.data.find((w: { entry: unknown }) => w.entry);
      const { region_id: region } = await t.platform.services
        .db('catalog_locations')
        .where({ id: listed.entry.id })
        .first('region_id');
      const regional = (await t.newAgent().get(`${WINNERS}?year=2025&region=${region}`).expect(200))
        .body;
      expect(regional.data.map((w: { nominee_id: number }) => w.nominee_id)).toContain(
        listed.nominee_id,
      );
      expect(regional.total).toBeLessThanOrEqual(all.total);
      for (const bad of ['year=abc', 'year=20255', '', 'year=2025&category=x', 'year=2025&page=0'])
        await t.newAgent().get(`${WINNERS}?${bad}`).expect(422);
      const none = (await t.newAgent().get(`${WINNERS}?year=2024`).expect(200)).body;
      expect(none).toMatchObject({ published: false, total: 0, data: [], audience_award: null });
    });

    it('hands a winner its winner kit; a venue without an award has none', async () => {
      const db = t.platform.services.db;
      const winner = (await t.newAgent().get(`${WINNERS}?year=2025`)).body.data[0];
      const kit = await t
        .newAgent()
        .get(`/api/guest/award/kits/2025/${winner.nominee_id}/fr/winnerkit`)
        .expect(200);
      expect(kit.body.state).toBe('none');
      // Asked for, its build is listed for the award office with the venue's kit page.
      const visitor = t.newAgent();
      const csrf = await t.csrf(visitor);
      await visitor
        .post(`/api/guest/award/kits/2025/${winner.nominee_id}/fr/winnerkit`)
        .set('X-CSRF-Token', csrf)
        .send({})
        .expect(202);
      const builds = await award.agent
        .get(`/api/backoffice/award-kit-builds?nominee_id=${winner.nominee_id}&type=winnerkit`)
        .expect(200);
      expect(builds.body.data[0]).toMatchObject({
        year: 2025,
        language: 'fr',
        page: `/site/sla-2025/${winner.nominee_id}/fr/sla-winnerkit`,
      });
      await editor.agent.get('/api/backoffice/award-kit-builds').expect(403);
      const notAwarded = await db('award_result_entries as e')
        .join('award_result_runs as r', 'r.id', 'e.run_id')
        .where({ 'r.year': 2025, 'r.status': 'published' })
        .groupBy('e.nominee_id')
        .havingRaw('bool_or(e.awarded_category) = false')
        .first('e.nominee_id');
      if (notAwarded)
        await t
          .newAgent()
          .get(`/api/guest/award/kits/2025/${notAwarded.nominee_id}/de/winnerkit`)
          .expect(404);
    });
  });

  describe('a results run of the current year', () => {
    let nominee: { id: number; categories: number[]; main_category: number };
    const members: number[] = [];
    let runId = 0;

    beforeAll(async () => {
      nominee = await t.platform.services
        .db('award_nominees as n')
        .join('award_confirmations as c', 'c.nominee_id', 'n.id')
        .where({ 'n.year': 2026, 'n.status': 'confirmed' })
        .orderBy('n.id')
        .first('n.id', 'c.categories', 'c.main_category');
    });

    it('refuses a run without a jury of 5 to 8, and keeps the jury to 8', async () => {
      const refused = await post(award, RUNS, { year: 2026 }).expect(422);
      expect(refused.body.errors.year).toEqual([
        'Die Jury 2026 hat 0 Mitglieder; für Ergebnisse braucht sie 5 bis 8.',
      ]);
      expect((await post(award, RUNS, { year: 1999 })).status).toBe(422);
      await post(editor, MEMBERS, { year: 2026, name: 'Eva Editor' }).expect(403);
      for (const name of ['A. Jury', 'B. Jury', 'C. Jury', 'D. Jury', 'E. Jury']) {
        const created = await post(award, MEMBERS, { year: 2026, name }).expect(201);
        members.push(created.body.id);
      }
      const taken = await post(award, MEMBERS, { year: 2026, name: 'A. Jury' }).expect(422);
      expect(taken.body.message).toBe('Dieses Jurymitglied gibt es für das Jahr schon.');
      expect((await post(award, MEMBERS, { year: 2026, name: '' })).status).toBe(422);
      expect((await post(award, MEMBERS, { year: 2012, name: 'X' })).body.message).toBe(
        'Kein Award-Jahr.',
      );
      for (const name of ['F. Jury', 'G. Jury', 'H. Jury'])
        await post(award, MEMBERS, { year: 2026, name }).expect(201);
      const full = await post(award, MEMBERS, { year: 2026, name: 'I. Jury' }).expect(422);
      expect(full.body.message).toBe('Die Jury eines Jahres hat höchstens 8 Mitglieder.');
    });

    it('records jury scores with the rules: 1 to 10 with one decimal, a category of the venue, once', async () => {
      const score = (overrides: object) =>
        post(award, SCORES, {
          member_id: members[0],
          nominee_id: nominee.id,
          category_id: nominee.main_category,
          score: 9.5,
          ...overrides,
        });
      const messages = async (overrides: object) =>
        (await score(overrides).expect(422)).body.message;
      expect(await messages({ score: 11 })).toBe('Die Punktzahl liegt zwischen 1 und 10.');
      expect(await messages({ score: 0.5 })).toBe('Die Punktzahl liegt zwischen 1 und 10.');
      expect(await messages({ score: 8.55 })).toBe('Die Punktzahl liegt zwischen 1 und 10.');
      expect(await messages({ category_id: 999 })).toBe(
        'Die Location nimmt in dieser Kategorie nicht teil.',
      );
      const other = await t.platform.services
        .db('award_nominees')
        .where({ year: 2025 })
        .first('id');
      expect(await messages({ nominee_id: other.id })).toBe(
        'Diese Location nimmt in diesem Jahr nicht teil.',
      );
      expect(await messages({ member_id: 999_999 })).toBe('Dieses Jurymitglied gibt es nicht.');
      for (const member of members.slice(0, 3)) await score({ member_id: member }).expect(201);
      expect(await messages({})).toBe(
        'Dieses Mitglied hat die Location in dieser Kategorie schon bewertet.',
      );
    });

    it('computes a preview from counted ratings only; the winners stay unpublished', async () => {
      const db = t.platform.services.db;
      const rating = (grade: number, user_approved: number, admin_approved: number) => {
        const email = `${hex().slice(0, 10)}@example.ch`;
        return {
          year: 2026,
          nominee_id: nominee.id,
          venue_name: 'X',
          highlights: ['kulinarik'],
          grade,
          event_type: 'seminar',
          event_month: 3,
          event_year: 2026,
          first_name: 'Gast',
          email,
          email_key: email,
          voter_type: 'visitor_f',
          language: 'de',
          ip_hash: hex(),
          challenge_id: hex(),
          token_hash: hex(),
          user_approved,
          admin_approved,
        };
      };
      // Counted: 10, 10, 9 (confirmed and approved); not counted: unconfirmed, not approved.
      await db('award_ratings').insert([
        rating(10, 1, 1),
        rating(10, 2, 2),
        rating(9, 1, 1),
        rating(1, 0, 0),
        rating(1, 1, 0),
      ]);
      const created = await post(award, RUNS, { year: 2026 }).expect(201);
      runId = created.body.id;
      expect(created.body).toMatchObject({ year: 2026, status: 'preview', jury_members: 8 });
      const { body } = await award.agent
        .get(`${ENTRIES}?run_id=${runId}&category_id=${nominee.main_category}&per_page=100`)
        .expect(200);
      const row = body.data.find((r: { nominee_id: number }) => r.nominee_id === nominee.id);
      expect(row).toMatchObject({
        public_count: 3,
        public_mean: 9.67,
        jury_count: 3,
        jury_mean: 9.5,
      });
      expect(row.score).toBe(roundHalfUp((29 / 3 + 9.5 + row.technical) / 3, 1));
      expect(row.placement).toBe(1);
      // Venues the jury did not score have no score.
      expect(body.data.filter((r: { nominee_id: number }) => r.nominee_id !== nominee.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ score: null, incomplete: expect.any(String) }),
        ]),
      );
      const winners = (await t.newAgent().get(`${WINNERS}?year=2026`).expect(200)).body;
      expect(winners.published).toBe(false);
    });

    it('publishes once per year, unpublishes, and keeps every row as computed', async () => {
      const db = t.platform.services.db;
      await post(editor, `${RUNS}/${runId}/publish`).expect(403);
      await post(award, `${RUNS}/${runId}/unpublish`).expect(409);
      const published = await post(award, `${RUNS}/${runId}/publish`).expect(200);
      expect(published.body).toMatchObject({
        status: 'published',
        published_by: expect.any(Number),
      });
      await post(award, `${RUNS}/${runId}/publish`).expect(409);
      const winners = (await t.newAgent().get(`${WINNERS}?year=2026`).expect(200)).body;
      expect(winners.published).toBe(true);
      const second = (await post(award, RUNS, { year: 2026 }).expect(201)).body.id;
      const refused = await post(award, `${RUNS}/${second}/publish`).expect(409);
      expect(refused.body.message).toBe(
        'Für dieses Jahr ist schon ein Ergebnis veröffentlicht: zuerst zurückziehen.',
      );
      await post(award, `${RUNS}/${runId}/unpublish`).expect(200);
      expect((await t.newAgent().get(`${WINNERS}?year=2026`)).body.published).toBe(false);
      // Two runs of the year published at once: one is, the other is told (never a 500).
      const statuses = await Promise.all([
        post(award, `${RUNS}/${runId}/publish`),
        post(award, `${RUNS}/${second}/publish`),
      ]);
      expect(statuses.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = statuses[0]!.status === 200 ? runId : second;
      await post(award, `${RUNS}/${winner}/unpublish`).expect(200);
      await post(award, `${RUNS}/${second}/publish`).expect(200);
      // No update route (the path answers other methods), and the rows refuse any change.
      await award.agent
        .put(`${RUNS}/${runId}`)
        .set('X-CSRF-Token', award.token)
        .send({})
        .expect(405);
      await expect(
        db('award_result_entries').where({ run_id: runId }).update({ score: 10 }),
      ).rejects.toThrow(/immutable/);
      await expect(db('award_result_entries').where({ run_id: runId }).del()).rejects.toThrow(
        /immutable/,
      );
      const history = (await award.agent.get(`${RUNS}/${runId}/history`).expect(200)).body;
      const actions = history.data.map((entry: { action: string }) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(['create', 'publish', 'unpublish']));
    });

    it('shows the anomaly report of the year on the run: a burst from one network', async () => {
      const db = t.platform.services.db;
      const ipHash = hex();
      const at = Date.parse('2026-05-20T19:00:00Z');
      await db('award_ratings').insert(
        Array.from({ length: 5 }, (_, i) => {
          const email = `burst${i}@example.org`;
          return {
            year: 2026,
            nominee_id: nominee.id,
            venue_name: 'X',
            highlights: ['kulinarik'],
            grade: 10,
            event_type: 'seminar',
            event_month: 3,
            event_year: 2026,
            first_name: 'B',
            email,
            email_key: email,
            voter_type: 'visitor_m',
            language: 'de',
            ip_hash: ipHash,
            challenge_id: hex(),
            token_hash: hex(),
            created_at: new Date(at + i * 60_000),
          };
        }),
      );
      const { body } = await award.agent.get(`${RUNS}/${runId}`).expect(200);
      const burst = body.anomaly_report.find((a: { kind: string }) => a.kind === 'network_burst');
      expect(burst).toMatchObject({
        nominee_ids: [nominee.id],
        count: 5,
        detail: ipHash.slice(0, 12),
      });
      await editor.agent.get(`${RUNS}/${runId}`).expect(403);
      await t.newAgent().get(RUNS).expect(401);
    });
  });
});
