import { useEffect } from 'react';

/**
 * The body flags of spec section 4 as classes on <body>. The search page and the shell's dialogs
 * set modal, map and search flags; the nav menu its own; the shell's `installBodyFlags` the rest.
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

const holdsAttribute = (className: string) => `data-ea-holds-${className}`;

/**
 * Puts a body flag class (`ea-modal-open`, `ea-map-open`, ...) on <body> for one holder and
 * answers its release. The class stays while any holder keeps it, so two dialogs of different
 * micro-frontends (the auth modal over the search's filter dialog) do not clear each other's
 * flag. The count lives on the element, shared by every copy of this code on the page.
 */
export function holdBodyFlag(className: string, body: HTMLElement = document.body): () => void {
  const attribute = holdsAttribute(className);
  const count = (Number(body.getAttribute(attribute)) || 0) + 1;
  body.setAttribute(attribute, String(count));
  body.classList.add(className);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = Math.max(0, (Number(body.getAttribute(attribute)) || 0) - 1);
    if (left > 0) {
      body.setAttribute(attribute, String(left));
      return;
    }
    body.removeAttribute(attribute);
    body.classList.remove(className);
  };
}

/** Holds a body flag class while `on` is true (see `holdBodyFlag`). */
export function useBodyFlag(className: string, on: boolean): void {
  useEffect(() => (on ? holdBodyFlag(className) : undefined), [className, on]);
}
