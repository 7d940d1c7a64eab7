import { CATALOGUE } from '@eventalp/plugin-catalog';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

type Point = { id: number; lat: number; lng: number; tier: number };

describe('map points and "search in this area"', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    // More locations than one engine page (500), so the map pages through the index.
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 700, providers: 30, photos: 1 } });
  }, 180_000);
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string | number> = {}) =>
    t.agent.get(`/api/guest/search/${path}`).query(query);

  it('answers one point per matching location with a position, all of them', async () => {
    const list = (await get('locations', { per_page: 1 }).expect(200)).body;
    // Paging of a list URL is ignored, even where the list would refuse it.
    const { body } = await get('locations/map', { page: 0, per_page: 5000 }).expect(200);
    expect(list.total).toBeGreaterThan(500);
    const positioned = (
      await t.platform.services.service(CATALOGUE).publicEntries('location', null, ['lat'])
    ).filter((entry) => entry.lat !== null).length;
    expect(body.total).toBe(positioned);
    expect(body.points).toHaveLength(positioned);
    expect(new Set(body.points.map((p: Point) => p.id)).size).toBe(positioned);
    const row = await t.platform.services
      .db('catalog_locations')
      .where({ id: body.points[0].id })
      .first('lat', 'lng', 'type_id');
    expect(body.points[0]).toEqual({
      id: body.points[0].id,
      lat: row.lat,
      lng: row.lng,
      tier: row.type_id,
    });
  });

  it('applies the list filters to the map, and bounds to both', async () => {
    const zurich = { region: '297' };
    const list = (await get('locations', { ...zurich, per_page: 100 }).expect(200)).body;
    const map = (await get('locations/map', zurich).expect(200)).body;
    expect(map.total).toBe(list.total);
    expect(map.points.map((p: Point) => p.id).sort()).toEqual(
      list.data.map((c: { id: number }) => c.id).sort(),
    );

    const area = { south: 47.3, west: 8.4, north: 47.45, east: 8.65 };
    const bounds = `${area.south},${area.west},${area.north},${area.east}`;
    const inArea = (await get('locations/map', { bounds }).expect(200)).body;
    expect(inArea.total).toBeGreaterThan(0);
    const everywhere = (await get('locations/map').expect(200)).body;
    expect(inArea.total).toBeLessThan(everywhere.total);
    for (const point of inArea.points as Point[]) {
      expect(point.lat).toBeGreaterThanOrEqual(area.south);
      expect(point.lat).toBeLessThanOrEqual(area.north);
      expect(point.lng).toBeGreaterThanOrEqual(area.west);
      expect(point.lng).toBeLessThanOrEqual(area.east);
    }
    const listInArea = (await get('locations', { bounds, per_page: 100 }).expect(200)).body;
    expect(listInArea.total).toBe(inArea.total);
  });

  it('has a provider map too, and rejects bad bounds with the format message', async () => {
    const list = (await get('providers', { per_page: 100 }).expect(200)).body;
    const map = (await get('providers/map').expect(200)).body;
    expect(map.total).toBe(list.data.filter((c: { position: unknown }) => c.position).length);
    for (const bounds of ['1,2,3', '48,8,47,9', '47,8,48,200', 'nord,west,süd,ost']) {
      const { body } = await get('locations/map', { bounds }).expect(422);
      expect(body.errors.bounds).toEqual(['Ungültiges Format']);
      await get('providers', { bounds }).expect(422);
    }
  });
});
