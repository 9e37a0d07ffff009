import { darken, lighten } from '../color';
import { drawTrophyBuckle } from '../items/trophy-buckle';
import { itemPalette } from '../palette';
import type { Drawing } from '../svg';

export function leatherBuckle(d: Drawing): void {
  const hide = '#6b3f22';
  const base = d.linear(
    0,
    0,
    1600,
    600,
    [
      [0, darken(hide, 0.45)],
      [0.55, hide],
      [0.8, lighten(hide, 0.15)],
      [1, darken(hide, 0.3)],
    ],
    true,
  );
  d.add('rect', { width: 1600, height: 600, fill: base });
  // Pebbled grain: irregular pores at two scales so the tiling does not show.
  d.add('rect', {
    width: 1600,
    height: 600,
    fill: d.pattern(
      23,
      19,
      '<circle cx="4" cy="5" r="2.2" fill="#000" fill-opacity="0.14"/><circle cx="15" cy="12" r="2.8" fill="#000" fill-opacity="0.1"/><circle cx="19" cy="3" r="1.4" fill="#fff" fill-opacity="0.07"/><circle cx="9" cy="15" r="1.2" fill="#fff" fill-opacity="0.06"/>',
    ),
  });
  d.add('rect', {
    width: 1600,
    height: 600,
    fill: d.pattern(
      61,
      47,
      '<path d="M5 20 C15 16 25 24 35 20 M30 40 C40 36 50 42 58 38" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="1.5"/>',
    ),
  });

  // Saddle-stitched border, inset from the edge like a tooled panel.
  d.add('rect', {
    x: 26,
    y: 26,
    width: 1548,
    height: 548,
    rx: 18,
    fill: 'none',
    stroke: darken(hide, 0.5),
    'stroke-width': 3,
  });
  d.add('rect', {
    x: 40,
    y: 40,
    width: 1520,
    height: 520,
    rx: 12,
    fill: 'none',
    stroke: '#e7cf9f',
    'stroke-width': 3,
    'stroke-dasharray': '12 8',
    'stroke-linecap': 'round',
  });

  // Coiled lariat behind the buckle.
  const rope =
    'M900 300 C900 150 1400 110 1470 260 C1530 400 1250 520 1080 470 C930 426 960 250 1140 230 C1330 210 1400 330 1330 400';
  d.add('path', {
    d: rope,
    fill: 'none',
    stroke: '#2c1a10',
    'stroke-width': 22,
    'stroke-opacity': 0.45,
    transform: 'translate(8 12)',
  });
  d.add('path', { d: rope, fill: 'none', stroke: '#c9a66b', 'stroke-width': 18 });
  d.add('path', { d: rope, fill: 'none', stroke: '#8a6a3a', 'stroke-width': 18, 'stroke-dasharray': '4 8' });

  d.group({ transform: 'translate(1180 300) rotate(-8) scale(0.62) translate(-400 -400)' }, () =>
    drawTrophyBuckle(d, itemPalette('#3b2a22'), 'longhorn', 'oval', 'silver', 'gold'),
  );
}
