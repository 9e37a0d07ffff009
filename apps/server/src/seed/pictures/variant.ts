/**
 * Turns a product's variant number into design choices.
 * The first choice cycles through its options in order so that neighbouring variants are guaranteed
 * to differ; later choices come from a small seeded generator so the combinations do not march in
 * lock-step. For that guarantee the first option list must not repeat a value in neighbouring
 * positions (including last-to-first).
 */
export class Variant {
  private first = true;
  private state: number;

  constructor(readonly seed: number) {
    // Fold both halves of large variants into the 32-bit state, then scramble so that nearby seeds
    // start far apart.
    this.state = mix32((seed >>> 0) ^ mix32(Math.floor(seed / 4294967296) + 0x9e3779b9));
  }

  choose<T>(options: readonly [T, ...T[]]): T {
    let index: number;
    if (this.first) {
      index = this.seed % options.length;
      this.first = false;
    } else {
      // Scale a uniform [0, 1) value rather than taking a remainder: the high bits are the well mixed ones.
      index = Math.floor(this.next() * options.length);
    }
    return options[index] ?? options[0];
  }

  /** An independent yes/no for the whole picture (e.g. which way a boot faces), not drawn from the stream. */
  flag(salt: number): boolean {
    return mix32(this.state ^ salt) >= 2147483648;
  }

  /** A continuous tweak in [0, 1) for sizes and curves. */
  amount(): number {
    return this.next();
  }

  /** mulberry32: tiny, fast and plenty random for picking design details. */
  private next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** murmur3's 32-bit finaliser. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
