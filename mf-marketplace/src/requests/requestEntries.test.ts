import * as rules from '@eventalp/plugin-requests/domain';
import type { EntryCard } from '../catalog/catalogTypes';
import { MAX_REQUEST_ENTRIES, requestEntriesOf } from './requestEntries';

test("the page's limit is the API's", () => {
  expect(MAX_REQUEST_ENTRIES).toBe(rules.MAX_REQUEST_ENTRIES);
});

test('one request takes the first 20 cards as entries', () => {
  const cards = Array.from(
    { length: 25 },
    (_, index) =>
      ({ id: index + 1, entity_type: index % 2 ? 'provider' : 'location' }) as EntryCard,
  );
  const entries = requestEntriesOf(cards);
  expect(entries).toHaveLength(20);
  expect(entries.slice(0, 2)).toEqual([
    { type: 'location', id: 1 },
    { type: 'provider', id: 2 },
  ]);
});
