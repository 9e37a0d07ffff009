import { bootShelf } from './banners/boot-shelf';
import { desertSunset } from './banners/desert-sunset';
import { hatWall } from './banners/hat-wall';
import { leatherBuckle } from './banners/leather-buckle';
import { Drawing } from './svg';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

const SCENES = [desertSunset, bootShelf, hatWall, leatherBuckle] as const;

/**
 * A 1600x600 home-page banner for slot 0..3. There is deliberately no text: the page writes its own
 * headline over it, so the busy part of each scene sits on the right and the left stays calm.
 */
export function bannerSvg(slot: number): string {
  const scene = Number.isInteger(slot) ? SCENES[slot] : undefined;
  if (!scene) throw new Error(`bannerSvg: slot must be an integer from 0 to 3, got ${String(slot)}`);
  const d = new Drawing();
  scene(d);
  return d.toSvg(BANNER_WIDTH, BANNER_HEIGHT);
}
