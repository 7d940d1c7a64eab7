/** Below this scroll position (px) the header of a transparent page is transparent (spec 9). */
export const TRANSPARENT_HEADER_MAX_SCROLL_PX = 20;

/** Pages whose header lies transparent over their first section: the home page. */
const TRANSPARENT_PAGES: readonly RegExp[] = [/^\/(site\/?)?$/];

/**
 * Pages that look like a transparent page but keep a solid header (spec 4: "a configured list of
 * pages"): the login and password-reset URLs show the home page under the auth modal.
 */
export const SOLID_HEADER_PAGES: readonly RegExp[] = [
  /^\/public_login1?\/?$/,
  /^\/(site\/)?password\/reset\//,
];

/** Whether the page at `path` (no query) has a transparent header at the top. */
export function isTransparentHeaderPage(
  path: string,
  solidPages: readonly RegExp[] = SOLID_HEADER_PAGES,
): boolean {
  return (
    TRANSPARENT_PAGES.some((page) => page.test(path)) && !solidPages.some((page) => page.test(path))
  );
}

/** The header is transparent on a transparent page while scrolled less than 20 px. */
export function isHeaderTransparent(transparentPage: boolean, scrollY: number): boolean {
  return transparentPage && scrollY < TRANSPARENT_HEADER_MAX_SCROLL_PX;
}

/** At the top of a transparent page (`isHeaderTransparent` of a transparent page). */
export const atTransparentTop = (scrollY: number) => isHeaderTransparent(true, scrollY);
