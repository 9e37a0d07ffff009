import { darken, lighten, mix } from '../color';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

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
  flippable: true,
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
    'M316 252 C390 244 520 238 572 246 C572 330 562 410 570 490 C580 560 606 600 602 648 L130 648 ' +
    'C104 640 102 602 130 584 C162 562 214 552 256 542 C294 530 318 506 326 470 C334 420 324 320 316 252 Z';
  const clip = d.clip(`<path d="${upper}"/>`);
  d.add('path', { d: upper, fill: p.base });
  d.group({ 'clip-path': clip }, () => {
    const sheen = d.radial(0.5, 0.5, 0.5, [
      [0, p.lighter, 0.55],
      [1, p.lighter, 0],
    ]);
    d.add('ellipse', { cx: 410, cy: 400, rx: 60, ry: 170, fill: sheen });
    d.add('ellipse', { cx: 190, cy: 576, rx: 70, ry: 22, transform: 'rotate(-14 190 576)', fill: sheen });
    const shade = d.linear(0, 0, 1, 1, [
      [0.4, p.darker, 0],
      [1, p.darker, 0.7],
    ]);
    d.add('rect', { x: 100, y: 240, width: 510, height: 420, fill: shade });
  });

  const seam = { fill: 'none', stroke: p.detail, 'stroke-width': 2.2, 'stroke-linecap': 'round' } as const;
  const stitch = { ...seam, stroke: p.seam, 'stroke-width': 1.6, 'stroke-dasharray': '5 4' } as const;
  // Heel counter and quarter seams.
  d.add('path', { d: 'M468 648 C472 590 500 548 582 520', ...seam });
  d.add('path', { d: 'M480 646 C484 596 508 560 582 534', ...stitch });
  d.add('path', { d: 'M372 508 C420 530 444 570 452 648', ...seam });
  // Flex creases across the vamp where the foot bends.
  d.add('path', {
    d: 'M262 548 C272 560 276 572 274 586 M282 540 C294 556 298 568 296 580',
    ...seam,
    'stroke-width': 1.4,
    'stroke-opacity': 0.6,
  });
  if (toeCap) {
    d.add('path', { d: 'M226 550 C252 580 256 620 248 648', ...seam });
    d.add('path', { d: 'M214 553 C238 582 243 620 236 648 M238 546 C264 580 268 622 260 648', ...stitch });
  }

  // Padded collar: a rolled, slightly lighter band around the top.
  const collar = 'M316 252 C390 244 520 238 572 246 L570 280 C520 274 400 280 320 290 Z';
  const collarFill = d.linear(0, 0, 0, 1, [
    [0, p.light],
    [1, p.dark],
  ]);
  d.add('path', { d: collar, fill: collarFill, stroke: p.detail, 'stroke-width': 1.8 });
  d.add('path', { d: 'M324 296 C400 288 520 282 569 288', ...stitch });

  // Pull loop at the back.
  d.add('path', {
    d: 'M556 256 C556 220 586 214 590 248 L590 300 L578 300 L578 252 C574 236 566 238 566 256 Z',
    fill: p.dark,
    stroke: p.line,
    'stroke-width': 1.5,
  });

  // Tongue, then the eyelet facing over it.
  d.add('path', {
    d: 'M300 236 C314 222 346 222 356 240 L350 470 L326 470 C332 400 318 300 300 236 Z',
    fill: p.dark,
    stroke: p.line,
    'stroke-width': 1.8,
  });
  const facing = 'M318 262 L378 256 L372 512 C356 516 338 512 324 500 C334 430 330 330 318 262 Z';
  d.add('path', { d: facing, fill: lighten(p.base, 0.06), stroke: p.detail, 'stroke-width': 2 });
  d.add('path', { d: 'M370 266 L365 504', ...stitch });

  // Laces zig-zag from each eyelet to the front edge and back.
  const eyelets = [300, 340, 380, 420, 460, 492];
  let laces = '';
  // The front edge of the shaft curves, so the lace bars follow it.
  const front = (y: number): number => 318 + 12 * Math.sin(((y - 262) / 240) * Math.PI * 0.9);
  eyelets.forEach((y, i) => {
    const x = 358 - (y - 262) * 0.02;
    const next = eyelets[i + 1];
    laces += path`M${x} ${y} L${front(y + 14) + 4} ${y + 14}`;
    if (next !== undefined) laces += path`M${front(y + 14) + 4} ${y + 14} L${x - 1} ${next}`;
  });
  d.add('path', { d: laces, fill: 'none', stroke: lace, 'stroke-width': 7, 'stroke-linecap': 'round' });
  d.add('path', {
    d: laces,
    fill: 'none',
    stroke: darken(lace, 0.35),
    'stroke-width': 1.2,
    'stroke-dasharray': '3 3',
  });
  for (const y of eyelets) {
    const x = 358 - (y - 262) * 0.02;
    d.add('circle', { cx: x, cy: y, r: 6.5, fill: '#b9b2a6', stroke: '#4d4740', 'stroke-width': 2 });
  }
  // Speed hooks at the top.
  for (const y of [272, 286]) {
    d.add('path', {
      d: path`M358 ${y} L338 ${y - 3}`,
      stroke: '#8f877c',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    });
  }
  d.add('path', {
    d: 'M338 268 C314 262 296 262 290 280 C286 292 296 300 290 312',
    fill: 'none',
    stroke: lace,
    'stroke-width': 6,
    'stroke-linecap': 'round',
  });

  d.add('path', { d: upper, fill: 'none', stroke: p.line, 'stroke-width': 2.4, 'stroke-linejoin': 'round' });

  // Storm welt with its stitch row, then the outsole.
  const welt = mix(p.base, '#6b4a2e', 0.55);
  d.add('path', {
    d: 'M116 646 L602 646 L604 662 L112 662 Z',
    fill: welt,
    stroke: darken(welt, 0.4),
    'stroke-width': 1.5,
  });
  d.add('path', {
    d: 'M122 654 L596 654',
    stroke: lighten(welt, 0.45),
    'stroke-width': 1.6,
    'stroke-dasharray': '5 4',
  });
  const soleColor = SOLE_COLORS[sole];
  const soleFill = d.linear(0, 0, 0, 1, [
    [0, lighten(soleColor, 0.12)],
    [1, darken(soleColor, 0.3)],
  ]);
  d.add('path', {
    d: outsolePath(sole),
    fill: soleFill,
    stroke: darken(soleColor, 0.45),
    'stroke-width': 1.5,
  });
}
