import { type Band, type Crown, drawCowboyHat } from '../items/cowboy-hat';
import { itemPalette } from '../palette';
import type { Drawing } from '../svg';
import { spotlight, woodWall } from './wood-wall';

const HATS: readonly {
  x: number;
  y: number;
  color: string;
  crown: Crown;
  band: Band;
  tilt: number;
  straw: boolean;
}[] = [
  { x: 760, y: 150, color: '#1b1b1b', crown: 'cattleman', band: 'leather', tilt: -4, straw: false },
  { x: 1060, y: 120, color: '#e9dcc0', crown: 'pinch', band: 'ribbon', tilt: 3, straw: true },
  { x: 1360, y: 160, color: '#6b4a2f', crown: 'gambler', band: 'braided', tilt: -2, straw: false },
  { x: 910, y: 390, color: '#b08a5a', crown: 'cattleman', band: 'feather', tilt: 4, straw: false },
  { x: 1210, y: 400, color: '#8c2b22', crown: 'pinch', band: 'leather', tilt: -3, straw: false },
];

export function hatWall(d: Drawing): void {
  woodWall(d, '#9a6e48', false);
  spotlight(d, 1080);

  for (const hat of HATS) {
    const scale = 0.42;
    d.group(
      {
        transform: `translate(${hat.x} ${hat.y}) rotate(${hat.tilt}) scale(${scale}) translate(-400 -330)`,
      },
      () =>
        drawCowboyHat(d, itemPalette(hat.color), {
          crown: hat.crown,
          band: hat.band,
          curl: 60,
          straw: false,
        }),
    );
  }
}
