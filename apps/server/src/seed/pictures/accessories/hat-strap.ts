import { concho } from '../metal';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import { type Drawing, num } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

// The band stands as it sits round a crown, seen a little from above.
const [CX, CY, RX, RY, H] = [400, 330, 260, 120, 36];

const at = (t: number, dy = 0): string => `${num(CX + RX * Math.cos(t))} ${num(CY + RY * Math.sin(t) + dy)}`;

/** The band between angles a..b (the front half is 0..PI). */
function band(a: number, b: number): string {
  const steps = 40;
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = a + ((b - a) * i) / steps;
    top.push(at(t));
    bottom.unshift(at(t, H));
  }
  return `M${top.join(' L')} L${bottom.join(' L')}Z`;
}

/**
 * A hat band with conchos and the stampede strings that hang from it, slide bead and tips: what
 * 'Correa para sombrero' names.
 */
export const hatStrap: ItemDrawer = {
  closeUp: { x: 400, y: 470, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const conchos = v.choose([3, 5] as const);
    const bead = v.choose(['#3fb8af', '#c9a25a', '#e8e4dc'] as const);
    floorShadow(d, CX, CY + RY + H + 20, RX + 20, 34, 0.3);
    d.add('path', { d: band(Math.PI, 2 * Math.PI), fill: p.darker, stroke: p.line, 'stroke-width': 2 });
    d.add('path', { d: band(0, Math.PI), fill: p.base, stroke: p.line, 'stroke-width': 2 });
    // A braided edge top and bottom on the front half.
    for (const dy of [7, H - 7]) {
      const points: string[] = [];
      for (let i = 0; i <= 40; i += 1) points.push(at((Math.PI * i) / 40, dy));
      d.add('path', {
        d: `M${points.join(' L')}`,
        fill: 'none',
        stroke: p.light,
        'stroke-width': 5,
        'stroke-dasharray': '5 5',
      });
    }
    for (let i = 0; i < conchos; i += 1) {
      const t = (Math.PI * (i + 1)) / (conchos + 1);
      concho(d, CX + RX * Math.cos(t), CY + RY * Math.sin(t) + H / 2, 22);
    }
    // The stampede strings: two laces down from the front, through a bead, with metal tips.
    const from = CY + RY + H;
    for (const [x, end] of [
      [CX - 8, CX - 60],
      [CX + 8, CX + 40],
    ] as const) {
      d.add('path', {
        d: `M${x} ${from} C${x} ${from + 80} ${end} ${from + 150} ${end} ${from + 230}`,
        fill: 'none',
        stroke: p.line,
        'stroke-width': 9,
        'stroke-linecap': 'round',
      });
      d.add('path', {
        d: `M${x} ${from} C${x} ${from + 80} ${end} ${from + 150} ${end} ${from + 230}`,
        fill: 'none',
        stroke: p.base,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      });
      d.add('rect', {
        x: end - 6,
        y: from + 226,
        width: 12,
        height: 34,
        rx: 4,
        fill: '#c9c4bb',
        stroke: '#5b554d',
        'stroke-width': 2,
      });
    }
    d.add('ellipse', {
      cx: CX,
      cy: from + 70,
      rx: 22,
      ry: 28,
      fill: bead,
      stroke: p.line,
      'stroke-width': 3,
    });
  },
};
