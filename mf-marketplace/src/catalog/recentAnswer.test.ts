import type { PlatformClient } from '@eventalp/shell-kit';
import { recentAnswer } from './recentAnswer';

const http = {} as PlatformClient;

describe('recentAnswer', () => {
  it('fetches once per period and shares the answer meanwhile', async () => {
    let now = 0;
    let fetches = 0;
    const recent = recentAnswer(
      60_000,
      async () => ++fetches,
      () => now,
    );
    await expect(Promise.all([recent(http), recent(http)])).resolves.toEqual([1, 1]);
    now = 60_000;
    await expect(recent(http)).resolves.toBe(1);
    now = 60_001;
    await expect(recent(http)).resolves.toBe(2);
    expect(fetches).toBe(2);
  });

  it('forgets a failed fetch, so the next render asks again', async () => {
    let fetches = 0;
    const recent = recentAnswer(60_000, async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('down');
      return 'deals';
    });
    await expect(recent(http)).rejects.toThrow('down');
    await expect(recent(http)).resolves.toBe('deals');
  });
});
