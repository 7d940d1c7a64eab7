/**
 * schema.org for the home: the Organization (founded 2008) and the WebSite with a SearchAction on
 * the location search's free text (`q`).
 */
export function homeJsonLd({
  origin,
  name,
  description,
}: {
  origin: string;
  name: string;
  description: string;
}): object[] {
  const url = `${origin}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name,
      url,
      foundingDate: '2008',
      description,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name,
      url,
      inLanguage: 'de',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${origin}/locations?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
