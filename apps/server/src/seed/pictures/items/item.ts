import type { Palette } from '../palette';
import type { Drawing } from '../svg';
import type { Variant } from '../variant';

/** Where the close-up camera looks for the 'detail' view, in the 800x800 front-view coordinates. */
export interface CloseUp {
  x: number;
  y: number;
  zoom: number;
  rotate?: number;
}

export interface ItemDrawer {
  /** Draws the item (and its own shadow) centred on the 800x800 canvas. */
  draw(d: Drawing, palette: Palette, variant: Variant): void;
  closeUp: CloseUp;
}
