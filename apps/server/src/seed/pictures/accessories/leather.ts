import type { Palette } from '../palette';
import type { Drawing } from '../svg';

/**
 * What the small leather goods share: a hide lit from the top left, and the contrast stitching that
 * runs along their edges.
 */
export function leatherFill(d: Drawing, p: Palette): string {
  return d.memo('accessory-leather', () =>
    d.linear(0, 0, 0.6, 1, [
      [0, p.light],
      [0.45, p.base],
      [1, p.dark],
    ]),
  );
}

/** A row of stitches along `pathData`, in the goods' contrast thread. */
export function stitches(d: Drawing, p: Palette, pathData: string, width = 3): void {
  d.add('path', {
    d: pathData,
    fill: 'none',
    stroke: p.thread,
    'stroke-width': width,
    'stroke-dasharray': `${width * 3} ${width * 2.2}`,
    'stroke-linecap': 'round',
  });
}
