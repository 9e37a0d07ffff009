import { darken } from '../color';
import { drawBoot, type Stitching, type Toe } from '../items/cowboy-boot';
import { itemPalette } from '../palette';
import type { Drawing } from '../svg';
import { spotlight, woodWall } from './wood-wall';

const BOOTS: readonly { color: string; toe: Toe; stitching: Stitching; top: number }[] = [
  { color: '#5a3a22', toe: 'snip', stitching: 'arches', top: 120 },
  { color: '#1b1b1b', toe: 'pointed', stitching: 'tulip', top: 140 },
  { color: '#8b1e1e', toe: 'square', stitching: 'scrolls', top: 130 },
  { color: '#c8a27a', toe: 'round', stitching: 'arches', top: 150 },
];

export function bootShelf(d: Drawing): void {
  woodWall(d, '#7a5236', true);
  spotlight(d, 1050);

  // Shelf board the boots stand on.
  const shelfTop = 470;
  d.add('rect', { x: 0, y: shelfTop, width: 1600, height: 26, fill: '#a87a4f' });
  d.add('rect', { x: 0, y: shelfTop + 26, width: 1600, height: 14, fill: darken('#a87a4f', 0.45) });
  d.add('rect', { x: 0, y: shelfTop + 40, width: 1600, height: 90, fill: '#000', 'fill-opacity': 0.25 });

  // Four boots on the right two-thirds; each is the catalogue boot drawer, scaled down.
  BOOTS.forEach((boot, i) => {
    const x = 450 + i * 252;
    const scale = 0.56;
    d.group({ transform: `translate(${x} ${shelfTop + 12 - 700 * scale}) scale(${scale})` }, () =>
      drawBoot(d, itemPalette(boot.color), boot.toe, boot.stitching, boot.top),
    );
  });
}
