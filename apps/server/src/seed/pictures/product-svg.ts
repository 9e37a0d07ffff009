import { assertHexColor } from './color';
import { cowboyBoot } from './items/cowboy-boot';
import type { ItemDrawer } from './items/item';
import { shoe } from './items/shoe';
import { workBoot } from './items/work-boot';
import { itemPalette } from './palette';
import { CANVAS, studioBackdrop } from './studio';
import { Drawing } from './svg';
import { PICTURE_KINDS, PICTURE_VIEWS, type PictureKind, type PictureView } from './types';
import { Variant } from './variant';

const DRAWERS: Partial<Record<PictureKind, ItemDrawer>> = {
  boot: cowboyBoot,
  'work-boot': workBoot,
  shoe,
};

/**
 * An 800x800 SVG of the product in the given colour. `variant` (any non-negative integer) changes
 * details deterministically so products of the same kind and colour do not look identical.
 * 'detail' is a second, different view (close-up) of the same product.
 */
export function productSvg(kind: PictureKind, colorHex: string, variant: number, view: PictureView): string {
  // The seed feeds these from JSON-ish data, so check at runtime too, not just in the type system.
  if (!(PICTURE_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`productSvg: unknown kind ${JSON.stringify(kind)}`);
  }
  if (!(PICTURE_VIEWS as readonly string[]).includes(view)) {
    throw new Error(`productSvg: view must be 'front' or 'detail', got ${JSON.stringify(view)}`);
  }
  if (!Number.isSafeInteger(variant) || variant < 0) {
    throw new Error(`productSvg: variant must be a non-negative integer, got ${String(variant)}`);
  }
  const color = assertHexColor(colorHex, 'productSvg: colorHex');
  const drawer = DRAWERS[kind];
  if (!drawer) throw new Error(`productSvg: no drawer for ${kind}`);

  const d = new Drawing();
  studioBackdrop(d);
  const palette = itemPalette(color);
  if (view === 'front') {
    drawer.draw(d, palette, new Variant(variant));
  } else {
    const { x, y, zoom, rotate = 0 } = drawer.closeUp;
    d.group({ transform: `translate(400 400) rotate(${rotate}) scale(${zoom}) translate(${-x} ${-y})` }, () =>
      drawer.draw(d, palette, new Variant(variant)),
    );
  }
  return d.toSvg(CANVAS, CANVAS);
}
