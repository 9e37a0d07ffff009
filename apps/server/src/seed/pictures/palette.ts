import { darken, lighten, lightness, mix } from './color';

/** Every tone an item needs, derived from one catalogue colour. */
export interface Palette {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  /** Outline and seam colour that stays visible against both the item and the pale studio backdrop. */
  line: string;
  /** Internal seams and panel edges: lighter than the item when it is nearly black, where a dark line would vanish. */
  detail: string;
  /** Tone-on-tone sewing thread for fabric seams. */
  seam: string;
  /** Contrast thread for leather goods (boot stitching, belt edges). */
  thread: string;
  /** A colour that stands out on the item, for prints and logos. */
  accent: string;
  lightness: number;
}

export function itemPalette(base: string): Palette {
  const l = lightness(base);
  const isDark = l < 25;
  const isLight = l > 80;
  return {
    base,
    // Dark items need a stronger lift or their highlights vanish; light items need deeper shadows
    // so a white shirt still has form on an off-white backdrop.
    light: lighten(base, isDark ? 0.2 : isLight ? 0.5 : 0.16),
    lighter: lighten(base, isDark ? 0.36 : 0.4),
    dark: darken(base, isLight ? 0.13 : isDark ? 0.4 : 0.3),
    darker: darken(base, isLight ? 0.27 : 0.55),
    line: darken(base, isLight ? 0.45 : isDark ? 0.6 : 0.5),
    detail: isDark ? lighten(base, 0.28) : darken(base, isLight ? 0.35 : 0.45),
    seam: l > 60 ? darken(base, 0.3) : lighten(base, 0.3),
    thread: l < 55 ? mix('#e6d2ab', base, 0.12) : darken(base, 0.5),
    accent: l > 55 ? mix(base, '#3a2718', 0.75) : mix(base, '#f3e7d0', 0.85),
    lightness: l,
  };
}
