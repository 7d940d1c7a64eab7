/** Preview mode disables links this long after the page updated (spec section 9). */
export const PREVIEW_LINK_DELAY_MS = 1000;

/** Preview mode is on when the page's URL has a `preview` query parameter (any value). */
export function isPreviewMode(search: string): boolean {
  return new URLSearchParams(search).has('preview');
}

/**
 * Whether preview mode disables a link. Everything that leaves the previewed page is disabled;
 * jumps inside it (`#…`), mail and phone links stay, as do links marked `data-preview-keep`.
 */
export function isLinkDisabledInPreview(href: string | null, keep: boolean): boolean {
  if (keep || href === null) return false;
  const value = href.trim();
  if (value === '' || value.startsWith('#')) return false;
  return !/^(mailto|tel):/i.test(value);
}
