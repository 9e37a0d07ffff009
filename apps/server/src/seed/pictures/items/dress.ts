import { darken, lighten } from '../color';
import type { Fabric } from '../fabric';
import { fabricPrint, folds, garmentShadow, panel, pearlSnap, seam, sewnButton, stitch } from '../garment';
import { mirrorPath, symmetricPath } from '../mirror';
import type { Palette } from '../palette';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

type Sleeve = 'flutter' | 'sleeveless' | 'cap';

const WAIST_Y = 384;
const HEM_SIDE: [number, number] = [166, 716];

/** x of the skirt's left edge at height y (the skirt is a straight A-line flare). */
function skirtEdge(y: number): number {
  return 296 - ((y - WAIST_Y) * (296 - HEM_SIDE[0])) / (HEM_SIDE[1] - WAIST_Y);
}

/** A gently scalloped hem from the left side to the centre front. */
function scallopedHem(count: number): string {
  let out = '';
  const [x0, y0] = HEM_SIDE;
  for (let i = 1; i <= count; i += 1) {
    const t0 = (i - 1) / count;
    const t = i / count;
    const x = x0 + (400 - x0) * t;
    const y = y0 + 28 * Math.sin((t * Math.PI) / 2);
    const cx = x0 + (400 - x0) * ((t0 + t) / 2);
    const cy = y0 + 28 * Math.sin((((t0 + t) / 2) * Math.PI) / 2) + 14;
    out += path`Q${cx} ${cy} ${x} ${y} `;
  }
  return out;
}

const BODY = symmetricPath(
  `M400 204 C378 202 360 184 352 146 L300 130 C298 190 286 240 280 290 C284 330 290 362 296 ${WAIST_Y} ` +
    `C252 480 204 600 ${HEM_SIDE[0]} ${HEM_SIDE[1]} ${scallopedHem(5)}`,
);
const INSIDE_NECK = 'M352 146 C372 128 428 128 448 146 C440 184 422 202 400 204 C378 202 360 184 352 146 Z';
const SLEEVES: Record<Exclude<Sleeve, 'sleeveless'>, string> = {
  flutter: 'M300 130 C262 134 230 164 206 214 C232 236 262 250 284 262 C288 216 294 172 300 130 Z',
  cap: 'M300 130 C270 134 250 156 240 186 C252 204 270 214 286 220 C290 190 294 160 300 130 Z',
};
const WAISTBAND = `M296 ${WAIST_Y - 8} C350 ${WAIST_Y + 6} 450 ${WAIST_Y + 6} 504 ${WAIST_Y - 8} L506 ${WAIST_Y + 16} C450 ${WAIST_Y + 30} 350 ${WAIST_Y + 30} 294 ${WAIST_Y + 16} Z`;

export const dress: ItemDrawer = {
  closeUp: { x: 400, y: 300, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const fabric = v.choose<Fabric>(['floral', 'gingham', 'solid', 'dots']);
    const sleeve = v.choose<Sleeve>(['flutter', 'sleeveless', 'cap']);
    const tiers = v.choose([2, 0, 1]);
    const belt = v.choose([true, false]);
    drawDress(d, p, fabric, sleeve, tiers, belt);
  },
};

function drawDress(
  d: Drawing,
  p: Palette,
  fabric: Fabric,
  sleeve: Sleeve,
  tiers: number,
  belt: boolean,
): void {
  const sleeves = sleeve === 'sleeveless' ? [] : [SLEEVES[sleeve], mirrorPath(SLEEVES[sleeve])];
  garmentShadow(d, BODY, ...sleeves);
  const print = fabricPrint(d, p, fabric);
  panel(d, p, INSIDE_NECK, { fill: p.darker });
  panel(d, p, BODY, { print });

  // Long soft folds fanning out from the waist give the skirt its swing.
  folds(
    d,
    p,
    'M334 410 C322 520 302 620 282 728 M374 414 C370 520 362 630 356 742 M426 414 C430 520 438 630 444 742 M466 410 C478 520 498 620 518 728',
    0.2,
  );
  const sheen = d.linear(0, 0, 1, 0, [
    [0, '#fff', 0],
    [0.5, '#fff', 0.16],
    [1, '#fff', 0],
  ]);
  d.add('path', { d: 'M392 420 C386 540 380 640 376 740 L412 742 C410 640 408 540 404 420 Z', fill: sheen });

  for (let i = 1; i <= tiers; i += 1) {
    const y = WAIST_Y + ((HEM_SIDE[1] - WAIST_Y) * i) / (tiers + 1);
    const x = skirtEdge(y);
    const tierSeam = path`M${x} ${y} C${x + 60} ${y + 14} 340 ${y + 20} 400 ${y + 20}`;
    const full = `${tierSeam} ${mirrorPath(tierSeam)}`;
    seam(d, p, full, { 'stroke-width': 2.2 });
    let gathers = '';
    for (let gx = x + 12; gx < 800 - x - 8; gx += 14) {
      const sag = 20 * Math.sin((Math.PI * (gx - x)) / (800 - 2 * x));
      gathers += path`M${gx} ${y + sag + 4} l0 14`;
    }
    d.add('path', {
      d: gathers,
      stroke: p.lightness < 25 ? p.lighter : p.dark,
      'stroke-width': 2,
      'stroke-opacity': 0.4,
    });
  }

  for (const s of sleeves) {
    panel(d, p, s, { shape: 'sleeve', print });
  }
  if (sleeve === 'flutter') {
    folds(
      d,
      p,
      'M250 170 C244 190 236 206 226 222 M270 180 C266 206 262 228 258 248 M550 170 C556 190 564 206 574 222 M530 180 C534 206 538 228 542 248',
      0.2,
    );
  }

  // Bodice yoke, placket and snaps.
  const yoke = 'M286 246 C312 270 350 272 386 244';
  seam(d, p, `${yoke} ${mirrorPath(yoke)}`, { 'stroke-width': 2.2 });
  stitch(d, p, `${yoke} ${mirrorPath(yoke)}`, { transform: 'translate(0 7)' });
  seam(d, p, `M390 206 L390 ${WAIST_Y - 8} M410 206 L410 ${WAIST_Y - 8}`);
  for (let y = 232; y < WAIST_Y - 12; y += 46) {
    if (p.lightness > 40) sewnButton(d, p, 400, y, 6);
    else pearlSnap(d, 400, y, 6.5);
  }
  d.add('path', {
    d: 'M352 146 C360 184 378 202 400 204 C422 202 440 184 448 146',
    fill: 'none',
    stroke: lighten(p.base, 0.15),
    'stroke-width': 5,
  });
  d.add('path', {
    d: 'M352 146 C360 184 378 202 400 204 C422 202 440 184 448 146',
    fill: 'none',
    stroke: p.line,
    'stroke-width': 1.6,
  });

  if (belt) {
    const leather = p.lightness > 45 ? '#6b4529' : '#c79a63';
    d.add('path', { d: WAISTBAND, fill: leather, stroke: darken(leather, 0.45), 'stroke-width': 1.5 });
    d.add('rect', {
      x: 384,
      y: WAIST_Y - 4,
      width: 32,
      height: 26,
      rx: 4,
      fill: 'none',
      stroke: '#cfc8bb',
      'stroke-width': 4,
    });
  } else {
    panel(d, p, WAISTBAND, { shape: 'flat', print });
    stitch(d, p, `M300 ${WAIST_Y + 4} C350 ${WAIST_Y + 18} 450 ${WAIST_Y + 18} 500 ${WAIST_Y + 4}`);
  }
}
