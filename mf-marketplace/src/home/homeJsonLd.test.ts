import { homeJsonLd } from './homeJsonLd';

describe('homeJsonLd', () => {
  it('describes the organisation and a site search on the location search', () => {
    const [organization, website] = homeJsonLd({
      origin: 'https://www.eventalp.ch',
      name: 'eventalp.ch',
      description: 'Locations',
    }) as Record<string, unknown>[];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: 'https://www.eventalp.ch/',
    });
    expect(website!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://www.eventalp.ch/locations?q={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
  });
});
