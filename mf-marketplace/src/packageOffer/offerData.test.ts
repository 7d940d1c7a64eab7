import {
  HttpError,
  pageOutcomeOf,
  type PageLoadContext,
  type PlatformClient,
} from '@eventalp/shell-kit';
import { PACKAGE_OFFER_SAMPLE_PATH, packageOfferSample } from '@eventalp/plugin-packages/testing';
import { choiceOfQuery, choiceQuery } from './choiceQuery';
import { loadOffer } from './offerData';
import { packageDetailPage, packageReservationPage, packageSummaryPage } from './packageOffer.page';

const now = new Date('2027-05-01T10:00:00Z');

/** An API that answers the fixture offer for package 7 and 404 for any other. */
function context(path: string, query: Record<string, string> = {}): PageLoadContext {
  const get = async <T>(asked: string): Promise<T> => {
    if (asked === '/guest/packages/7') return packageOfferSample() as T;
    throw new HttpError(404, { message: 'Nicht gefunden.' }, asked);
  };
  const refuse = () => Promise.reject(new Error('not used'));
  const http: PlatformClient = { get, post: refuse, put: refuse, delete: refuse };
  const page = [packageDetailPage, packageSummaryPage, packageReservationPage].find((candidate) =>
    candidate.path.test(path),
  )!;
  return {
    http,
    params: { ...page.path.exec(path)!.groups },
    query,
    user: null,
    locale: 'de-CH',
    countryCategory: 1,
    brand: 'eventalp',
  };
}

const outcomeOf = (promise: Promise<unknown>) => promise.then(() => null, pageOutcomeOf);

describe('loadOffer', () => {
  it('loads the offer with the default choice from the first free day', async () => {
    const data = await loadOffer(context(PACKAGE_OFFER_SAMPLE_PATH), 'detail', now);
    expect(data.offer.package.id).toBe(7);
    expect(data.today).toBe('2027-05-01');
    expect(data.choice).toMatchObject({ date: '2027-05-04', persons: 10 });
  });

  it.each([
    [
      'an unknown package',
      '/site/_package/8/hochzeit-am-see-und-brunch/wedding/3/seehotel-thalwil',
    ],
    [
      'another event type',
      '/site/_package/7/hochzeit-am-see-und-brunch/meeting/3/seehotel-thalwil',
    ],
    ['another venue', '/site/_package/7/hochzeit-am-see-und-brunch/wedding/4/seehotel-thalwil'],
  ])('shows the 404 page for %s', async (_case, path) => {
    await expect(outcomeOf(loadOffer(context(path), 'detail', now))).resolves.toEqual({
      status: 404,
    });
  });

  it.each([
    [
      'an old name',
      '/site/_package/7/hochzeit/wedding/3/seehotel-thalwil',
      PACKAGE_OFFER_SAMPLE_PATH,
    ],
    [
      'no venue slug',
      '/site/_package/7/hochzeit-am-see-und-brunch/wedding/3',
      PACKAGE_OFFER_SAMPLE_PATH,
    ],
    [
      'another venue slug',
      '/site/_package/7/hochzeit-am-see-und-brunch/wedding/3/alt',
      PACKAGE_OFFER_SAMPLE_PATH,
    ],
  ])('sends %s to the canonical path with 301', async (_case, path, location) => {
    await expect(outcomeOf(loadOffer(context(path), 'detail', now))).resolves.toEqual({
      status: 301,
      location,
    });
  });

  it('keeps the choice when it redirects a summary', async () => {
    const query = { date: '2027-05-10', persons: '20', halls: '11-9' };
    const outcome = await outcomeOf(
      loadOffer(context('/site/_package_summary/7/x/wedding/3', query), 'summary', now),
    );
    expect(outcome).toEqual({
      status: 301,
      location:
        '/site/_package_summary/7/hochzeit-am-see-und-brunch/wedding/3/seehotel-thalwil' +
        '?date=2027-05-10&persons=20&halls=11-9&room=5&rooms=1',
    });
  });
});

describe('the choice in the query', () => {
  const offer = packageOfferSample();

  it('reads back what it wrote', () => {
    const choice = {
      date: '2027-07-02',
      persons: 24,
      halls: [{ hallId: 11, slotId: 9 }],
      extraMeals: ['aperitif' as const],
      overnight: { roomId: 5, rooms: 8 },
      extras: [{ key: 'corkage' as const, quantity: 12 }],
    };
    const query = Object.fromEntries(new URLSearchParams(choiceQuery(choice)));
    expect(choiceOfQuery(offer, query, '2027-05-01')).toEqual(choice);
  });

  it('takes the default for each malformed part', () => {
    expect(
      choiceOfQuery(
        offer,
        { date: '2027-02-30', persons: 'viele', halls: '11', meals: 'kaviar', extras: 'x-y' },
        '2027-05-01',
      ),
    ).toEqual({
      date: '2027-05-04',
      persons: 10,
      halls: [{ hallId: 11, slotId: 4 }],
      extraMeals: [],
      overnight: { roomId: 5, rooms: 1 },
      extras: [],
    });
  });
});
