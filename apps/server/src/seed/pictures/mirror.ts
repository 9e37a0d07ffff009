import { num } from './svg';

/**
 * Garments are symmetric, so only their left halves are written out; these helpers produce the
 * right half. They understand absolute M, L, C, Q and Z commands only, which is all the item files use.
 */
interface Segment {
  cmd: 'M' | 'L' | 'C' | 'Q' | 'Z';
  points: [number, number][];
}

function parse(d: string): Segment[] {
  if (/[^MLCQZ\d\s.,e-]/.test(d))
    throw new Error(`mirror: only absolute M/L/C/Q/Z paths are supported: ${d}`);
  const tokens = d.match(/[MLCQZ]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const segments: Segment[] = [];
  let cmd: Segment['cmd'] = 'M';
  let numbers: number[] = [];
  const flush = (): void => {
    const size = cmd === 'C' ? 3 : cmd === 'Q' ? 2 : 1;
    for (let i = 0; i + size * 2 <= numbers.length; i += size * 2) {
      const points: [number, number][] = [];
      for (let k = 0; k < size; k += 1) points.push([numbers[i + k * 2] ?? 0, numbers[i + k * 2 + 1] ?? 0]);
      // Repeated coordinates after an M are implicit line-tos, as in SVG itself.
      segments.push({ cmd: cmd === 'M' && i > 0 ? 'L' : cmd, points });
    }
    numbers = [];
  };
  for (const token of tokens) {
    if (/^[MLCQZ]$/.test(token)) {
      flush();
      cmd = token as Segment['cmd'];
      if (cmd === 'Z') segments.push({ cmd, points: [] });
    } else {
      numbers.push(Number(token));
    }
  }
  flush();
  return segments;
}

function write(segments: Segment[]): string {
  return segments.map((s) => s.cmd + s.points.map(([x, y]) => `${num(x)} ${num(y)}`).join(' ')).join(' ');
}

function flip(segments: Segment[], axis: number): Segment[] {
  return segments.map((s) => ({
    cmd: s.cmd,
    points: s.points.map(([x, y]): [number, number] => [2 * axis - x, y]),
  }));
}

/** Mirror image of a path across the vertical line x = axis. */
export function mirrorPath(d: string, axis = 400): string {
  return write(flip(parse(d), axis));
}

/** The same open path walked backwards (without its leading M). */
function reversed(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = segments.length - 1; i > 0; i -= 1) {
    const seg = segments[i];
    const prev = segments[i - 1];
    if (!seg || !prev) continue;
    const start = prev.points[prev.points.length - 1] ?? [0, 0];
    const controls = seg.points.slice(0, -1).reverse();
    out.push({ cmd: seg.cmd, points: [...controls, start] });
  }
  return out;
}

/**
 * Closes a left half-outline into a full symmetric shape: the half is drawn top-to-bottom down the
 * left, then its mirror image is walked back up the right.
 */
export function symmetricPath(leftHalf: string, axis = 400): string {
  const half = parse(leftHalf);
  const back = reversed(flip(half, axis));
  const last = half[half.length - 1]?.points.at(-1) ?? [axis, 0];
  const join: Segment = { cmd: 'L', points: [[2 * axis - last[0], last[1]]] };
  return `${write(half)} ${write([join, ...back])}Z`;
}
