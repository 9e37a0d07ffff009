import { darken, lighten, mix } from '../color';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Toe = 'plain' | 'cap' | 'wingtip';

export const shoe: ItemDrawer = {
  flippable: true,
  closeUp: { x: 420, y: 380, zoom: 1.9 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const toe = v.choose<Toe>(['cap', 'wingtip', 'plain']);
    const soleColor = v.choose(['#2a1d15', '#6b4126', '#1d1b1a']);
    const laces = v.choose<string | undefined>([undefined, '#c9a66b', '#1a1410']);
    d.group({ transform: 'translate(-54 -300) scale(1.2)' }, () => drawShoe(d, p, toe, soleColor, laces));
  },
};

function drawShoe(d: Drawing, p: Palette, toe: Toe, soleColor: string, laces: string | undefined): void {
  floorShadow(d, 370, 700, 290, 16, 0.5);

  const upper =
    'M116 686 C92 674 94 630 140 616 C200 598 280 582 340 562 C360 554 372 542 382 530 ' +
    'L470 500 C500 520 530 526 560 518 C600 508 630 500 648 500 C660 540 662 610 652 660 ' +
    'L560 664 C470 676 400 686 330 688 Z';
  const clip = d.clip(`<path d="${upper}"/>`);
  d.add('path', { d: upper, fill: p.base });
  d.group({ 'clip-path': clip }, () => {
    const glow = d.radial(0.5, 0.5, 0.5, [
      [0, p.lighter, 0.75],
      [1, p.lighter, 0],
    ]);
    d.add('ellipse', { cx: 200, cy: 614, rx: 100, ry: 22, transform: 'rotate(-12 200 614)', fill: glow });
    d.add('ellipse', { cx: 600, cy: 560, rx: 30, ry: 60, fill: glow });
    const shade = d.linear(0, 0, 0, 1, [
      [0.45, p.darker, 0],
      [1, p.darker, 0.7],
    ]);
    d.add('rect', { x: 90, y: 490, width: 580, height: 200, fill: shade });
  });

  const seam = { fill: 'none', stroke: p.detail, 'stroke-width': 2, 'stroke-linecap': 'round' } as const;
  const stitch = { ...seam, stroke: p.seam, 'stroke-width': 1.4, 'stroke-dasharray': '4 3' } as const;

  // Derby quarters: the lacing flap sits on top of the vamp.
  const quarter = 'M382 530 L470 500 C486 540 500 580 520 612 C470 610 420 590 396 560 Z';
  d.add('path', { d: quarter, fill: lighten(p.base, 0.05), stroke: p.detail, 'stroke-width': 2 });
  d.add('path', { d: 'M392 552 C420 580 462 598 508 602', ...stitch });
  d.add('path', { d: 'M540 666 C548 610 590 560 652 548', ...seam });
  d.add('path', { d: 'M552 664 C560 616 598 574 654 562', ...stitch });

  if (toe === 'cap') {
    d.add('path', { d: 'M236 586 C256 610 262 650 256 684', ...seam });
    d.add('path', { d: 'M246 584 C266 610 272 650 266 684', ...stitch });
  } else if (toe === 'wingtip') {
    d.add('path', { d: 'M250 580 C230 612 240 640 300 652 C360 660 420 660 470 676', ...seam });
    let dots = '';
    for (let t = 0; t <= 1; t += 0.05) {
      const x = 262 - 20 * Math.sin(t * Math.PI) + t * 200;
      const y = 584 + t * 80 - 10 * t * t;
      dots += path`M${x} ${y}h0.1`;
    }
    d.add('path', { d: dots, stroke: p.detail, 'stroke-width': 3.6, 'stroke-linecap': 'round' });
  }

  // Laces across the throat.
  const lace = laces ?? mix(p.base, p.lightness > 55 ? '#3a2a1c' : '#1a1410', 0.7);
  d.add('path', {
    d: 'M392 530 L430 548 M404 524 L446 540 M418 519 L462 532 M432 514 L474 524',
    stroke: lace,
    'stroke-width': 4.5,
    'stroke-linecap': 'round',
  });
  for (const [x, y] of [
    [430, 548],
    [446, 540],
    [462, 532],
    [474, 524],
  ] as const) {
    d.add('circle', { cx: x, cy: y, r: 4, fill: darken(p.base, 0.6) });
  }
  d.add('path', {
    d: 'M392 532 C380 548 372 560 376 578 M398 530 C400 550 410 566 398 586',
    fill: 'none',
    stroke: lace,
    'stroke-width': 4,
    'stroke-linecap': 'round',
  });

  d.add('path', { d: upper, fill: 'none', stroke: p.line, 'stroke-width': 2.2, 'stroke-linejoin': 'round' });

  // Leather sole edge and a stacked heel.
  const soleFill = d.linear(0, 0, 0, 1, [
    [0, lighten(soleColor, 0.15)],
    [1, darken(soleColor, 0.3)],
  ]);
  d.add('path', {
    d: 'M108 680 C180 690 300 692 340 690 C420 688 500 674 560 664 L560 676 C500 688 420 700 340 702 C260 704 160 700 110 692 Z',
    fill: soleFill,
  });
  d.add('path', {
    d: 'M124 690 C200 697 300 698 340 696 C420 694 500 682 556 672',
    fill: 'none',
    stroke: lighten(soleColor, 0.35),
    'stroke-width': 1.2,
    'stroke-dasharray': '3 3',
  });
  const heel = 'M548 664 L656 658 L652 702 L556 702 Z';
  d.add('path', { d: heel, fill: soleFill, stroke: darken(soleColor, 0.3), 'stroke-width': 1.4 });
  d.add('path', {
    d: 'M551 678 L654 672 M553 690 L653 685',
    stroke: lighten(soleColor, 0.2),
    'stroke-width': 1.2,
  });
}
