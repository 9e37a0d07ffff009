import { darken, lighten, mix } from '../color';
import { concho } from '../metal';
import type { Palette } from '../palette';
import { floorShadow } from '../studio';
import { type Drawing, path } from '../svg';
import type { Variant } from '../variant';
import type { ItemDrawer } from '../item';

export type Crown = 'cattleman' | 'pinch' | 'gambler';
export type Band = 'leather' | 'ribbon' | 'feather' | 'braided';

export const cowboyHat: ItemDrawer = {
  closeUp: { x: 330, y: 400, zoom: 2 },
  draw(d: Drawing, p: Palette, v: Variant): void {
    const crown = v.choose<Crown>(['cattleman', 'pinch', 'gambler']);
    const band = v.choose<Band>(['leather', 'ribbon', 'feather', 'braided']);
    const curl = 40 + v.amount() * 40;
    const straw = p.lightness > 60 && v.choose([true, false]);
    // Authored high on the canvas; nudge it to sit centred and a little larger.
    d.group({ transform: 'translate(-50 10) scale(1.125)' }, () =>
      drawCowboyHat(d, p, { crown, band, curl, straw }),
    );
  },
};

export interface HatStyle {
  crown: Crown;
  band: Band;
  /** How far the brim sides roll up, in pixels. */
  curl: number;
  straw: boolean;
}

/** Exported for the hat-wall banner, which hangs several of these. */
export function drawCowboyHat(d: Drawing, p: Palette, style: HatStyle): void {
  const { crown, band, curl, straw } = style;
  const tipY = 440 - curl;
  floorShadow(d, 400, 548, 300, 22, 0.4);

  const brim = path`M70 ${tipY} C110 ${tipY + 80} 250 524 400 524 C550 524 690 ${tipY + 80} 730 ${tipY} C690 ${tipY + 40} 560 450 400 450 C240 450 110 ${tipY + 40} 70 ${tipY}Z`;
  const brimFill = d.linear(0, 0, 1, 0, [
    [0, p.dark],
    [0.25, p.base],
    [0.45, p.light],
    [0.75, p.base],
    [1, p.dark],
  ]);
  d.add('path', { d: brim, fill: brimFill });
  // The crown shades the brim just in front of it.
  const contact = d.radial(0.5, 0.5, 0.5, [
    [0, p.darker, 0.75],
    [0.7, p.darker, 0.25],
    [1, p.darker, 0],
  ]);
  d.add('ellipse', { cx: 400, cy: 470, rx: 200, ry: 42, fill: contact });
  // Underside of the front edge, just visible because the front dips toward us.
  d.add('path', {
    d: path`M70 ${tipY} C110 ${tipY + 80} 250 524 400 524 C550 524 690 ${tipY + 80} 730 ${tipY} C706 ${tipY + 88} 550 533 400 533 C250 533 94 ${tipY + 88} 70 ${tipY}Z`,
    fill: p.darker,
  });
  d.add('path', { d: brim, fill: 'none', stroke: p.line, 'stroke-width': 2.2 });
  if (band === 'ribbon' || band === 'braided') {
    // Bound edge: a ribbon sewn over the brim's rim.
    d.add('path', {
      d: path`M74 ${tipY + 5} C113 ${tipY + 81} 250 520 400 520 C550 520 687 ${tipY + 81} 726 ${tipY + 5}`,
      fill: 'none',
      stroke: darken(p.base, 0.35),
      'stroke-width': 6,
    });
  }

  const crownPath = crownOutline(crown);
  const crownFill = d.linear(0, 0, 1, 0, [
    [0, p.darker],
    [0.18, p.dark],
    [0.38, p.light],
    [0.5, p.base],
    [0.62, p.light],
    [0.85, p.dark],
    [1, p.darker],
  ]);
  d.add('path', { d: crownPath, fill: crownFill });
  const clip = d.clip(`<path d="${crownPath}"/>`);
  d.group({ 'clip-path': clip }, () => {
    // Dents catch shadow along the fold and light on the ridge beside it.
    const dent = d.linear(0, 0, 1, 0, [
      [0, p.darker, 0],
      [0.5, p.darker, 0.6],
      [1, p.darker, 0],
    ]);
    if (crown === 'cattleman') {
      d.add('path', { d: 'M388 196 Q400 224 412 196 L405 300 Q400 306 395 300 Z', fill: dent });
      d.add('path', {
        d: 'M292 226 C318 250 330 290 320 340 C310 300 300 262 288 240 Z',
        fill: dent,
        'fill-opacity': 0.7,
      });
      d.add('path', {
        d: 'M508 226 C482 250 470 290 480 340 C490 300 500 262 512 240 Z',
        fill: dent,
        'fill-opacity': 0.7,
      });
    } else if (crown === 'pinch') {
      d.add('path', {
        d: 'M322 214 C348 250 354 300 338 350 C330 300 322 260 306 232 Z',
        fill: dent,
        'fill-opacity': 0.8,
      });
      d.add('path', {
        d: 'M478 214 C452 250 446 300 462 350 C470 300 478 260 494 232 Z',
        fill: dent,
        'fill-opacity': 0.8,
      });
    } else {
      const lid = d.linear(0, 0, 0, 1, [
        [0, p.darker, 0.5],
        [1, p.darker, 0],
      ]);
      d.add('rect', { x: 250, y: 240, width: 300, height: 46, fill: lid });
    }
  });
  d.add('path', {
    d: crownPath,
    fill: 'none',
    stroke: p.line,
    'stroke-width': 2.2,
    'stroke-linejoin': 'round',
  });

  if (straw) drawStrawWeave(d, p, brim, crownPath);
  drawBand(d, p, band);
}

function crownOutline(crown: Crown): string {
  const sides = 'L538 448 C470 476 330 476 262 448 Z';
  switch (crown) {
    case 'cattleman':
      return `M262 448 C270 360 280 280 288 232 C292 190 345 176 384 192 Q400 205 416 192 C455 176 508 190 512 232 C520 280 530 360 538 448 ${sides}`;
    case 'pinch':
      return `M262 448 C268 360 278 290 296 240 C316 190 360 170 400 168 C440 170 484 190 504 240 C522 290 532 360 538 448 ${sides}`;
    case 'gambler':
      return `M262 448 C266 380 272 310 278 256 C290 236 510 236 522 256 C528 310 534 380 538 448 ${sides}`;
  }
}

function drawBand(d: Drawing, p: Palette, band: Band): void {
  const bandPath = 'M264 410 C330 436 470 436 536 410 L538 448 C470 476 330 476 262 448 Z';
  const bandColor =
    band === 'leather'
      ? mix(p.base, p.lightness > 50 ? '#5a3a22' : '#8a5a34', 0.75)
      : band === 'braided'
        ? mix(p.base, '#c9a46a', 0.7)
        : darken(p.base, p.lightness > 80 ? 0.55 : 0.6);
  const bandFill = d.linear(0, 0, 1, 0, [
    [0, darken(bandColor, 0.4)],
    [0.4, lighten(bandColor, 0.15)],
    [1, darken(bandColor, 0.45)],
  ]);
  d.add('path', { d: bandPath, fill: bandFill, stroke: darken(bandColor, 0.5), 'stroke-width': 1.5 });

  if (band === 'leather') {
    d.add('path', {
      d: 'M268 418 C330 443 470 443 532 418 M266 442 C330 468 470 468 534 442',
      fill: 'none',
      stroke: lighten(bandColor, 0.45),
      'stroke-width': 1.4,
      'stroke-dasharray': '4 3',
    });
    concho(d, 320, 447, 19);
  } else if (band === 'braided') {
    let hatch = '';
    for (let x = 272; x < 532; x += 9) {
      const sag = 26 * Math.sin(((x - 262) / 276) * Math.PI);
      hatch += path`M${x} ${404 + sag} l10 ${48}`;
    }
    d.group({ 'clip-path': d.clip(`<path d="${bandPath}"/>`) }, () =>
      d.add('path', {
        d: hatch,
        stroke: darken(bandColor, 0.35),
        'stroke-width': 2.2,
        'stroke-linecap': 'round',
      }),
    );
  } else if (band === 'ribbon') {
    const bow = darken(bandColor, 0.1);
    d.add('path', {
      d: 'M292 430 C278 414 262 418 266 434 C270 448 284 446 292 438 Z M300 440 C312 460 304 480 292 490 L300 492 C314 480 318 462 306 440 Z',
      fill: bow,
      stroke: darken(bandColor, 0.5),
      'stroke-width': 1.2,
    });
    d.add('circle', { cx: 296, cy: 436, r: 7, fill: lighten(bandColor, 0.1) });
  } else {
    const quill = '#efe6d6';
    d.add('path', {
      d: 'M300 444 C270 400 262 360 276 316 C292 350 304 390 306 440 Z',
      fill: mix(quill, '#7a5a3a', 0.35),
      stroke: '#5c4632',
      'stroke-width': 1.2,
    });
    d.add('path', {
      d: 'M302 440 C294 400 286 360 276 318 M292 392 L276 380 M296 410 L280 402 M288 370 L274 356 M298 420 L310 410 M294 396 L304 384',
      fill: 'none',
      stroke: '#4a3626',
      'stroke-width': 1.3,
    });
    d.add('path', {
      d: 'M298 422 C286 396 284 374 288 350 C294 372 300 398 302 420 Z',
      fill: '#2e2520',
      'fill-opacity': 0.5,
    });
  }
}

/** Straw hats get a fine diagonal weave; felt stays smooth. */
function drawStrawWeave(d: Drawing, p: Palette, brim: string, crown: string): void {
  const weave = d.pattern(
    8,
    8,
    `<path d="M0 8 L8 0 M-2 2 L2 -2 M6 10 L10 6" stroke="${darken(p.base, 0.35)}" stroke-width="1.2" stroke-opacity="0.35"/>` +
      `<path d="M0 4 L8 4" stroke="${lighten(p.base, 0.5)}" stroke-width="1" stroke-opacity="0.4"/>`,
  );
  d.add('path', { d: brim, fill: weave });
  d.add('path', { d: crown, fill: weave });
}
