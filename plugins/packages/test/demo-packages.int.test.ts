import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { defaultChoice, packagePrice, priceInputOf, type PackageOffer } from '../src/domain';

/**
 * The demo's packages as a visitor meets them: three published packages per demo venue, the
 * wedding with an overnight stay that the venue prices (beds in its first room), so the
 * calculator shows the night.
 */
describe('the demo packages', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
  }, 240_000);
  afterAll(() => t.close());

  it('prices the demo wedding’s night in the venue’s first room', async () => {
    const planer = await t.signIn('planer', 'Planer1234', '10.47.0.1');
    const offers: PackageOffer[] = [];
    for (let id = 1; id <= 9; id++) {
      const answer = await planer.agent.get(`/api/guest/packages/${id}`);
      if (answer.status === 200) offers.push(answer.body as PackageOffer);
    }
    const names = offers.filter((o) => o.venue.id === 1).map((o) => o.package.name);
    expect(names.sort()).toEqual([
      'Firmenfest im Seesaal',
      'Hochzeit mit Übernachtung',
      'Seminartag am See',
    ]);
    const wedding = offers.find(
      (o) => o.venue.id === 1 && o.package.name === 'Hochzeit mit Übernachtung',
    )!;
    expect(wedding.accommodation).toEqual([
      expect.objectContaining({ pricePerNightRappen: 16000, breakfastIncluded: true }),
    ]);
    const price = packagePrice(priceInputOf(wedding, defaultChoice(wedding, '2027-05-03')));
    expect(price.lines).toContainEqual(
      expect.objectContaining({ key: 'overnight', quantity: 1, unitPrice: 16000 }),
    );
  });
});
