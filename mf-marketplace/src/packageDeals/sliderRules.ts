/**
 * Items a carousel shows side by side at a viewport width (spec section 9): 1 below 568, 2 from
 * 568, 3 from 1024, 4 from 1920, where an open map narrows it to 2 (spec section 4: "map open
 * narrows the widest desktop view to 2 items").
 */
export function slidesPerView(viewportWidth: number, mapOpen = false): number {
  if (viewportWidth >= 1920) return mapOpen ? 2 : 4;
  return viewportWidth >= 1024 ? 3 : viewportWidth >= 568 ? 2 : 1;
}

/**
 * The position after next/prev: one visible-items step on, never before the first position nor
 * after the last (`lastPosition` is the last position the track can scroll to).
 */
export function stepPosition(
  position: number,
  direction: 1 | -1,
  step: number,
  lastPosition: number,
): number {
  return Math.max(0, Math.min(lastPosition, position + direction * Math.max(1, step)));
}

/** The category of the first visible slide: the active tab follows the slide position. */
export function activeCategory<Category>(
  slideCategories: readonly Category[],
  position: number,
): Category | undefined {
  return slideCategories[Math.min(position, slideCategories.length - 1)];
}

/** Where a tab jumps: its category's first slide (the last position when the track ends before). */
export function categoryStart<Category>(
  slideCategories: readonly Category[],
  category: Category,
  lastPosition: number,
): number {
  const first = slideCategories.indexOf(category);
  return first < 0 ? 0 : Math.min(first, lastPosition);
}
