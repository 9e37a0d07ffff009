import { type Drawing, path } from '../svg';

/** A saguaro: trunk plus two arms, as one silhouette path anchored at its base. */
function saguaro(x: number, base: number, height: number, leftArm: number, rightArm: number): string {
  const w = height * 0.11;
  const armW = w * 0.8;
  const top = base - height;
  return (
    path`M${x - w} ${base} L${x - w} ${top + w} Q${x} ${top - w * 0.6} ${x + w} ${top + w} L${x + w} ${base} Z ` +
    path`M${x - w} ${base - height * leftArm} L${x - w * 2.6} ${base - height * leftArm} Q${x - w * 3.6} ${base - height * leftArm} ${x - w * 3.6} ${base - height * leftArm - w} ` +
    path`L${x - w * 3.6} ${base - height * (leftArm + 0.28)} Q${x - w * 3.6 + armW * 0.9} ${base - height * (leftArm + 0.33)} ${x - w * 3.6 + armW * 1.8} ${base - height * (leftArm + 0.28)} ` +
    path`L${x - w * 3.6 + armW * 1.8} ${base - height * leftArm - armW * 0.4} L${x - w} ${base - height * leftArm - armW * 0.6} Z ` +
    path`M${x + w} ${base - height * rightArm} L${x + w * 2.4} ${base - height * rightArm} Q${x + w * 3.3} ${base - height * rightArm} ${x + w * 3.3} ${base - height * rightArm - w} ` +
    path`L${x + w * 3.3} ${base - height * (rightArm + 0.22)} Q${x + w * 3.3 - armW * 0.9} ${base - height * (rightArm + 0.27)} ${x + w * 3.3 - armW * 1.8} ${base - height * (rightArm + 0.22)} ` +
    path`L${x + w * 3.3 - armW * 1.8} ${base - height * rightArm - armW * 0.4} L${x + w} ${base - height * rightArm - armW * 0.6} Z`
  );
}

export function desertSunset(d: Drawing): void {
  const sky = d.linear(
    0,
    0,
    0,
    600,
    [
      [0, '#2c2147'],
      [0.3, '#7a3559'],
      [0.55, '#d8613c'],
      [0.75, '#f4a24a'],
      [0.85, '#ffd58a'],
    ],
    true,
  );
  d.add('rect', { width: 1600, height: 600, fill: sky });

  // The sun sits right of centre so copy on the left stays readable.
  // Halo kept to an ellipse around the sun: full-frame radial gradients are slow to rasterise.
  const glow = d.radial(0.5, 0.5, 0.5, [
    [0, '#fff1c4', 0.9],
    [0.3, '#ffd27a', 0.5],
    [1, '#ff9a4a', 0],
  ]);
  d.add('ellipse', { cx: 1150, cy: 430, rx: 420, ry: 260, fill: glow });
  d.add('circle', { cx: 1150, cy: 430, r: 92, fill: '#fff3cf' });

  // Thin wind-stretched clouds catching the light.
  d.add('path', {
    d: 'M780 170 C900 150 1040 160 1160 176 C1040 186 900 186 780 170 Z M1220 120 C1320 104 1440 110 1560 124 C1440 132 1320 132 1220 120 Z M380 214 C480 200 600 204 700 214 C600 224 480 224 380 214 Z',
    fill: '#ffc9a0',
    'fill-opacity': 0.45,
  });

  // Three ranges of mesas and mountains, lighter and bluer with distance.
  d.add('path', {
    d: 'M0 420 L120 400 L180 360 L300 356 L340 396 L520 404 L600 370 L760 366 L800 400 L980 410 L1060 372 L1240 368 L1300 404 L1460 398 L1520 364 L1600 370 L1600 600 L0 600 Z',
    fill: '#b9637a',
  });
  d.add('path', {
    d: 'M0 470 L160 440 L260 452 L420 410 L520 412 L560 446 L760 458 L900 430 L1000 380 L1090 378 L1130 420 L1300 446 L1420 420 L1600 436 L1600 600 L0 600 Z',
    fill: '#6b2f4c',
  });
  const ground = d.linear(
    0,
    480,
    0,
    600,
    [
      [0, '#3a1d2c'],
      [1, '#1c0f16'],
    ],
    true,
  );
  d.add('path', {
    d: 'M0 520 C200 500 420 496 640 506 C900 518 1160 494 1600 500 L1600 600 L0 600 Z',
    fill: ground,
  });

  // Foreground cacti and scrub in silhouette.
  const cactus = '#1a0d14';
  d.add('path', {
    d:
      saguaro(1380, 560, 250, 0.42, 0.55) +
      saguaro(1510, 540, 150, 0.5, 0.38) +
      saguaro(920, 528, 110, 0.45, 0.56),
    fill: cactus,
  });
  d.add('path', {
    d: 'M1200 540 q-20 -30 -34 -26 q14 6 22 24 q-10 -34 -2 -42 q4 16 8 36 q4 -28 16 -34 q-6 14 -4 36 Z M140 540 q-14 -22 -26 -20 q12 6 16 20 q-4 -26 4 -32 q2 14 4 30 q6 -20 16 -24 q-6 12 -6 26 Z',
    fill: cactus,
  });
}
