import type { Attrs, Drawing } from './svg';

/**
 * Small western motifs for prints, patches, labels and buckle centres. Each is a single filled path
 * in a 100x100 box centred on 0,0, so one colour is enough and it scales cleanly.
 */
export const EMBLEMS = {
  star: 'M0 -50 L11.8 -16.2 L47.6 -15.5 L19 6.2 L29.4 40.5 L0 20 L-29.4 40.5 L-19 6.2 L-47.6 -15.5 L-11.8 -16.2 Z',
  horseshoe:
    'M-30 46 C-52 10 -48 -44 0 -46 C48 -44 52 10 30 46 L16 46 C32 14 30 -28 0 -29 C-30 -28 -32 14 -16 46 Z' +
    'M-36 -4 a4 4 0 1 0 0.1 0Z M36 -4 a4 4 0 1 0 0.1 0Z M-30 -26 a4 4 0 1 0 0.1 0Z M30 -26 a4 4 0 1 0 0.1 0Z',
  longhorn:
    'M-16 -22 C-16 -30 16 -30 16 -22 L12 8 C10 24 6 36 0 38 C-6 36 -10 24 -12 8 Z ' +
    'M-14 -28 C-26 -30 -38 -30 -44 -34 C-48 -37 -50 -42 -50 -46 C-56 -38 -56 -26 -46 -20 C-36 -16 -24 -18 -14 -18 Z ' +
    'M14 -28 C26 -30 38 -30 44 -34 C48 -37 50 -42 50 -46 C56 -38 56 -26 46 -20 C36 -16 24 -18 14 -18 Z',
  cactus:
    'M-8 46 L-8 -38 Q0 -50 8 -38 L8 46 Z M-8 10 L-22 10 Q-30 10 -30 2 L-30 -20 Q-26 -28 -22 -20 L-22 0 L-8 0 Z ' +
    'M8 -2 L22 -2 Q30 -2 30 -10 L30 -28 Q26 -36 22 -28 L22 -12 L8 -12 Z M-40 46 L40 46 L40 50 L-40 50 Z',
  boot: 'M-16 -48 Q2 -38 20 -48 L18 18 C20 28 24 38 24 46 L8 46 L6 40 L-38 40 C-50 40 -52 32 -46 30 C-36 24 -22 20 -16 12 Z',
} as const;

export type Emblem = keyof typeof EMBLEMS;

export const EMBLEM_NAMES = Object.keys(EMBLEMS) as Emblem[];

/** Places an emblem centred at cx,cy with the given half-size. */
export function drawEmblem(
  d: Drawing,
  emblem: Emblem,
  cx: number,
  cy: number,
  size: number,
  attrs: Attrs,
): void {
  d.add('path', { d: EMBLEMS[emblem], transform: `translate(${cx} ${cy}) scale(${size / 50})`, ...attrs });
}
