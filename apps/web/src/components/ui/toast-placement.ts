/**
 * Where the toasts sit: at the bottom or the top of the screen, on the right or the left from
 * the `sm` breakpoint up (full width below it), whichever covers none of the marked regions
 * (`data-toast-avoid`, a calculator's result) on screen. When every place would cover the result
 * (it fills the screen), ordinary toasts are held out of sight, still announced to screen readers,
 * until a scroll frees a place; an error still shows where it covers least.
 */
export type ToastPlacement = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';
export type ToastPosition = ToastPlacement | 'held';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The preferred order: bottom right as before, then the other corners. */
export const PLACEMENTS: readonly ToastPlacement[] = [
  'bottom-right',
  'top-right',
  'bottom-left',
  'top-left',
];

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The box the toasts take at a placement, for a stack `size` big in a viewport. */
export function toastBox(
  placement: ToastPlacement,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): Box {
  const width = Math.min(size.width, viewport.width);
  const left = placement.endsWith('left') ? 0 : viewport.width - width;
  const top = placement.startsWith('top') ? 0 : viewport.height - size.height;
  return { left, top, right: left + width, bottom: top + size.height };
}

/**
 * The first placement that covers none of `avoid`; when all of them cover some, `held` (or, for
 * an error that must be seen, the placement that covers least).
 */
export function chooseToastPlacement(
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  avoid: readonly Box[],
  mustShow = false,
): ToastPosition {
  let best: ToastPlacement = PLACEMENTS[0]!;
  let least = Infinity;
  for (const placement of PLACEMENTS) {
    const box = toastBox(placement, size, viewport);
    const covered = avoid.reduce((sum, region) => sum + overlap(box, region), 0);
    if (covered === 0) return placement;
    if (covered < least) {
      least = covered;
      best = placement;
    }
  }
  return mustShow ? best : 'held';
}
