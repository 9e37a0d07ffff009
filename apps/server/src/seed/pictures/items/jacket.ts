import { darken, lighten } from '../color';
import type { Fabric } from '../fabric';
import {
  type ButtonMetal,
  fabricPrint,
  folds,
  garmentShadow,
  metalButton,
  panel,
  pearlSnap,
  seam,
  type SnapTone,
  stitch,
} from '../garment';
import { mirrorPath, symmetricPath } from '../mirror';
import type { Palette } from '../palette';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Style = 'trucker' | 'ranch' | 'fringe';

const BODY = symmetricPath(
  'M400 180 C380 176 358 154 350 126 L222 160 C230 220 236 280 240 320 L240 612 L400 612',
);
const SLEEVE_LEFT =
  'M222 160 C188 172 170 210 164 254 L126 604 L214 614 L236 390 C238 360 240 340 240 320 C236 280 230 220 222 160 Z';
const CUFF_LEFT = 'M126 604 L214 614 L210 668 L122 660 Z';
const WAISTBAND = 'M240 606 L560 606 L560 662 L240 662 Z';
const BACK_NECK = 'M350 126 C370 104 430 104 450 126 L400 200 Z';
const COLLAR_LEFT = 'M402 200 L350 124 C334 152 312 204 292 258 C336 248 376 226 402 200 Z';
const YOKE_LEFT = 'M238 262 L290 268 L322 300 L354 270 L390 266';
const FLAP_LEFT = 'M286 280 L358 280 L358 306 L322 328 L286 306 Z';

export const jacket: ItemDrawer = {
  closeUp: { x: 330, y: 280, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const style = v.choose<Style>(['trucker', 'ranch', 'fringe']);
    const fabric = v.choose<Fabric>(
      style === 'trucker'
        ? ['denim', 'solid', 'corduroy']
        : style === 'ranch'
          ? ['corduroy', 'solid', 'denim']
          : ['solid'],
    );
    const buttons = v.choose<ButtonMetal>(['brass', 'copper', 'nickel']);
    const snaps = v.choose<SnapTone>(['pearl', 'onyx', 'turquoise']);
    drawJacket(d, p, style, fabric, style === 'fringe' ? snaps : buttons);
  },
};

function drawJacket(
  d: Drawing,
  p: Palette,
  style: Style,
  fabric: Fabric,
  fastener: ButtonMetal | SnapTone,
): void {
  const print = fabricPrint(d, p, fabric);
  const sleeveRight = mirrorPath(SLEEVE_LEFT);
  garmentShadow(d, BODY, SLEEVE_LEFT, sleeveRight, WAISTBAND);

  panel(d, p, BACK_NECK, { fill: style === 'ranch' ? '#d9cdb8' : p.darker });
  panel(d, p, BODY, { print });
  folds(
    d,
    p,
    'M270 420 C276 480 272 540 266 600 M530 420 C524 480 528 540 534 600 M420 380 C428 440 426 520 420 600',
  );
  for (const sleeve of [SLEEVE_LEFT, sleeveRight]) {
    panel(d, p, sleeve, {
      shape: 'sleeve',
      print: fabricPrint(d, p, fabric, sleeve === SLEEVE_LEFT ? 4 : 12),
    });
  }
  folds(
    d,
    p,
    'M160 430 C180 444 206 442 230 430 M150 520 C172 534 198 532 222 520 M640 430 C620 444 594 442 570 430 M650 520 C628 534 602 532 578 520',
    0.2,
  );
  for (const cuff of [CUFF_LEFT, mirrorPath(CUFF_LEFT)]) panel(d, p, cuff, { shape: 'flat', print });
  panel(d, p, WAISTBAND, { shape: 'flat', print });

  // Front opening, placket and waistband seams.
  seam(d, p, 'M412 190 L412 662');
  stitch(d, p, 'M420 194 L420 606 M404 196 L404 606');
  stitch(d, p, 'M244 614 L556 614 M244 654 L556 654');
  stitch(d, p, 'M130 612 L212 620 M126 652 L208 660');
  stitch(d, p, mirrorPath('M130 612 L212 620 M126 652 L208 660'));

  const yokeRight = mirrorPath(YOKE_LEFT);
  for (const line of [YOKE_LEFT, yokeRight]) {
    seam(d, p, line, { 'stroke-width': 2.2 });
    stitch(d, p, line, { transform: 'translate(0 7)' });
  }

  if (style === 'fringe') {
    // Suede fringe hangs from the yoke seam and sways a little, so each strand gets its own curve.
    const strand = p.lightness < 25 ? lighten(p.base, 0.18) : darken(p.base, 0.12);
    let fringe = '';
    const along = (x1: number, y1: number, x2: number, y2: number, count: number, length: number): void => {
      for (let i = 0; i <= count; i += 1) {
        const t = i / count;
        const x = x1 + (x2 - x1) * t;
        const y = y1 + (y2 - y1) * t;
        const sway = ((i * 7) % 5) - 2;
        fringe += path`M${x} ${y} q${sway} ${length / 2} ${sway * 2} ${length}`;
      }
    };
    along(242, 268, 288, 272, 6, 70);
    along(292, 274, 388, 272, 12, 76);
    along(412, 272, 508, 274, 12, 76);
    along(512, 272, 558, 268, 6, 70);
    along(200, 250, 168, 520, 18, 34);
    along(600, 250, 632, 520, 18, 34);
    d.add('path', {
      d: fringe,
      fill: 'none',
      stroke: p.line,
      'stroke-width': 4.5,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.45,
    });
    d.add('path', { d: fringe, fill: 'none', stroke: strand, 'stroke-width': 3, 'stroke-linecap': 'round' });
  } else {
    for (const flap of [FLAP_LEFT, mirrorPath(FLAP_LEFT)]) panel(d, p, flap, { shape: 'flat', print });
    stitch(d, p, 'M292 292 L352 292');
    stitch(d, p, mirrorPath('M292 292 L352 292'));
    // The trucker's twin pleats run from the pocket down to the waistband.
    for (const x of [300, 344]) {
      seam(d, p, `M${x} 326 L${x - 4} 606`);
      seam(d, p, `M${800 - x} 326 L${804 - x} 606`);
    }
    // Hand-warmer welts.
    for (const welt of ['M258 440 L284 560', mirrorPath('M258 440 L284 560')]) {
      seam(d, p, welt, { 'stroke-width': 2.5 });
      stitch(d, p, welt, { transform: 'translate(8 0)' });
    }
  }

  const collarRight = mirrorPath(COLLAR_LEFT);
  if (style === 'ranch') {
    // Sherpa collar: cream fleece with a bobbly edge.
    const fleece = '#efe6d4';
    for (const collar of [COLLAR_LEFT, collarRight]) {
      d.add('path', {
        d: collar,
        fill: fleece,
        stroke: '#b9ab93',
        'stroke-width': 10,
        'stroke-dasharray': '0.1 8',
        'stroke-linecap': 'round',
      });
      d.add('path', { d: collar, fill: fleece });
      d.add('path', {
        d: collar,
        fill: d.memo('fleece', () =>
          d.pattern(
            8,
            8,
            '<circle cx="2.5" cy="2.5" r="2.2" fill="#d6c9b1"/><circle cx="6.5" cy="6.5" r="1.9" fill="#fbf6ec"/>',
          ),
        ),
      });
    }
  } else {
    for (const collar of [COLLAR_LEFT, collarRight]) panel(d, p, collar, { shape: 'flat', print });
    stitch(d, p, 'M396 206 C370 230 340 246 306 252');
    stitch(d, p, mirrorPath('M396 206 C370 230 340 246 306 252'));
  }

  const fasten = (x: number, y: number): void => {
    if (fastener === 'brass' || fastener === 'copper' || fastener === 'nickel')
      metalButton(d, x, y, 11, fastener);
    else pearlSnap(d, x, y, 9, fastener);
  };
  for (let y = 232; y < 600; y += 72) fasten(412, y);
  fasten(412, 634);
  if (style !== 'fringe') {
    fasten(322, 314);
    fasten(478, 314);
  }
  fasten(196, 638);
  fasten(604, 638);
}
