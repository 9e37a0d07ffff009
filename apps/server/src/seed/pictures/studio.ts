import { type Drawing, num } from './svg';

export const CANVAS = 800;

/**
 * Seamless paper backdrop: lighter at the top, a touch darker toward the floor and the sides.
 * Linear gradients only: a full-frame radial gradient costs librsvg more than everything else combined.
 */
export function studioBackdrop(d: Drawing): void {
  const paper = d.linear(0, 0, 0, 1, [
    [0, '#f5f2ed'],
    [0.55, '#eee9e1'],
    [1, '#e0d8cb'],
  ]);
  d.add('rect', { width: CANVAS, height: CANVAS, fill: paper });
  const sides = d.linear(0, 0, 1, 0, [
    [0, '#5a4632', 0.09],
    [0.3, '#5a4632', 0],
    [0.7, '#5a4632', 0],
    [1, '#5a4632', 0.09],
  ]);
  d.add('rect', { width: CANVAS, height: CANVAS, fill: sides });
}

/** Contact shadow for items standing on the floor; a radial gradient instead of a blur filter keeps it cheap. */
export function floorShadow(
  d: Drawing,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.35,
): void {
  const fill = d.radial(0.5, 0.5, 0.5, [
    [0, '#2a1e14', strength],
    [0.6, '#2a1e14', strength * 0.45],
    [1, '#2a1e14', 0],
  ]);
  d.add('ellipse', { cx, cy, rx, ry, fill });
}

/**
 * Soft shadow for flat-lay garments: the outline repeated with growing offsets and fading opacity
 * fakes a blur without a filter.
 */
export function dropShadow(d: Drawing, pathData: string, dx = 6, dy = 10): void {
  const layers = [
    [dx * 1.8, dy * 1.8, 0.05],
    [dx, dy, 0.07],
    [dx * 0.4, dy * 0.4, 0.08],
  ] as const;
  for (const [x, y, opacity] of layers) {
    d.use(pathData, {
      transform: `translate(${num(x)} ${num(y)})`,
      fill: '#3a2a1c',
      'fill-opacity': opacity,
    });
  }
}
