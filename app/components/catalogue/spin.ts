/** A swipe or drag moves the 360 view only after 50 px. */
const SWIPE_THRESHOLD_PX = 50;

/**
 * How many frames a horizontal drag of `deltaX` pixels turns the ring: one frame per full threshold,
 * nothing below it. Dragging to the left turns forwards (positive), to the right backwards.
 */
export function dragSteps(deltaX: number, threshold = SWIPE_THRESHOLD_PX): number {
  const steps = Math.trunc(-deltaX / threshold);
  return steps === 0 ? 0 : steps; // normalises -0
}

/** The frame index after moving `steps` from `index`, wrapping around the circle. */
export function wrapFrame(index: number, steps: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + steps) % count) + count) % count;
}

/** The frame a key press leads to, or null when the key does not turn the view. */
export function keyStep(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return wrapFrame(index, 1, count);
    case "ArrowLeft":
    case "ArrowDown":
      return wrapFrame(index, -1, count);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
