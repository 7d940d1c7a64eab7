import sanitizeHtml from 'sanitize-html';

// What an editor's rich text may hold: paragraphs, headings, lists, quotes, emphasis, links and
// images from our own storage or https. Scripts, styles, event handlers and frames never pass.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the page open without handing it to the target.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Editorial rich text (articles, jobs) reduced to the allowed markup; used on every write and again on output. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
