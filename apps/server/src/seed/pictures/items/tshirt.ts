import { darken, lighten } from '../color';
import { drawEmblem, type Emblem } from '../emblems';
import { folds, garmentShadow, panel, seam, stitch } from '../garment';
import { mirrorPath, symmetricPath } from '../mirror';
import type { Palette } from '../palette';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Front = 'emblem' | 'pocket' | 'ringer';

export const TEE_BODY = symmetricPath(
  'M400 166 C372 166 350 152 340 122 L236 152 C250 200 262 260 266 300 L262 520 L258 702 L400 702',
);
export const TEE_INSIDE_NECK =
  'M340 122 C360 108 440 108 460 122 C450 152 430 166 400 166 C370 166 350 152 340 122 Z';
const TEE_SLEEVE_LEFT =
  'M236 152 C196 164 160 204 126 266 L200 318 C222 304 246 300 266 300 C262 260 250 200 236 152 Z';
const TEE_NECKLINE = 'M340 122 C350 152 370 166 400 166 C430 166 450 152 460 122';

export const tshirt: ItemDrawer = {
  closeUp: { x: 400, y: 260, zoom: 1.9 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const front = v.choose<Front>(['emblem', 'pocket', 'emblem', 'ringer']);
    const emblem = v.choose<Emblem>(['longhorn', 'cactus', 'horseshoe', 'star', 'boot']);
    const ink = v.choose<string | undefined>([undefined, '#b8432f', '#2f8f86', '#d8a548']);
    const size = 64 + Math.round(v.amount() * 4) * 6;
    drawTshirt(d, ink ? { ...p, accent: ink } : p, front, emblem, size);
  },
};

function drawTshirt(d: Drawing, p: Palette, front: Front, emblem: Emblem, size: number): void {
  const sleeveRight = mirrorPath(TEE_SLEEVE_LEFT);
  garmentShadow(d, TEE_BODY, TEE_SLEEVE_LEFT, sleeveRight);
  panel(d, p, TEE_INSIDE_NECK, { fill: p.darker });
  panel(d, p, TEE_BODY);
  folds(
    d,
    p,
    'M318 560 C326 610 322 660 316 700 M486 540 C478 600 484 650 490 700 M300 330 C330 360 336 400 330 440',
  );
  for (const sleeve of [TEE_SLEEVE_LEFT, sleeveRight]) panel(d, p, sleeve, { shape: 'sleeve' });

  const trim = front === 'ringer' ? (p.lightness > 50 ? '#3b2a20' : '#efe6d6') : darken(p.base, 0.08);
  // Rib collar: a thick band that follows the neckline, with the back rib showing inside.
  d.add('path', { d: 'M344 120 C360 112 440 112 456 120', fill: 'none', stroke: trim, 'stroke-width': 9 });
  d.add('path', { d: TEE_NECKLINE, fill: 'none', stroke: trim, 'stroke-width': 14 });
  d.add('path', {
    d: TEE_NECKLINE,
    fill: 'none',
    stroke: p.line,
    'stroke-width': 1.2,
    transform: 'translate(0 7)',
  });
  stitch(d, p, TEE_NECKLINE, { transform: 'translate(0 11)' });

  const hem = 'M128 268 L200 318';
  for (const line of [hem, mirrorPath(hem)]) {
    if (front === 'ringer')
      d.add('path', {
        d: line,
        fill: 'none',
        stroke: trim,
        'stroke-width': 12,
        transform: 'translate(3 -4)',
      });
    else stitch(d, p, line, { transform: 'translate(5 -8)' });
  }
  stitch(d, p, 'M262 690 L538 690');

  if (front === 'emblem' || front === 'ringer') {
    // Screen print, slightly faded so it sits in the cloth rather than on top of it.
    drawEmblem(d, emblem, 400, 345, size, { fill: p.accent, 'fill-opacity': 0.88 });
  } else {
    const pocket = 'M444 262 L512 262 L512 338 L478 348 L444 338 Z';
    panel(d, p, pocket, { shape: 'flat', fill: lighten(p.base, 0.04) });
    stitch(d, p, 'M444 272 L512 272');
    seam(d, p, 'M450 262 L450 336 M506 262 L506 336', { 'stroke-opacity': 0.3 });
    // A small embroidered motif on the pocket, like a brand mark.
    drawEmblem(d, emblem, 478, 306, 18, { fill: p.accent, 'fill-opacity': 0.9 });
  }
}
