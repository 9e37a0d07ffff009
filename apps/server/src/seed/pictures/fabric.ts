import { darken, lighten, mix } from './color';
import type { Palette } from './palette';
import type { Drawing } from './svg';

export type Fabric =
  | 'solid'
  | 'plaid'
  | 'stripes'
  | 'pinstripe'
  | 'gingham'
  | 'chambray'
  | 'denim'
  | 'corduroy'
  | 'dots'
  | 'floral'
  | 'knit';

/**
 * A see-through overlay drawn on top of the shaded base colour, so prints follow the same light and
 * shadow as the garment. Returns undefined for plain cloth.
 */
export function fabricOverlay(d: Drawing, p: Palette, fabric: Fabric, offset = 0): string | undefined {
  const dark = p.lightness < 30;
  // On near-black cloth a darker band is invisible, so checks are woven in lighter yarn instead.
  const band = dark ? lighten(p.base, 0.35) : darken(p.base, 0.45);
  const fine = dark ? lighten(p.base, 0.6) : lighten(p.base, 0.55);
  // Tiles are multiples of 8 so they stay pixel-aligned under the 1/8-step scales used by the items.
  const o = offset;
  switch (fabric) {
    case 'solid':
      return undefined;
    case 'plaid': {
      const accent = mix(p.base, p.lightness > 50 ? '#9b2a1f' : '#e0b458', 0.6);
      return d.pattern(
        64,
        64,
        `<rect width="64" height="22" fill="${band}" fill-opacity="0.38"/>` +
          `<rect width="22" height="64" fill="${band}" fill-opacity="0.38"/>` +
          `<rect x="40" width="3" height="64" fill="${fine}" fill-opacity="0.55"/>` +
          `<rect y="40" width="64" height="3" fill="${fine}" fill-opacity="0.55"/>` +
          `<rect x="53" width="2" height="64" fill="${accent}" fill-opacity="0.6"/>` +
          `<rect y="53" width="64" height="2" fill="${accent}" fill-opacity="0.6"/>`,
        o,
        o,
      );
    }
    case 'gingham':
      return d.pattern(
        32,
        32,
        `<rect width="16" height="32" fill="${band}" fill-opacity="0.3"/><rect width="32" height="16" fill="${band}" fill-opacity="0.3"/>`,
        o,
        o,
      );
    case 'stripes':
      return d.pattern(
        24,
        24,
        `<rect width="3" height="24" fill="${band}" fill-opacity="0.55"/><rect x="12" width="1.5" height="24" fill="${fine}" fill-opacity="0.5"/>`,
        o,
        o,
      );
    case 'pinstripe':
      return d.pattern(16, 16, `<rect width="1.2" height="16" fill="${fine}" fill-opacity="0.45"/>`, o, o);
    case 'corduroy':
      return d.pattern(
        8,
        8,
        `<rect width="3.5" height="8" fill="${band}" fill-opacity="0.22"/><rect x="5" width="1" height="8" fill="${fine}" fill-opacity="0.15"/>`,
        o,
        o,
      );
    case 'chambray':
      return d.pattern(
        8,
        8,
        `<path d="M0 8 L8 0" stroke="${fine}" stroke-width="1" stroke-opacity="0.25"/>`,
        o,
        o,
      );
    case 'denim':
      return d.pattern(
        8,
        8,
        `<path d="M0 8 L8 0 M-4 4 L4 -4 M4 12 L12 4" stroke="${lighten(p.base, 0.5)}" stroke-width="1.1" stroke-opacity="0.22"/>`,
        o,
        o,
      );
    case 'knit':
      return d.pattern(
        8,
        8,
        `<path d="M1 1 L4 7 L7 1" fill="none" stroke="${dark ? fine : band}" stroke-width="1.3" stroke-opacity="0.22"/>`,
        o,
        o,
      );
    case 'dots':
      return d.pattern(
        32,
        32,
        `<circle cx="8" cy="8" r="3.2" fill="${p.accent}" fill-opacity="0.85"/><circle cx="24" cy="24" r="3.2" fill="${p.accent}" fill-opacity="0.85"/>`,
        o,
        o,
      );
    case 'floral': {
      const petal = p.lightness > 50 ? '#b5473a' : '#f0c9b8';
      const leaf = p.lightness > 50 ? '#5d7a4a' : '#a9c48f';
      const flower = (x: number, y: number): string =>
        [0, 72, 144, 216, 288]
          .map(
            (a) =>
              `<ellipse cx="${x}" cy="${y - 4}" rx="2.6" ry="4" fill="${petal}" transform="rotate(${a} ${x} ${y})"/>`,
          )
          .join('') + `<circle cx="${x}" cy="${y}" r="1.8" fill="#f2d27a"/>`;
      return d.pattern(
        48,
        48,
        flower(12, 12) +
          flower(36, 36) +
          `<ellipse cx="21" cy="17" rx="4" ry="1.6" fill="${leaf}" transform="rotate(30 21 17)"/>` +
          `<ellipse cx="45" cy="41" rx="4" ry="1.6" fill="${leaf}" transform="rotate(-30 45 41)"/>`,
        o,
        o,
      );
    }
  }
}
