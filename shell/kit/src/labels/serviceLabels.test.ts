import type { PlatformClient } from '../http/createPlatformClient';
import { loadServiceLabels, serviceLabelText, type ServiceLabel } from './serviceLabels';

const labels: ServiceLabel[] = [
  { label: 'footer.claim', value: 'Das Eventportal der Schweiz.', fallback: 'Eventportal' },
  { label: 'search.empty', value: null, fallback: 'Keine Einträge.' },
  { label: 'blank', value: '', fallback: null },
];

describe('serviceLabelText', () => {
  it.each([
    ['footer.claim', 'Das Eventportal der Schweiz.'],
    ['search.empty', 'Keine Einträge.'],
    ['blank', 'blank'],
    ['unknown.key', 'unknown.key'],
  ])('%s → %s', (key, expected) => {
    expect(serviceLabelText(labels, key)).toBe(expected);
  });
});

describe('loadServiceLabels', () => {
  const clientAnswering = (answer: () => Promise<unknown>) => {
    const get = jest.fn(answer);
    return { http: { get } as unknown as PlatformClient, get };
  };

  it('sends one request for every caller and keeps its answer', async () => {
    const { http, get } = clientAnswering(() => Promise.resolve(labels));
    const [first, second] = await Promise.all([loadServiceLabels(http), loadServiceLabels(http)]);
    expect(await loadServiceLabels(http)).toBe(first);
    expect(second).toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/guest/service-labels/draw');
  });

  it('answers no labels on failure, logs it, and asks again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { http, get } = clientAnswering(() => Promise.reject(new Error('down')));
    expect(await loadServiceLabels(http)).toEqual([]);
    expect(error).toHaveBeenCalled();
    await loadServiceLabels(http);
    expect(get).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
