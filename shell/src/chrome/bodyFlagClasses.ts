/**
 * The body flags of spec section 4 as classes on <body>. The search page and the shell's dialogs
 * set modal, map and search flags; the nav menu its own; `installBodyFlags` the rest.
 */
export const BODY_FLAG = {
  modalOpen: 'ea-modal-open',
  mapOpen: 'ea-map-open',
  navMenuOpen: 'ea-nav-menu-open',
  navSearchActive: 'ea-nav-search-active',
  overflow: 'ea-overflow',
  touchDevice: 'ea-touch',
  safari: 'ea-safari',
} as const;

/** Safari, not the other browsers that put "Safari" in their user agent. */
export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|Edg|OPR|Android)/.test(userAgent)
  );
}
