import { darken, lighten, mix } from '../color';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from './item';

type SoleStyle = 'black-lug' | 'crepe-wedge' | 'brown-lug';

const SOLE_COLORS: Record<SoleStyle, string> = {
  'black-lug': '#24211f',
  'crepe-wedge': '#d8b27a',
  'brown-lug': '#4a3222',
};

/** Lugs are cut into the outsole's bottom edge; a wedge sole stays flat. */
function outsolePath(style: SoleStyle): string {
  let bottom = '';
  if (style === 'crepe-wedge') {
    bottom = 'L130 700';
  } else {
    for (let x = 596; x > 140; x -= 26) {
      const arch = x < 470 && x > 380;
      const y = arch ? 692 : 700;
      bottom += path`L${x} ${y} L${x - 15} ${y} L${x - 18} ${y - 7} L${x - 23} ${y - 7} L${x - 26} ${y} `;
    }
  }
  return `M114 662 L602 662 C608 674 606 690 598 700 ${bottom} C112 698 104 684 114 662 Z`;
}

export const workBoot: ItemDrawer = {
  closeUp: { x: 330, y: 520, zoom: 1.8 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const sole = v.choose<SoleStyle>(['black-lug', 'crepe-wedge', 'brown-lug']);
    const toeCap = v.choose([true, false]);
    const lace = v.choose(['#c9a66b', '#7b2a1e', '#2b2522']);
    d.group({ transform: 'translate(-20 -150) scale(1.2)' }, () => drawWorkBoot(d, p, sole, toeCap, lace));
  },
};

function drawWorkBoot(d: Drawing, p: Palette, sole: SoleStyle, toeCap: boolean, lace: string): void {
  floorShadow(d, 360, 700, 275, 20, 0.45);

  const upper =
    'M330 262 C390 250 520 242 574 250 C580 330 576 420 582 500 C590 560 604 610 602 648 L120 648 ' +
    'C98 640 98 606 120 590 C152 566 212 552 262 540 C298 530 320 502 326 462 Z';
  const clip = d.clip(`<path d="${upper}"/>`);
  d.add('path', { d: upper, fill: p.base });
  d.group({ 'clip-path': clip }, () => {
    const sheen = d.radial(0.5, 0.5, 0.5, [
      [0, p.lighter, 0.55],
      [1, p.lighter, 0],
    ]);
    d.add('ellipse', { cx: 410, cy: 400, rx: 60, ry: 170, fill: sheen });
    d.add('ellipse', { cx: 190, cy: 580, rx: 80, ry: 24, transform: 'rotate(-14 190 580)', fill: sheen });
    const shade = d.linear(0, 0, 1, 1, [
      [0.4, p.darker, 0],
      [1, p.darker, 0.7],
    ]);
    d.add('rect', { x: 100, y: 240, width: 510, height: 420, fill: shade });
  });

  const seam = { fill: 'none', stroke: p.line, 'stroke-width': 2.2, 'stroke-linecap': 'round' } as const;
  const stitch = { ...seam, stroke: p.seam, 'stroke-width': 1.6, 'stroke-dasharray': '5 4' } as const;
  // Heel counter and quarter seams.
  d.add('path', { d: 'M468 648 C472 590 500 548 582 520', ...seam });
  d.add('path', { d: 'M480 646 C484 596 508 560 582 534', ...stitch });
  d.add('path', { d: 'M338 500 C400 520 440 560 452 648', ...seam });
  if (toeCap) {
    d.add('path', { d: 'M236 546 C262 580 262 620 252 648', ...seam });
    d.add('path', { d: 'M224 549 C248 582 249 620 240 648 M248 543 C274 580 274 622 265 648', ...stitch });
  }

  // Padded collar: a rolled, slightly lighter band around the top.
  const collar = 'M330 262 C390 250 520 242 574 250 L575 282 C520 276 400 282 334 292 Z';
  const collarFill = d.linear(0, 0, 0, 1, [
    [0, p.light],
    [1, p.dark],
  ]);
  d.add('path', { d: collar, fill: collarFill, stroke: p.line, 'stroke-width': 1.8 });
  d.add('path', { d: 'M340 296 C400 288 520 282 575 288', ...stitch });

  // Pull loop at the back.
  d.add('path', {
    d: 'M556 256 C556 220 586 214 590 248 L590 300 L578 300 L578 252 C574 236 566 238 566 256 Z',
    fill: p.dark,
    stroke: p.line,
    'stroke-width': 1.5,
  });

  // Tongue, then the eyelet facing over it.
  d.add('path', {
    d: 'M318 250 C330 238 350 238 356 252 L350 470 L318 470 Z',
    fill: p.dark,
    stroke: p.line,
    'stroke-width': 1.8,
  });
  const facing = 'M334 262 L372 258 L362 508 C350 512 338 508 326 500 Z';
  d.add('path', { d: facing, fill: lighten(p.base, 0.06), stroke: p.line, 'stroke-width': 2 });
  d.add('path', { d: 'M364 268 L356 500', ...stitch });

  // Laces zig-zag from each eyelet to the front edge and back.
  const eyelets = [300, 340, 380, 420, 460, 492];
  let laces = '';
  eyelets.forEach((y, i) => {
    const x = 355 - (y - 262) * 0.036;
    const next = eyelets[i + 1];
    laces += path`M${x} ${y} L${326 - (y - 262) * 0.02} ${y + 8}`;
    if (next !== undefined) laces += path`M${326 - (y - 262) * 0.02} ${y + 8} L${x - 2} ${next - 4}`;
  });
  d.add('path', { d: laces, fill: 'none', stroke: lace, 'stroke-width': 5, 'stroke-linecap': 'round' });
  d.add('path', { d: laces, fill: 'none', stroke: darken(lace, 0.35), 'stroke-width': 1.2, 'stroke-dasharray': '3 3' });
  for (const y of eyelets) {
    const x = 355 - (y - 262) * 0.036;
    d.add('circle', { cx: x, cy: y, r: 6.5, fill: '#b9b2a6', stroke: '#4d4740', 'stroke-width': 2 });
  }
  // Speed hooks at the top.
  for (const y of [272, 286]) {
    d.add('path', {
      d: path`M354 ${y} L336 ${y - 3}`,
      stroke: '#8f877c',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    });
  }
  d.add('path', {
    d: 'M336 269 C312 262 300 250 318 240 C326 236 330 230 322 224',
    fill: 'none',
    stroke: lace,
    'stroke-width': 5,
    'stroke-linecap': 'round',
  });

  d.add('path', { d: upper, fill: 'none', stroke: p.line, 'stroke-width': 2.4, 'stroke-linejoin': 'round' });

  // Storm welt with its stitch row, then the outsole.
  const welt = mix(p.base, '#6b4a2e', 0.55);
  d.add('path', { d: 'M116 646 L602 646 L604 662 L112 662 Z', fill: welt, stroke: darken(welt, 0.4), 'stroke-width': 1.5 });
  d.add('path', { d: 'M122 654 L596 654', stroke: lighten(welt, 0.45), 'stroke-width': 1.6, 'stroke-dasharray': '5 4' });
  const soleColor = SOLE_COLORS[sole];
  const soleFill = d.linear(0, 0, 0, 1, [
    [0, lighten(soleColor, 0.12)],
    [1, darken(soleColor, 0.3)],
  ]);
  d.add('path', { d: outsolePath(sole), fill: soleFill, stroke: darken(soleColor, 0.45), 'stroke-width': 1.5 });
}
