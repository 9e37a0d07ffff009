import { darken } from '../color';
import { type Metal, metalEdge, metalFill } from '../metal';
import type { Palette } from '../palette';
import { dropShadow, floorShadow } from '../studio';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';
import { leatherFill, stitches } from './leather';

/** One key hanging from the ring at `angle` degrees: its bow on the ring, its blade pointing away. */
function key(d: Drawing, metal: Metal, angle: number, length: number): void {
  d.group({ transform: `translate(400 250) rotate(${angle})` }, () => {
    const top = 128;
    const end = top + length;
    // The blade with its cuts on one side, then the bow over it.
    const blade = `M-11 ${top} H11 V${end - 60} h14 v12 h-8 v14 h10 v12 h-16 V${end} L0 ${end + 12} L-11 ${end}Z`;
    d.add('path', {
      d: blade,
      fill: metalFill(d, metal, false),
      stroke: metalEdge(metal),
      'stroke-width': 3,
    });
    d.add('circle', {
      cx: 0,
      cy: 100,
      r: 36,
      fill: metalFill(d, metal),
      stroke: metalEdge(metal),
      'stroke-width': 3,
    });
    d.add('circle', { cx: 0, cy: 84, r: 9, fill: '#efe9df', stroke: metalEdge(metal), 'stroke-width': 3 });
  });
}

/** A leather key fob on a split ring, with two keys: what 'Llavero' names. */
export const keyRing: ItemDrawer = {
  flippable: true,
  closeUp: { x: 400, y: 330, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const metal = v.choose<Metal>(['silver', 'brass']);
    const fob = v.choose(['tab', 'round'] as const);
    floorShadow(d, 400, 690, 230, 34, 0.3);
    // The keys hang behind the fob, fanned to either side.
    key(d, metal, 28, 210);
    key(d, v.choose<Metal>(['brass', 'silver']), -34, 180);
    // The split ring.
    d.add('circle', { cx: 400, cy: 250, r: 70, fill: 'none', stroke: metalEdge(metal), 'stroke-width': 16 });
    d.add('circle', {
      cx: 400,
      cy: 250,
      r: 70,
      fill: 'none',
      stroke: metalFill(d, metal),
      'stroke-width': 10,
    });
    // The fob: a strap folded through a small ring, hanging straight down.
    d.add('rect', {
      x: 384,
      y: 300,
      width: 32,
      height: 40,
      rx: 8,
      fill: metalFill(d, metal),
      stroke: metalEdge(metal),
      'stroke-width': 3,
    });
    const outline =
      fob === 'tab'
        ? 'M340 330 H460 V600 Q460 640 400 660 Q340 640 340 600Z'
        : 'M360 330 H440 V440 A110 110 0 1 1 360 440Z';
    dropShadow(d, outline);
    d.add('path', { d: outline, fill: leatherFill(d, p), stroke: p.line, 'stroke-width': 3 });
    if (fob === 'tab') {
      stitches(d, p, 'M356 350 V596 Q356 626 400 642 Q444 626 444 596 V350');
      d.add('path', {
        d: 'M400 420 l40 60 l-40 60 l-40 -60Z',
        fill: darken(p.base, 0.25),
        'fill-opacity': 0.6,
      });
    } else {
      d.add('circle', {
        cx: 400,
        cy: 540,
        r: 90,
        fill: 'none',
        stroke: p.thread,
        'stroke-width': 3,
        'stroke-dasharray': '9 7',
      });
      d.add('circle', { cx: 400, cy: 540, r: 44, fill: darken(p.base, 0.25), 'fill-opacity': 0.6 });
    }
  },
};
