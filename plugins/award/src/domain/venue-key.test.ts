import { venueKeyOf } from './venue-key';

describe('venueKeyOf', () => {
  it.each<[string, Parameters<typeof venueKeyOf>[0], string]>([
    ['a catalogue location', { locationId: 12 }, 'location:12'],
    ['an unlisted venue', { postcode: '8001', name: 'Alte Mühle' }, 'new:8001:alte mühle'],
    [
      'the same written otherwise',
      { postcode: '8001', name: ' ALTE   Mühle ' },
      'new:8001:alte mühle',
    ],
    ['another postcode', { postcode: '3000', name: 'Alte Mühle' }, 'new:3000:alte mühle'],
  ])('%s', (_case, venue, key) => {
    expect(venueKeyOf(venue)).toBe(key);
  });
});
