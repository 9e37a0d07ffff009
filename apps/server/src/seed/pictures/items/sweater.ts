import { darken, lighten, mix } from '../color';
import { fabricPrint, folds, garmentShadow, panel } from '../garment';
import { mirrorPath, symmetricPath } from '../mirror';
import type { Palette } from '../palette';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';
import { TEE_INSIDE_NECK } from './tshirt';

type Knit = 'plain' | 'southwest-band' | 'cable';

const BODY = symmetricPath(
  'M400 166 C372 166 350 152 340 122 L236 152 C250 200 262 260 266 300 L262 520 L262 650 L268 704 L400 704',
);
const SLEEVE_LEFT =
  'M236 152 C200 166 186 204 178 250 L146 604 L220 610 L254 360 C258 330 262 315 266 300 C262 260 250 200 236 152 Z';
const CUFF_LEFT = 'M148 600 L220 606 L216 670 L146 664 Z';
const HEM_BAND = 'M262 650 L538 650 L532 704 L268 704 Z';
const NECKLINE = 'M340 122 C350 152 370 166 400 166 C430 166 450 152 460 122';

export const sweater: ItemDrawer = {
  closeUp: { x: 330, y: 330, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const knit = v.choose<Knit>(['southwest-band', 'cable', 'plain']);
    const bandColors = v.choose<readonly [string, string]>([
      ['#b5432e', '#e9dcc0'],
      ['#2f6f73', '#e6c98a'],
      ['#d9a441', '#3a2a20'],
    ]);
    const bandY = v.choose([290, 250, 330]);
    const cables = v.choose([
      [330, 400, 470],
      [360, 440],
      [300, 360, 440, 500],
    ]);
    drawSweater(d, p, knit, bandColors, bandY, cables);
  },
};

/**
 * Ribbing for cuffs, hem and collar: a dashed stroke as wide as the band draws every rib at once,
 * perpendicular to the line, in a few bytes.
 */
function ribbing(d: Drawing, color: string, line: string, width: number): void {
  d.add('path', {
    d: line,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-dasharray': '1.6 5.4',
    'stroke-opacity': 0.7,
  });
}

/** One cable column at x = 0; drawn once in <defs> and placed three times. */
function cablePath(): string {
  let strand = '';
  for (let y = 190; y < 640; y += 40) {
    strand += `M-12 ${y} C-12 ${y + 20} 12 ${y + 20} 12 ${y + 40} `;
    strand += `M12 ${y} C12 ${y + 14} 4 ${y + 18} 2 ${y + 19} `;
    strand += `M-2 ${y + 21} C-4 ${y + 22} -12 ${y + 26} -12 ${y + 40} `;
  }
  return `${strand}M-24 190 L-24 640 M24 190 L24 640`;
}

function drawSweater(
  d: Drawing,
  p: Palette,
  knit: Knit,
  [bandA, bandB]: readonly [string, string],
  bandY: number,
  cables: readonly number[],
): void {
  const sleeveRight = mirrorPath(SLEEVE_LEFT);
  const cuffRight = mirrorPath(CUFF_LEFT);
  garmentShadow(d, BODY, SLEEVE_LEFT, sleeveRight);
  const texture = fabricPrint(d, p, 'knit');
  panel(d, p, TEE_INSIDE_NECK, { fill: p.darker });
  panel(d, p, BODY, { print: texture });
  for (const sleeve of [SLEEVE_LEFT, sleeveRight]) {
    panel(d, p, sleeve, {
      shape: 'sleeve',
      print: fabricPrint(d, p, 'knit', sleeve === SLEEVE_LEFT ? 2 : 6),
    });
  }
  folds(
    d,
    p,
    'M320 560 C328 600 324 630 320 646 M480 560 C472 600 476 630 480 646 M176 420 C196 432 216 430 240 420 M624 420 C604 432 584 430 560 420',
    0.18,
  );

  const ribColor = p.lightness < 25 ? lighten(p.base, 0.22) : darken(p.base, 0.25);
  panel(d, p, HEM_BAND, { shape: 'flat' });
  ribbing(d, ribColor, 'M266 677 L534 677', 46);
  for (const cuff of [CUFF_LEFT, cuffRight]) panel(d, p, cuff, { shape: 'flat' });
  ribbing(d, ribColor, 'M149 635 L215 640', 58);
  ribbing(d, ribColor, 'M585 640 L651 635', 58);

  if (knit === 'southwest-band') {
    // A southwest-style stepped band knitted across chest and sleeves at one height, like a real yoke pattern.
    const motif = d.pattern(
      48,
      64,
      `<rect width="48" height="64" fill="${bandA}"/>` +
        `<rect y="6" width="48" height="4" fill="${bandB}"/><rect y="54" width="48" height="4" fill="${bandB}"/>` +
        `<path d="M0 48 L12 36 L24 48 L36 36 L48 48 L48 42 L36 30 L24 42 L12 30 L0 42 Z" fill="${bandB}"/>` +
        `<path d="M24 16 L34 26 L24 36 L14 26 Z" fill="${mix(bandB, bandA, 0.5)}"/><path d="M24 21 L29 26 L24 31 L19 26 Z" fill="${bandB}"/>`,
      16,
      bandY,
    );
    const clip = d.clip(`<path d="${BODY}"/><path d="${SLEEVE_LEFT}"/><path d="${sleeveRight}"/>`);
    d.group({ 'clip-path': clip }, () => {
      d.add('rect', { x: 120, y: bandY, width: 560, height: 64, fill: motif });
      const shade = d.linear(0, 0, 1, 0, [
        [0, '#000', 0.3],
        [0.15, '#000', 0],
        [0.4, '#fff', 0.12],
        [0.85, '#000', 0],
        [1, '#000', 0.3],
      ]);
      d.add('rect', { x: 120, y: bandY, width: 560, height: 64, fill: shade });
    });
    for (const outline of [BODY, SLEEVE_LEFT, sleeveRight]) {
      d.add('path', { d: outline, fill: 'none', stroke: p.line, 'stroke-width': 2 });
    }
  } else if (knit === 'cable') {
    // Cables: two strands crossing over each other, each with a lit edge and a shadowed edge.
    const cable = cablePath();
    for (const cx of cables) {
      const at = `translate(${cx} 0)`;
      d.use(cable, {
        transform: at,
        fill: 'none',
        stroke: p.darker,
        'stroke-width': 9,
        'stroke-opacity': 0.35,
      });
      d.use(cable, {
        transform: at,
        fill: 'none',
        stroke: p.lighter,
        'stroke-width': 4,
        'stroke-opacity': 0.55,
      });
    }
  }

  d.add('path', { d: NECKLINE, fill: 'none', stroke: darken(p.base, 0.1), 'stroke-width': 20 });
  d.add('path', {
    d: 'M344 118 C360 110 440 110 456 118',
    fill: 'none',
    stroke: darken(p.base, 0.15),
    'stroke-width': 10,
  });
  ribbing(d, ribColor, NECKLINE, 16);
  d.add('path', {
    d: NECKLINE,
    fill: 'none',
    stroke: p.line,
    'stroke-width': 1.5,
    transform: 'translate(0 10)',
  });
}
