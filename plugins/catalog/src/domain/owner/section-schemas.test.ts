import { fieldErrorsOf } from '@eventalp/platform-sdk';
import { LOCATION_SECTIONS, PROVIDER_SECTIONS, ROOM_FIELDS } from './section-fields';
import { sectionValuesInput, youtubeId } from './section-schemas';

const errorsOf = (fields: Parameters<typeof sectionValuesInput>[0], values: object) => {
  const result = sectionValuesInput(fields).safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?list=x&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/12345', null],
    ['https://www.youtube.com/watch?v=short', null],
  ])('%s', (link, id) => {
    expect(youtubeId(link)).toBe(id);
  });
});

describe('section inputs', () => {
  it.each([
    [
      'a name is required',
      LOCATION_SECTIONS.basic,
      { category_id: 516 },
      { full_name: ['Dieses Feld ist erforderlich.'] },
    ],
    [
      'a name of one letter',
      LOCATION_SECTIONS.basic,
      { full_name: 'A', category_id: 516 },
      { full_name: ['Dieses Feld muss mindestens 2 Zeichen lang sein.'] },
    ],
    [
      'a website without a domain',
      LOCATION_SECTIONS.basic,
      { full_name: 'Aa', category_id: 516, website: 'nix' },
      { website: ['Ungültiges Format'] },
    ],
    [
      'a postcode with letters',
      LOCATION_SECTIONS.address,
      { street: 'Weg', place: 'Ort', zip: '80a1' },
      { zip: ['Ungültiges Format'] },
    ],
    [
      'the enquiry address is required',
      LOCATION_SECTIONS.contact,
      { enquiry_email: '' },
      { enquiry_email: ['Dieses Feld ist erforderlich.'] },
    ],
    [
      'a short phone number',
      LOCATION_SECTIONS.contact,
      { enquiry_email: 'a@b.ch', phone: '044 12' },
      { phone: ['Die Telefonnummer muss mindestens 10 Ziffern enthalten.'] },
    ],
    [
      'a VR tour over http',
      LOCATION_SECTIONS.videos,
      { videos: [], vr_url: 'http://tour.example/x' },
      { vr_url: ['Bitte gib eine Adresse ein, die mit https:// beginnt.'] },
    ],
    [
      'a video that is not on YouTube',
      LOCATION_SECTIONS.videos,
      { videos: [{ url: 'https://vimeo.com/1' }] },
      { 'videos.0.url': ['Bitte gib einen gültigen YouTube-Link ein.'] },
    ],
    [
      'a rent option outside 0-2',
      LOCATION_SECTIONS.location,
      { rent_option: 3, distances: [], surroundings: [], accesses: [] },
      { rent_option: ['Ungültiges Format'] },
    ],
    [
      'at most fewer people than at least',
      PROVIDER_SECTIONS.properties,
      {
        service_types: [],
        styles: [],
        operations: [],
        price_styles: [],
        partner_locations: [],
        min_people: 50,
        max_people: 20,
      },
      { max_people: ['Der Höchstwert darf nicht kleiner als der Mindestwert sein.'] },
    ],
    [
      'a room capacity range upside down',
      ROOM_FIELDS,
      { name: 'Saal', banquet_min: 80, banquet_max: 40 },
      { banquet_max: ['Der Höchstwert darf nicht kleiner als der Mindestwert sein.'] },
    ],
    [
      'a floor outside the list',
      ROOM_FIELDS,
      { name: 'Saal', floor: 'Beton' },
      { floor: ['Ungültiges Format'] },
    ],
    [
      'the same photo twice',
      LOCATION_SECTIONS.photos,
      { photos: [{ id: 1 }, { id: 1 }] },
      { photos: ['Ungültiges Format'] },
    ],
  ])('%s', (_case, fields, values, expected) => {
    expect(errorsOf(fields, values)).toEqual(expected);
  });

  it('turns empty texts into null and keeps a room rentable as a whole or in part by default', () => {
    const room = sectionValuesInput(ROOM_FIELDS).parse({ name: 'Saal', description: ' ' });
    expect(room).toMatchObject({ name: 'Saal', description: null, rent_option: 1 });
  });
});
