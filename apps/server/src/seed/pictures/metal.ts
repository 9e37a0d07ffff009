import type { Drawing } from './svg';

export type Metal = 'silver' | 'brass' | 'gold';

const TONES: Record<Metal, readonly [string, string, string, string]> = {
  silver: ['#ffffff', '#dcd9d3', '#9f9a92', '#5e5952'],
  brass: ['#fff1c9', '#d9b46a', '#9a7433', '#5a4019'],
  gold: ['#fff4cf', '#e8c45e', '#b38a2a', '#6b4f12'],
};

/** Polished metal: a bright sky reflection near the top fading into a darker floor reflection. */
export function metalFill(d: Drawing, metal: Metal, vertical = true): string {
  return d.memo(`metal-${metal}-${vertical}`, () => {
    const [hi, mid, low, deep] = TONES[metal];
    return d.linear(0, 0, vertical ? 0 : 1, vertical ? 1 : 0, [
      [0, mid],
      [0.22, hi],
      [0.5, mid],
      [0.78, low],
      [1, deep],
    ]);
  });
}

export function metalEdge(metal: Metal): string {
  return TONES[metal][3];
}

export function metalShine(metal: Metal): string {
  return TONES[metal][0];
}

/** A silver concho: the small engraved disc western hat bands are fastened with. */
export function concho(d: Drawing, cx: number, cy: number, r: number): void {
  const silver = d.radial(0.35, 0.3, 0.8, [
    [0, '#ffffff'],
    [0.4, '#d6d3cc'],
    [1, '#7d776e'],
  ]);
  d.add('circle', { cx, cy, r, fill: silver, stroke: '#5b554d', 'stroke-width': 1.5 });
  d.add('circle', {
    cx,
    cy,
    r: r * 0.72,
    fill: 'none',
    stroke: '#8c857a',
    'stroke-width': r * 0.18,
    'stroke-dasharray': `${r * 0.2} ${r * 0.14}`,
  });
  d.add('circle', { cx, cy, r: r * 0.3, fill: '#b3ada3', stroke: '#6b655c', 'stroke-width': 1 });
}
