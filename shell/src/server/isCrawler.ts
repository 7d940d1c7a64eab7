/**
 * Search-engine and link-preview robots, by user agent. They get plain images (no lazy loading,
 * no placeholders) so every image of a page is indexed. Lighthouse and headless browsers are
 * treated as visitors on purpose: they should measure what people get.
 */
const CRAWLER_PATTERN =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|pinterest|vkshare|quora link preview|w3c_validator|ia_archiver/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && CRAWLER_PATTERN.test(userAgent);
}
