import { type Metal, metalEdge, metalFill, metalShine } from '../metal';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

/** A braided cord laid as a loop that closes in a V at the slide, its two ends hanging with metal tips. */
export const boloTie: ItemDrawer = {
  closeUp: { x: 400, y: 430, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const metal = v.choose<Metal>(['silver', 'gold', 'silver']);
    const stone = v.choose(['#3fb8af', '#1f6f8b', '#b5472f'] as const);
    floorShadow(d, 400, 720, 240, 30, 0.25);
    const cord = (pathData: string) => {
      d.add('path', {
        d: pathData,
        fill: 'none',
        stroke: p.line,
        'stroke-width': 15,
        'stroke-linecap': 'round',
      });
      d.add('path', {
        d: pathData,
        fill: 'none',
        stroke: p.base,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      });
      // The braid: short slanted marks along the cord.
      d.add('path', {
        d: pathData,
        fill: 'none',
        stroke: p.light,
        'stroke-width': 10,
        'stroke-dasharray': '4 6',
      });
    };
    // The loop around the neck, then the two ends below the slide.
    cord('M400 430 C300 380 190 250 250 150 C300 70 500 70 550 150 C610 250 500 380 400 430');
    cord('M392 440 C380 520 360 600 350 640');
    cord('M408 440 C420 520 440 600 450 640');
    for (const x of [350, 450]) {
      d.add('path', {
        d: `M${x - 11} 630 h22 l-4 70 l-7 12 l-7 -12Z`,
        fill: metalFill(d, metal, false),
        stroke: metalEdge(metal),
        'stroke-width': 3,
      });
    }
    // The slide: a metal oval with a stone, over the crossing of the cords.
    d.add('ellipse', {
      cx: 400,
      cy: 430,
      rx: 88,
      ry: 108,
      fill: metalFill(d, metal),
      stroke: metalEdge(metal),
      'stroke-width': 4,
    });
    d.add('ellipse', {
      cx: 400,
      cy: 430,
      rx: 72,
      ry: 92,
      fill: 'none',
      stroke: metalEdge(metal),
      'stroke-width': 3,
      'stroke-dasharray': '5 6',
    });
    d.add('ellipse', {
      cx: 400,
      cy: 430,
      rx: 46,
      ry: 60,
      fill: stone,
      stroke: metalEdge(metal),
      'stroke-width': 5,
    });
    d.add('ellipse', { cx: 386, cy: 408, rx: 14, ry: 20, fill: metalShine(metal), 'fill-opacity': 0.45 });
  },
};
