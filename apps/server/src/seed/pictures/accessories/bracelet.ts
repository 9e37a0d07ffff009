import { type Metal, metalEdge, metalFill } from '../metal';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

/** A round leather bracelet lying flat, seen from above: braided or a plain cuff, closed by a metal clasp. */
export const bracelet: ItemDrawer = {
  closeUp: { x: 400, y: 580, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const style = v.choose(['braided', 'cuff'] as const);
    const metal = v.choose<Metal>(['silver', 'brass']);
    const [cx, cy, r] = [400, 400, 190];
    floorShadow(d, cx + 10, cy + 20, r + 60, r + 50, 0.28);
    const width = style === 'cuff' ? 74 : 54;
    d.add('circle', { cx, cy, r, fill: 'none', stroke: p.line, 'stroke-width': width + 6 });
    d.add('circle', { cx, cy, r, fill: 'none', stroke: p.base, 'stroke-width': width });
    if (style === 'braided') {
      // Plaits: slanted strands all the way round, alternating light and dark.
      for (let i = 0; i < 40; i += 1) {
        const a = (i / 40) * 360;
        d.add('ellipse', {
          cx: cx + r,
          cy,
          rx: 22,
          ry: 10,
          fill: i % 2 === 0 ? p.light : p.dark,
          stroke: p.line,
          'stroke-width': 1.5,
          transform: `rotate(${a} ${cx} ${cy}) rotate(${i % 2 === 0 ? 40 : -40} ${cx + r} ${cy})`,
        });
      }
    } else {
      d.add('circle', {
        cx,
        cy,
        r: r + 26,
        fill: 'none',
        stroke: p.thread,
        'stroke-width': 3,
        'stroke-dasharray': '9 7',
      });
      d.add('circle', {
        cx,
        cy,
        r: r - 26,
        fill: 'none',
        stroke: p.thread,
        'stroke-width': 3,
        'stroke-dasharray': '9 7',
      });
      for (let i = 0; i < 8; i += 1) {
        const a = ((i + 0.5) / 8) * Math.PI * 2;
        d.add('circle', {
          cx: cx + Math.cos(a) * r,
          cy: cy + Math.sin(a) * r,
          r: 12,
          fill: metalFill(d, metal),
          stroke: metalEdge(metal),
          'stroke-width': 2,
        });
      }
    }
    // The clasp at the front.
    d.add('rect', {
      x: cx - 34,
      y: cy + r - 40,
      width: 68,
      height: 80,
      rx: 12,
      fill: metalFill(d, metal, false),
      stroke: metalEdge(metal),
      'stroke-width': 4,
    });
    d.add('rect', {
      x: cx - 20,
      y: cy + r - 26,
      width: 40,
      height: 52,
      rx: 6,
      fill: 'none',
      stroke: metalEdge(metal),
      'stroke-width': 3,
    });
  },
};
