import { darken, lighten, mix } from '../color';
import type { Fabric } from '../fabric';
import { fabricPrint, folds, garmentShadow, panel, seam, sewnButton, stitch } from '../garment';
import { mirrorPath, symmetricPath } from '../mirror';
import type { Palette } from '../palette';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Cut = 'boxer-brief' | 'boxer';

const WAISTBAND = 'M262 214 L538 214 L540 272 L260 272 Z';
const BODIES: Record<Cut, string> = {
  'boxer-brief': 'M400 272 L262 272 C256 330 248 400 240 470 L246 524 L370 540 C374 504 386 474 400 458',
  boxer: 'M400 272 L262 272 C252 340 240 420 226 540 L380 556 C384 512 390 482 400 464',
};

export const underwear: ItemDrawer = {
  closeUp: { x: 400, y: 260, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const cut = v.choose<Cut>(['boxer-brief', 'boxer']);
    const fabric = cut === 'boxer' ? v.choose<Fabric>(['plaid', 'stripes', 'dots', 'gingham']) : 'solid';
    const band = v.choose(['contrast', 'matching', 'striped'] as const);
    const tone = v.choose<string | undefined>([undefined, '#b8432f', '#2f4a6b', '#d8a548']);
    // Small garment: enlarge so it fills the frame like the shirts do.
    d.group({ transform: 'translate(-150 -130) scale(1.375)' }, () =>
      drawUnderwear(d, p, cut, fabric, band, tone),
    );
  },
};

function drawUnderwear(
  d: Drawing,
  p: Palette,
  cut: Cut,
  fabric: Fabric,
  band: 'contrast' | 'matching' | 'striped',
  tone: string | undefined,
): void {
  const body = symmetricPath(BODIES[cut]);
  garmentShadow(d, body, WAISTBAND);
  const print = fabricPrint(d, p, fabric);
  panel(d, p, body, { print });

  if (cut === 'boxer-brief') {
    // Contoured pouch seams and the leg bands.
    const pouch = 'M366 273 C352 330 356 396 378 440 C386 454 394 460 400 462';
    seam(d, p, `${pouch} ${mirrorPath(pouch)}`, { 'stroke-width': 2.2 });
    const inner = 'M374 273 C361 330 365 394 385 436 C391 448 396 452 400 454';
    stitch(d, p, `${inner} ${mirrorPath(inner)}`);
    const legBand = 'M243 508 L372 524';
    seam(d, p, `${legBand} ${mirrorPath(legBand)}`);
    stitch(d, p, 'M245 516 L371 532');
    stitch(d, p, mirrorPath('M245 516 L371 532'));
    folds(d, p, 'M280 330 C290 380 290 420 282 470 M520 330 C510 380 510 420 518 470', 0.16);
  } else {
    seam(d, p, 'M400 272 L400 462');
    seam(d, p, 'M416 272 L416 400 C416 420 408 430 400 434', { 'stroke-opacity': 0.8 });
    sewnButton(d, p, 408, 310, 5);
    sewnButton(d, p, 408, 356, 5);
    stitch(d, p, 'M232 528 L380 544');
    stitch(d, p, mirrorPath('M232 528 L380 544'));
    folds(
      d,
      p,
      'M300 300 C296 380 290 460 280 540 M500 300 C504 380 510 460 520 540 M356 480 C360 500 366 520 370 548',
      0.2,
    );
  }

  const bandColor =
    band === 'matching'
      ? darken(p.base, 0.1)
      : (tone ?? (p.lightness > 50 ? mix(p.base, '#2a2420', 0.85) : mix(p.base, '#f1ece2', 0.85)));
  const bandFill = d.linear(0, 0, 0, 1, [
    [0, lighten(bandColor, 0.12)],
    [1, darken(bandColor, 0.15)],
  ]);
  d.add('path', { d: WAISTBAND, fill: bandFill, stroke: p.line, 'stroke-width': 2 });
  if (cut === 'boxer') {
    // Elastic gathers the fabric into little puckers.
    let gathers = '';
    for (let x = 270; x < 532; x += 12) gathers += `M${x} 220 q3 13 0 26 q-3 13 0 26`;
    d.add('path', {
      d: gathers,
      fill: 'none',
      stroke: darken(bandColor, 0.3),
      'stroke-width': 1.4,
      'stroke-opacity': 0.6,
    });
  }
  if (band === 'striped') {
    const stripe = tone ?? (p.lightness > 50 ? '#b8432f' : '#d9b25c');
    d.add('path', { d: 'M262 232 L538 232 M262 254 L538 254', stroke: stripe, 'stroke-width': 4 });
  }
}
