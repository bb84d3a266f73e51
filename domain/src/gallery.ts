/**
 * Photo galleries and carousels of a car: the index
 * wraps around both ways, and a horizontal drag counts as a swipe from 50 px.
 */

/** A drag shorter than this is a tap or a wobble, not a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/** `index` brought into `0..count-1`, wrapping past either end; 0 for an empty gallery. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The step a drag of `dx` (and `dy`) pixels asks for: 1 (next photo) for a
 * swipe to the left, -1 (previous) for one to the right, 0 when it is shorter
 * than the threshold or more vertical than horizontal (the visitor scrolls).
 */
export function swipeStep(dx: number, dy = 0): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
