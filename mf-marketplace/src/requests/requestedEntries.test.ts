import { parseRequested, withRequested } from './requestedEntries';

describe('requested entries', () => {
  it('reads back only well-formed days of locations and providers', () => {
    expect(
      parseRequested(
        JSON.stringify({
          'location:12': '2026-11-27',
          'provider:3': '2026-11-01',
          'job:1': '2026-11-27',
          'location:x': '2026-11-27',
          'location:4': 'gestern',
          'location:5': 7,
        }),
      ),
    ).toEqual({ 'location:12': '2026-11-27', 'provider:3': '2026-11-01' });
    expect(parseRequested('{kaputt')).toEqual({});
    expect(parseRequested('[1]')).toEqual({});
    expect(parseRequested(null)).toEqual({});
  });

  it('records each entry asked with its day; asking again moves the day on', () => {
    const first = withRequested({}, [{ type: 'location', id: 1 }], '2026-11-01');
    const second = withRequested(
      first,
      [
        { type: 'location', id: 1 },
        { type: 'provider', id: 2 },
      ],
      '2026-11-27',
    );
    expect(second).toEqual({ 'location:1': '2026-11-27', 'provider:2': '2026-11-27' });
    expect(first).toEqual({ 'location:1': '2026-11-01' });
  });

  it('keeps the newest 200 entries', () => {
    let dates = {};
    for (let id = 1; id <= 205; id += 1)
      dates = withRequested(dates, [{ type: 'location', id }], '2026-11-27');
    const keys = Object.keys(dates);
    expect(keys).toHaveLength(200);
    expect(keys[0]).toBe('location:6');
    expect(keys.at(-1)).toBe('location:205');
  });
});
