/**
 * Turns a product's variant number into design choices.
 * The first choice cycles through its options in order so that neighbouring variants (which the seed
 * hands to products of the same kind) are guaranteed to differ; later choices are hashed so the
 * combinations do not march in lock-step.
 */
export class Variant {
  private calls = 0;

  constructor(readonly seed: number) {}

  choose<T>(options: readonly [T, ...T[]]): T {
    const index = this.calls === 0 ? this.seed % options.length : this.hash(this.calls) % options.length;
    this.calls += 1;
    return options[index] ?? options[0];
  }

  /** A continuous tweak in [0, 1) for sizes and curves. */
  amount(): number {
    const value = this.hash(this.calls + 1000) / 4294967296;
    this.calls += 1;
    return value;
  }

  private hash(salt: number): number {
    // murmur3 finaliser over both halves of the seed, so large variants still mix well.
    let h = (Math.imul(this.seed >>> 0, 0x9e3779b1) ^ Math.floor(this.seed / 4294967296) ^ salt) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  }
}
