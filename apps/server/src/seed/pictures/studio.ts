import { type Drawing, el } from './svg';

export const CANVAS = 800;

/** Seamless paper backdrop: lit from the upper middle, darkening gently toward the corners. */
export function studioBackdrop(d: Drawing): void {
  const fill = d.radial(
    400,
    300,
    640,
    [
      [0, '#f6f3ee'],
      [0.55, '#eee9e1'],
      [1, '#ddd5c8'],
    ],
    true,
  );
  d.add('rect', { width: CANVAS, height: CANVAS, fill });
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
  const shapes = layers
    .map(([x, y, opacity]) =>
      el('path', {
        d: pathData,
        transform: `translate(${x} ${y})`,
        fill: '#3a2a1c',
        'fill-opacity': opacity,
      }),
    )
    .join('');
  d.raw(shapes);
}
