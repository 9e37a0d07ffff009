import { darken, lighten } from '../color';
import type { Drawing } from '../svg';

/** Rough-sawn barn boards, the backdrop for the boot shelf and the hat wall. */
export function woodWall(d: Drawing, base: string, vertical: boolean): void {
  d.add('rect', { width: 1600, height: 600, fill: base });
  const board = vertical ? 120 : 100;
  const count = vertical ? 1600 / board : 600 / board;
  for (let i = 0; i < count; i += 1) {
    const tone = i % 3 === 0 ? lighten(base, 0.06) : i % 3 === 1 ? darken(base, 0.08) : base;
    const attrs = vertical
      ? { x: i * board, y: 0, width: board, height: 600 }
      : { x: 0, y: i * board, width: 1600, height: board };
    d.add('rect', { ...attrs, fill: tone });
  }
  // Grain runs along each board; gaps between boards are dark.
  const grainTile = vertical
    ? '<path d="M10 0 C14 60 6 120 12 200 M44 0 C40 70 50 140 44 200 M80 0 C84 50 76 130 82 200" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>'
    : '<path d="M0 20 C60 14 130 26 200 18 M0 56 C70 62 140 50 200 58 M0 84 C50 80 150 90 200 82" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>';
  d.add('rect', {
    width: 1600,
    height: 600,
    fill: d.pattern(vertical ? 120 : 200, vertical ? 200 : 100, grainTile),
  });
  let gaps = '';
  for (let i = 1; i < count; i += 1)
    gaps += vertical ? `M${i * board} 0 L${i * board} 600` : `M0 ${i * board} L1600 ${i * board}`;
  d.add('path', { d: gaps, stroke: darken(base, 0.6), 'stroke-width': 4 });
}

/** Warm light from an overhead lamp near `cx`, falling off toward the edges and the floor. */
export function spotlight(d: Drawing, cx: number): void {
  const across = d.linear(
    0,
    0,
    1600,
    0,
    [
      [0, '#000000', 0.4],
      [cx / 1600, '#ffe2b0', 0.22],
      [1, '#000000', 0.3],
    ],
    true,
  );
  d.add('rect', { width: 1600, height: 600, fill: across });
  const down = d.linear(0, 0, 0, 1, [
    [0, '#ffe2b0', 0.12],
    [1, '#000000', 0.25],
  ]);
  d.add('rect', { width: 1600, height: 600, fill: down });
}
