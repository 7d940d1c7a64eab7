import { detail, room } from '../testing/catalogFixtures';
import { keyFacts } from './keyFactValues';

describe('keyFacts', () => {
  it('takes the largest capacity of each seating style over all rooms, the rooms and the largest area', () => {
    const facts = keyFacts(
      detail({
        rooms_count: 3,
        rooms: [
          room({ id: 1, area: 120 }),
          room({
            id: 2,
            area: 480.4,
            capacity: {
              banquet: { min: 10, max: 300 },
              aperitif: { min: null, max: 90 },
              concert: { min: null, max: null },
              seminar: { min: 5, max: 140 },
            },
          }),
          room({ id: 3, area: null }),
        ],
      }),
    );
    expect(facts.capacities).toEqual([
      { style: 'banquet', max: 300 },
      { style: 'aperitif', max: 200 },
      { style: 'concert', max: 150 },
      { style: 'seminar', max: 140 },
    ]);
    expect(facts.rooms).toBe(3);
    expect(facts.area).toBe(480.4);
    expect(facts.place).toBe('8447 Laufen-Uhwiesen');
    expect(facts.region).toBe('Zürich');
    expect(facts.people).toBeNull();
  });

  it('leaves out styles no room offers, and rooms and area when there are no rooms', () => {
    const none = { min: null, max: null };
    const onlySeminar = keyFacts(
      detail({
        rooms: [
          room({
            area: 0,
            capacity: {
              banquet: none,
              aperitif: none,
              concert: none,
              seminar: { min: 1, max: 12 },
            },
          }),
        ],
      }),
    );
    expect(onlySeminar.capacities).toEqual([{ style: 'seminar', max: 12 }]);
    expect(onlySeminar.rooms).toBe(1);
    expect(onlySeminar.area).toBeNull();

    const empty = keyFacts(detail({ address: { ...detail().address, region: null, zip: null } }));
    expect(empty).toMatchObject({ capacities: [], rooms: null, area: null, region: null });
    expect(empty.place).toBe('Laufen-Uhwiesen');
  });

  it('gives providers the people they serve instead of rooms', () => {
    const provider = keyFacts(
      detail({ entity_type: 'provider', rooms_count: 4, people: { min: 10, max: 400 } }),
    );
    expect(provider.people).toEqual({ min: 10, max: 400 });
    expect(provider.rooms).toBeNull();
    expect(keyFacts(detail({ people: { min: 10, max: null } })).people).toBeNull();
  });
});
