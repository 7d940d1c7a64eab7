export interface FeedEntry {
  id: number;
  title: string;
  summary: string | null;
  path: string;
  published: Date;
  tags: string[];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * An Atom 1.0 feed of articles (newest first) with absolute links from `origin`; `updated` is the
 * newest entry's date, or `now` for an empty feed.
 */
export function atomFeed(options: {
  origin: string;
  title: string;
  selfPath: string;
  listPath: string;
  entries: readonly FeedEntry[];
  now: Date;
}): string {
  const { origin, entries } = options;
  const updated = (entries[0]?.published ?? options.now).toISOString();
  const items = entries.map(
    (entry) =>
      `  <entry>\n    <id>${escapeXml(`${origin}${entry.path}`)}</id>\n    <title>${escapeXml(entry.title)}</title>\n    <link rel="alternate" type="text/html" href="${escapeXml(`${origin}${entry.path}`)}"/>\n    <published>${entry.published.toISOString()}</published>\n    <updated>${entry.published.toISOString()}</updated>\n${entry.summary ? `    <summary>${escapeXml(entry.summary)}</summary>\n` : ''}${entry.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>\n`).join('')}  </entry>\n`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <id>${escapeXml(`${origin}${options.listPath}`)}</id>\n  <title>${escapeXml(options.title)}</title>\n  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${options.selfPath}`)}"/>\n  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}${options.listPath}`)}"/>\n  <author><name>Redaktion</name></author>\n  <updated>${updated}</updated>\n${items.join('')}</feed>\n`;
}
