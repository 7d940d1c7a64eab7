import { historyFigures } from './figures-history';

describe('historyFigures (the past editions)', () => {
  const years = historyFigures();

  it('has every edition from 2016 to 2025 with the real 2025 counts', () => {
    expect(years.map((f) => f.year)).toEqual([
      2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025,
    ]);
    expect(years.at(-1)).toMatchObject({ nominations: 2211, ratings: 75_021 });
    expect(years[0]!.nominations).toBeGreaterThanOrEqual(300);
  });

  it('keeps each year plausible: fewer participants than nominations, fewer winners than participants', () => {
    for (const f of years) {
      expect(f.participants).toBeLessThan(f.nominations);
      expect(f.winners!).toBeLessThan(f.participants);
      expect(f.categories).toHaveLength(11);
    }
  });

  it('splits the regions so they add up to the year', () => {
    for (const f of years) {
      const sum = (key: 'nominations' | 'participants' | 'ratings') =>
        f.regions.reduce((total, region) => total + region[key], 0);
      expect([sum('nominations'), sum('participants'), sum('ratings')]).toEqual([
        f.nominations,
        f.participants,
        f.ratings,
      ]);
    }
  });
});
