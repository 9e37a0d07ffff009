import { boloTie } from './accessories/bolo-tie';
import { bracelet } from './accessories/bracelet';
import { hatStrap } from './accessories/hat-strap';
import { keyRing } from './accessories/key-ring';
import { phoneHolder } from './accessories/phone-holder';
import { wallet } from './accessories/wallet';
import { assertHexColor } from './color';
import { belt } from './items/belt';
import { blazer } from './items/blazer';
import { blouse } from './items/blouse';
import { cap } from './items/cap';
import { cowboyBoot } from './items/cowboy-boot';
import { cowboyHat } from './items/cowboy-hat';
import type { ItemDrawer } from './item';
import { dress } from './items/dress';
import { jacket } from './items/jacket';
import { knife } from './items/knife';
import { pants, shorts } from './items/jeans';
import { perfume } from './items/perfume';
import { shoe } from './items/shoe';
import { sweater } from './items/sweater';
import { trophyBuckle } from './items/trophy-buckle';
import { tshirt } from './items/tshirt';
import { underwear } from './items/underwear';
import { vest } from './items/vest';
import { westernShirt } from './items/western-shirt';
import { workShirt } from './items/work-shirt';
import { workBoot } from './items/work-boot';
import { itemPalette } from './palette';
import { CANVAS, studioBackdrop } from './studio';
import { Drawing } from './svg';
import { PICTURE_KINDS, PICTURE_VIEWS, type PictureKind, type PictureView } from './types';
import { Variant } from './variant';

// A full Record, so adding a kind to PICTURE_KINDS without a drawer fails to compile.
const DRAWERS: Record<PictureKind, ItemDrawer> = {
  boot: cowboyBoot,
  'work-boot': workBoot,
  shoe,
  hat: cowboyHat,
  cap,
  shirt: westernShirt,
  'work-shirt': workShirt,
  blouse,
  tshirt,
  sweater,
  jacket,
  vest,
  blazer,
  pants,
  shorts,
  dress,
  underwear,
  belt,
  buckle: trophyBuckle,
  perfume,
  knife,
  'key-ring': keyRing,
  'hat-strap': hatStrap,
  'phone-holder': phoneHolder,
  bracelet,
  'bolo-tie': boloTie,
  wallet,
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

  const d = new Drawing();
  studioBackdrop(d);
  const palette = itemPalette(color);
  const flip = drawer.flippable === true && new Variant(variant).flag(0x51ed);
  const draw = (): void => {
    if (flip)
      d.group({ transform: 'matrix(-1 0 0 1 800 0)' }, () => drawer.draw(d, palette, new Variant(variant)));
    else drawer.draw(d, palette, new Variant(variant));
  };
  if (view === 'front') {
    draw();
  } else {
    const { x, y, zoom, rotate = 0 } = drawer.closeUp;
    const turn = rotate === 0 ? '' : ` rotate(${rotate})`;
    const focusX = flip ? 800 - x : x;
    d.group({ transform: `translate(400 400)${turn} scale(${zoom}) translate(${-focusX} ${-y})` }, draw);
  }
  return d.toSvg(CANVAS, CANVAS);
}
