/** What the body padding rule looks at (spec section 4, body flags). */
export interface BodyPaddingInput {
  touchDevice: boolean;
  /** The page is taller than the window, so it has a vertical scrollbar when not locked. */
  overflows: boolean;
  modalOpen: boolean;
  navMenuOpen: boolean;
  /** Width of the window's vertical scrollbar in px (0 on overlay scrollbars). */
  scrollbarWidth: number;
}

/**
 * Right padding of <body> in px: the scrollbar's width while a modal or the nav menu locks the
 * page, so nothing jumps when the scrollbar disappears; 0 on touch devices (overlay scrollbars),
 * when the page does not overflow, or when nothing is open.
 */
export function bodyPadding(input: BodyPaddingInput): number {
  const locked = input.modalOpen || input.navMenuOpen;
  if (input.touchDevice || !input.overflows || !locked) return 0;
  return Math.max(0, input.scrollbarWidth);
}
