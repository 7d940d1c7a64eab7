import { externalHref, teaserLink } from './teaserLink';

const link = {
  id: 42,
  slug: 'seerose-resort',
  legacy_slug: 'seerose_resort',
  category_id: 508,
  category_slug: 'tagungslocations_seminarhotels',
};
const newTab = { target: '_blank', rel: 'noopener noreferrer' };

describe('teaserLink', () => {
  it.each([
    [
      'an external link with https',
      { external_link: 'https://example.ch/a' },
      { href: 'https://example.ch/a', ...newTab },
    ],
    [
      'an external link with http',
      { external_link: 'http://example.ch' },
      { href: 'http://example.ch', ...newTab },
    ],
    [
      'an external link without a scheme',
      { external_link: 'www.example.ch' },
      { href: 'https://www.example.ch', ...newTab },
    ],
    [
      'an external link before the entry',
      { external_link: 'example.ch', link: { ...link, entity_type: 'location' as const } },
      { href: 'https://example.ch', ...newTab },
    ],
    [
      'a location by its slug',
      { link: { ...link, entity_type: 'location' as const } },
      { href: '/site/_eventalp/508/tagungslocations_seminarhotels/42/seerose-resort.html' },
    ],
    [
      'a location by its legacy slug',
      { link: { ...link, slug: null, entity_type: 'location' as const } },
      { href: '/site/_eventalp/508/tagungslocations_seminarhotels/42/seerose_resort' },
    ],
    [
      'a provider',
      {
        link: {
          ...link,
          category_id: 451,
          category_slug: 'catering_partyservice',
          entity_type: 'provider' as const,
        },
      },
      { href: '/site/_dienstleister/451/catering_partyservice/42/seerose-resort.html' },
    ],
    ['a blank external link and no entry', { external_link: '  ', link: null }, { href: '/' }],
    ['nothing', {}, { href: '/' }],
  ])('%s', (_case, item, expected) => {
    expect(teaserLink(item, 'eventalp')).toEqual(expected);
  });
});

describe('externalHref', () => {
  it.each([
    ['www.partner.ch', 'https://www.partner.ch'],
    ['  partner.ch/jobs ', 'https://partner.ch/jobs'],
    ['https://partner.ch', 'https://partner.ch'],
    ['http://partner.ch', 'http://partner.ch'],
  ])('%p → %p', (address, expected) => {
    expect(externalHref(address)).toBe(expected);
  });
});
