import { concho } from '../metal';
import type { Palette } from '../palette';
import { dropShadow } from '../studio';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';
import { leatherFill, stitches } from './leather';

/** A western bifold wallet, closed, with two cards showing at the top and a concho or a tooled oval. */
export const wallet: ItemDrawer = {
  closeUp: { x: 400, y: 410, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const centre = v.choose(['concho', 'tooled'] as const);
    const cardColours = v.choose<readonly [string, string]>([
      ['#2f6db5', '#d9a441'],
      ['#2e8b57', '#c9c6bf'],
      ['#a8322d', '#3c5a99'],
    ]);
    const [x, y, w, h] = [170, 250, 460, 320];
    // The cards stand out of the open top edge of the note pocket, behind the front panel.
    d.add('rect', { x: x + 40, y: y - 46, width: 170, height: 120, rx: 10, fill: cardColours[0] });
    d.add('rect', { x: x + 66, y: y - 22, width: 170, height: 120, rx: 10, fill: cardColours[1] });
    d.add('rect', { x: x + 66, y: y + 8, width: 170, height: 10, fill: '#000', 'fill-opacity': 0.18 });
    const body = `M${x} ${y + 20} Q${x} ${y} ${x + 20} ${y} H${x + w - 20} Q${x + w} ${y} ${x + w} ${y + 20} V${y + h - 20} Q${x + w} ${y + h} ${x + w - 20} ${y + h} H${x + 20} Q${x} ${y + h} ${x} ${y + h - 20}Z`;
    dropShadow(d, body);
    d.add('path', { d: body, fill: leatherFill(d, p), stroke: p.line, 'stroke-width': 3 });
    // The fold on the left: a rounded spine, darker where it turns away.
    d.add('rect', { x, y: y + 6, width: 26, height: h - 12, rx: 12, fill: p.dark, 'fill-opacity': 0.55 });
    stitches(d, p, `M${x + 40} ${y + 16} H${x + w - 16} V${y + h - 16} H${x + 40}`);
    const [cx, cy] = [x + w / 2 + 14, y + h / 2];
    if (centre === 'concho') {
      d.add('ellipse', { cx, cy, rx: 78, ry: 78, fill: p.dark, 'fill-opacity': 0.35 });
      concho(d, cx, cy, 56);
    } else {
      d.add('ellipse', { cx, cy, rx: 120, ry: 80, fill: 'none', stroke: p.darker, 'stroke-width': 6 });
      // Tooled leaves: short carved strokes around the oval.
      for (let i = 0; i < 12; i += 1) {
        const a = (i / 12) * Math.PI * 2;
        const [lx, ly] = [cx + Math.cos(a) * 92, cy + Math.sin(a) * 58];
        d.add('ellipse', {
          cx: lx,
          cy: ly,
          rx: 16,
          ry: 7,
          fill: p.darker,
          'fill-opacity': 0.6,
          transform: `rotate(${Math.round((a * 180) / Math.PI + 90)} ${lx.toFixed(1)} ${ly.toFixed(1)})`,
        });
      }
      d.add('circle', { cx, cy, r: 22, fill: p.lighter, stroke: p.darker, 'stroke-width': 4 });
    }
  },
};
