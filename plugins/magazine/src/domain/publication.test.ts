import { isArticlePublic } from './publication';

const now = new Date('2026-06-01T10:00:00Z');

describe('isArticlePublic', () => {
  it.each([
    ['published, dated yesterday', true, '2026-05-31T10:00:00Z', true],
    ['published at this very instant', true, '2026-06-01T10:00:00Z', true],
    ['published, dated a second ahead', true, '2026-06-01T10:00:01Z', false],
    ['published, dated next year', true, '2027-01-01T00:00:00Z', false],
    ['not published, dated in the past', false, '2020-01-01T00:00:00Z', false],
  ])('%s: %s', (_case, published, publishAt, expected) => {
    expect(isArticlePublic({ published, publish_at: new Date(publishAt) }, now)).toBe(expected);
  });
});
