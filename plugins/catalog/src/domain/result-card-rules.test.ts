import { cardControls, cardImageLoading, cardPhotos } from './result-card-rules';

const media = {
  photos: [1, 2, 3, 4].map((id) => ({ id, name: `p${id}`, mime_type: 'image/jpeg' })),
};

describe('cardPhotos', () => {
  it.each([
    [
      'basis shows one photo from all_photos_long',
      { type_id: 1, all_photos_long: 'a.jpg%b.jpg%c.jpg' },
      {},
      ['a.jpg'],
    ],
    ['grund shows one photo', { type_id: 2, all_photos_long: 'a.jpg%b.jpg' }, {}, ['a.jpg']],
    [
      'premium shows up to three',
      { type_id: 3, all_photos_long: 'a.jpg%b.jpg%c.jpg%d.jpg' },
      {},
      ['a.jpg', 'b.jpg', 'c.jpg'],
    ],
    [
      'boost shows up to three',
      { type_id: 7, all_photos_long: 'a.jpg%%b.jpg' },
      {},
      ['a.jpg', 'b.jpg'],
    ],
    [
      'without all_photos_long, media photos',
      { type_id: 4, all_photos_long: '', media },
      {},
      ['p1', 'p2', 'p3'],
    ],
    ['basis media photos: one', { type_id: 1, media }, {}, ['p1']],
    [
      'winner with award image',
      { type_id: 1, award_location_image: 'award.jpg', all_photos_long: 'a.jpg' },
      { winner: true },
      ['award.jpg'],
    ],
    [
      'winner without award image falls back to photos',
      { type_id: 5, all_photos_long: 'a.jpg%b.jpg' },
      { winner: true },
      ['a.jpg', 'b.jpg'],
    ],
    [
      'award image ignored on non-winner card',
      { type_id: 1, award_location_image: 'award.jpg', all_photos_long: 'a.jpg' },
      {},
      ['a.jpg'],
    ],
    ['nothing at all', { type_id: 3 }, {}, []],
  ])('%s', (_case, item, options, expected) => {
    const names = cardPhotos(item, options).map((photo) =>
      'value' in photo ? photo.value : photo.name,
    );
    expect(names).toEqual(expected);
  });
});

describe('cardControls', () => {
  it.each([
    [1, {}, { slider: false, favourite: false }],
    [2, {}, { slider: false, favourite: false }],
    [3, {}, { slider: true, favourite: true }],
    [7, { onMap: true }, { slider: false, favourite: true }],
    [5, { route: 'package.search' }, { slider: true, favourite: false }],
    [5, { awardCard: true }, { slider: true, favourite: false }],
  ])('tier %p in %p', (typeId, context, expected) => {
    expect(cardControls(typeId, context)).toEqual(expected);
  });
});

describe('cardImageLoading', () => {
  it.each([
    [0, 'eager'],
    [2, 'eager'],
    [3, 'lazy'],
    [35, 'lazy'],
  ])('result %p loads %p', (index, expected) => {
    expect(cardImageLoading(index)).toBe(expected);
  });
});
