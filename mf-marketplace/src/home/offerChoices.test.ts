import type { OfferType } from './homeData';
import { offerChoices } from './offerChoices';

const type = (value: string, labelHome: string, display = true): OfferType => ({
  value,
  label: labelHome,
  labelHome,
  description: 'Ich suche...',
  route: `/${value}`,
  display,
});
const types = [
  type('location', 'Location'),
  type('catering', 'Catering & Partyservice'),
  type('video__foto', 'Foto & Video', false),
  type('agentur', 'Eventagentur'),
];

describe('offerChoices', () => {
  it.each([
    [1, ['catering', 'agentur', 'location']],
    [2, ['location']],
    [3, ['location']],
  ])('country category %i', (country, expected) => {
    expect(offerChoices(types, country).map((choice) => choice.value)).toEqual(expected);
  });

  it('offers nothing without offer types', () => {
    expect(offerChoices([], 1)).toEqual([]);
  });
});
