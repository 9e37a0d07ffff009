import { darken, lighten, mix } from '../color';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

export type Toe = 'pointed' | 'snip' | 'round' | 'square';
export type Stitching = 'arches' | 'tulip' | 'scrolls';

function upperPath(toe: Toe, top: number): string {
  const dip = top + 42;
  return (
    path`M326 ${top} Q390 ${top + 2} 452 ${dip} Q514 ${top + 2} 578 ${top} ` +
    'C577 260 564 400 563 470 C570 540 606 580 598 632 L500 644 C450 664 390 690 330 694 L230 694 ' +
    reverseToe(toe) +
    'C272 562 318 522 326 460 ' +
    path`C324 380 336 250 326 ${top}Z`
  );
}

/** The toe is the part shoppers compare first, so each variant ends the foot differently (traced sole-to-vamp). */
function reverseToe(toe: Toe): string {
  switch (toe) {
    case 'pointed':
      return 'C170 692 120 688 88 672 C120 640 180 598 215 586 ';
    case 'snip':
      return 'C175 693 130 690 98 678 C95 668 97 658 104 652 C132 630 184 596 215 586 ';
    case 'round':
      return 'C195 694 160 694 124 688 C100 680 100 658 118 640 C140 618 180 596 215 586 ';
    case 'square':
      return 'C190 694 150 693 110 686 C108 662 112 640 124 630 C150 614 185 596 215 586 ';
  }
}

function soleTip(toe: Toe): [number, number] {
  return toe === 'pointed'
    ? [88, 672]
    : toe === 'snip'
      ? [98, 678]
      : toe === 'round'
        ? [118, 688]
        : [110, 686];
}

function shaftStitching(style: Stitching, top: number): string {
  const panels = [
    [392, 46],
    [510, 46],
  ] as const;
  let out = '';
  for (const [cx, w] of panels) {
    for (let k = 0; k < 4; k += 1) {
      const inset = k * 9;
      if (style === 'arches') {
        const peak = top + 72 + k * 26;
        out +=
          path`M${cx - w + inset} 440 C${cx - w + inset} 330 ${cx - 10} ${peak + 50} ${cx} ${peak} ` +
          path`C${cx + 10} ${peak + 50} ${cx + w - inset} 330 ${cx + w - inset} 440`;
      } else if (style === 'tulip') {
        // Petal lines fanning out from the panel's base, the classic "tulip" row stitch.
        const base = 4 + k * 7;
        const tip = top + 66 + k * 16;
        out +=
          path`M${cx - base} 440 C${cx - base} 350 ${cx - w + 2} ${330 - k * 14} ${cx - w + 10 + k * 3} ${tip} ` +
          path`M${cx + base} 440 C${cx + base} 350 ${cx + w - 2} ${330 - k * 14} ${cx + w - 10 - k * 3} ${tip}`;
      } else {
        const y = top + 90 + k * 72;
        out +=
          path`M${cx - w + 4} ${y + 20} C${cx - w + 20} ${y - 18} ${cx - 8} ${y - 18} ${cx} ${y + 4} ` +
          path`C${cx + 8} ${y + 26} ${cx + w - 20} ${y + 26} ${cx + w - 4} ${y - 12}`;
      }
    }
  }
  return out;
}

export const cowboyBoot: ItemDrawer = {
  flippable: true,
  // The shaft's decorative stitching and pull strap are what buyers zoom in on.
  closeUp: { x: 470, y: 300, zoom: 1.7 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const toe = v.choose<Toe>(['pointed', 'snip', 'round', 'square']);
    const stitching = v.choose<Stitching>(['arches', 'tulip', 'scrolls']);
    const top = 120 + Math.round(v.amount() * 5) * 10;
    // Decorative stitching is often a statement colour rather than plain tan.
    const thread = v.choose<string | undefined>([undefined, '#f4efe4', '#c0483a', '#3fa89b', undefined]);

    // The drawing is authored left-heavy (toe out front); this centres it and fills the frame.
    d.group({ transform: 'translate(-8 -52) scale(1.13)' }, () =>
      drawBoot(d, thread ? { ...p, thread } : p, toe, stitching, top),
    );
  },
};

/** Exported for the boot-shelf banner. */
export function drawBoot(d: Drawing, p: Palette, toe: Toe, stitching: Stitching, top: number): void {
  const heelColor = mix(p.base, '#4a2d18', p.lightness > 60 ? 0.55 : 0.35);
  const soleColor = darken(mix(p.base, '#3a2313', 0.5), 0.45);

  floorShadow(d, 340, 700, 290, 22, 0.45);

  const upper = upperPath(toe, top);
  const clip = d.clip(`<path d="${upper}"/>`);
  d.add('path', { d: upper, fill: p.base });

  // Light falls from the upper left: a soft sheen down the shaft, shade toward the heel and sole.
  d.group({ 'clip-path': clip }, () => {
    const sheen = d.radial(0.5, 0.5, 0.5, [
      [0, p.lighter, 0.6],
      [1, p.lighter, 0],
    ]);
    d.add('ellipse', { cx: 392, cy: 330, rx: 50, ry: 260, fill: sheen });
    const backShade = d.linear(0, 0, 1, 0, [
      [0, p.dark, 0],
      [1, p.darker, 0.75],
    ]);
    d.add('rect', { x: 500, y: 100, width: 100, height: 600, fill: backShade });
    const footShade = d.linear(0, 0, 0, 1, [
      [0, p.dark, 0],
      [1, p.darker, 0.7],
    ]);
    d.add('rect', { x: 80, y: 620, width: 540, height: 80, fill: footShade });
    const toeGlow = d.radial(0.5, 0.5, 0.5, [
      [0, p.lighter, 0.7],
      [1, p.lighter, 0],
    ]);
    d.add('ellipse', { cx: 215, cy: 612, rx: 95, ry: 26, transform: 'rotate(-24 215 612)', fill: toeGlow });
  });

  const seams = { fill: 'none', stroke: p.detail, 'stroke-width': 2.2, 'stroke-linecap': 'round' } as const;
  // Vamp and heel-counter seams: the panel breaks that make a boot read as a boot.
  d.add('path', { d: 'M327 445 C390 452 452 480 494 548', ...seams });
  d.add('path', { d: 'M470 668 C476 604 500 566 526 545 C545 528 556 508 565 492', ...seams });
  d.add('path', { d: path`M452 ${top + 42} L452 452`, ...seams, 'stroke-width': 3 });

  const thread = { fill: 'none', stroke: p.thread, 'stroke-width': 2.2, 'stroke-linecap': 'round' } as const;
  d.add('path', { d: shaftStitching(stitching, top), ...thread });
  d.add('path', { d: 'M334 458 C395 466 448 492 484 548', ...thread, 'stroke-dasharray': '5 5' });
  d.add('path', {
    d: 'M481 664 C486 610 508 574 532 555 C548 540 558 522 564 508',
    ...thread,
    'stroke-dasharray': '5 5',
  });
  // Toe bug: the decorative stitch on the vamp.
  d.add('path', {
    d: 'M175 628 C215 600 260 590 300 580 M190 640 C230 616 270 604 310 598 M240 606 C262 586 292 578 318 584',
    ...thread,
    'stroke-width': 1.8,
  });
  d.add('path', {
    d: path`M336 ${top + 12} Q392 ${top + 14} 452 ${top + 54} Q512 ${top + 14} 566 ${top + 12}`,
    ...thread,
    'stroke-dasharray': '6 5',
  });

  // Pull straps sit at the side seam and rise above the scallop.
  const strapFill = d.linear(0, 0, 1, 0, [
    [0, p.dark],
    [0.5, p.base],
    [1, p.dark],
  ]);
  d.add('path', {
    d: path`M437 ${top + 50} L437 ${top - 10} Q452 ${top - 26} 467 ${top - 10} L467 ${top + 50} Z`,
    fill: strapFill,
    stroke: p.line,
    'stroke-width': 2,
  });
  d.add('path', {
    d: path`M443 ${top + 44} L443 ${top - 6} Q452 ${top - 16} 461 ${top - 6} L461 ${top + 44}`,
    ...thread,
    'stroke-width': 1.5,
    'stroke-dasharray': '4 4',
  });

  // Stacked leather heel: thin layers make it look hand built.
  const heel = 'M500 644 L598 634 L574 700 L518 700 Z';
  const heelFill = d.linear(0, 0, 1, 0, [
    [0, lighten(heelColor, 0.12)],
    [1, darken(heelColor, 0.25)],
  ]);
  d.add('path', { d: heel, fill: heelFill, stroke: darken(heelColor, 0.4), 'stroke-width': 1.5 });
  d.add('path', {
    d: 'M504 657 L593 648 M509 670 L588 661 M513 683 L583 675',
    stroke: darken(heelColor, 0.35),
    'stroke-width': 1.3,
    'stroke-opacity': 0.8,
  });
  d.add('path', { d: 'M516 693 L578 689 L574 700 L518 700 Z', fill: darken(heelColor, 0.65) });

  const [tipX, tipY] = soleTip(toe);
  d.add('path', {
    d: path`M${tipX} ${tipY} C160 694 250 696 330 694 C390 692 450 668 500 646 L504 656 C450 684 390 704 330 704 C250 706 150 704 ${tipX - 2} ${tipY + 8} Z`,
    fill: soleColor,
  });
  d.add('path', {
    d: path`M${tipX + 18} ${tipY + 10} C160 698 250 699 330 698`,
    fill: 'none',
    stroke: lighten(soleColor, 0.3),
    'stroke-width': 1.4,
    'stroke-dasharray': '3 4',
  });

  d.add('path', { d: upper, fill: 'none', stroke: p.line, 'stroke-width': 2.4, 'stroke-linejoin': 'round' });
}
