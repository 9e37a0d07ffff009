import type { Palette } from './palette';
import type { Drawing } from './svg';
import type { Variant } from './variant';

/**
 * Where the close-up camera looks for the 'detail' view, in the 800x800 front-view coordinates.
 * Items with fabric prints keep `zoom` a multiple of 1/8, `x`/`y` whole and no `rotate`, so their
 * <pattern> tiles stay pixel-aligned (see Drawing.pattern).
 */
export interface CloseUp {
  x: number;
  y: number;
  zoom: number;
  rotate?: number;
}

export interface ItemDrawer {
  /**
   * Draws the item (and its own shadow) centred on the 800x800 canvas. Any scale an item applies to
   * itself follows the same 1/8 rule when it uses patterns.
   */
  draw(d: Drawing, palette: Palette, variant: Variant): void;
  closeUp: CloseUp;
  /** Side views can face either way, which doubles the looks of items with few design options. */
  flippable?: boolean;
}
