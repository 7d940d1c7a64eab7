import { bodyPadding, type BodyPaddingInput } from './bodyPadding';

const base: BodyPaddingInput = {
  touchDevice: false,
  overflows: true,
  modalOpen: true,
  navMenuOpen: false,
  scrollbarWidth: 15,
};

describe('bodyPadding', () => {
  it.each<[string, Partial<BodyPaddingInput>, number]>([
    ['modal open on an overflowing page', {}, 15],
    ['nav menu open instead of a modal', { modalOpen: false, navMenuOpen: true }, 15],
    ['both open', { navMenuOpen: true }, 15],
    ['nothing open', { modalOpen: false }, 0],
    ['touch device', { touchDevice: true }, 0],
    ['page without overflow', { overflows: false }, 0],
    ['overlay scrollbar (width 0)', { scrollbarWidth: 0 }, 0],
  ])('%s', (_case, input, expected) => {
    expect(bodyPadding({ ...base, ...input })).toBe(expected);
  });
});
