import { concho } from '../metal';
import type { Palette } from '../palette';
import { dropShadow } from '../studio';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';
import { leatherFill, stitches } from './leather';

/** An upright leather holster with a phone standing in it, its belt loop behind: what 'Porta celular' names. */
export const phoneHolder: ItemDrawer = {
  closeUp: { x: 400, y: 470, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const phone = v.choose(['#1d1f24', '#e8e4dc', '#3a4a6b'] as const);
    const badge = v.choose(['concho', 'laced'] as const);
    // The belt loop stands out above the holster's back.
    d.add('rect', {
      x: 350,
      y: 250,
      width: 100,
      height: 120,
      rx: 14,
      fill: p.dark,
      stroke: p.line,
      'stroke-width': 3,
    });
    // The phone: its top, the camera and the screen's dark glass.
    d.add('rect', {
      x: 290,
      y: 150,
      width: 220,
      height: 440,
      rx: 34,
      fill: phone,
      stroke: '#0d0e10',
      'stroke-width': 4,
    });
    d.add('rect', { x: 304, y: 166, width: 192, height: 400, rx: 24, fill: '#111418' });
    d.add('rect', { x: 304, y: 166, width: 192, height: 120, rx: 24, fill: '#3d4b5c', 'fill-opacity': 0.5 });
    d.add('rect', { x: 370, y: 176, width: 60, height: 12, rx: 6, fill: '#000' });
    // The holster's front, cut lower in the middle so the phone is easy to pull out.
    const front =
      'M262 330 Q262 318 276 318 H340 Q400 372 460 318 H524 Q538 318 538 330 V640 Q538 680 498 680 H302 Q262 680 262 640Z';
    dropShadow(d, front);
    d.add('path', { d: front, fill: leatherFill(d, p), stroke: p.line, 'stroke-width': 3 });
    stitches(d, p, 'M280 338 H336 Q400 394 464 338 H520 V640 Q520 662 496 662 H304 Q280 662 280 640Z');
    if (badge === 'concho') {
      concho(d, 400, 520, 52);
    } else {
      // Whipstitched lacing across the front, the western way.
      for (let x = 300; x <= 488; x += 24) {
        d.add('path', {
          d: `M${x} 470 l12 24`,
          stroke: p.lighter,
          'stroke-width': 7,
          'stroke-linecap': 'round',
        });
      }
      d.add('rect', { x: 330, y: 540, width: 140, height: 60, rx: 10, fill: p.darker, 'fill-opacity': 0.45 });
    }
  },
};
