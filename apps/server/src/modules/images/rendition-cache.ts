/**
 * A byte-bounded least-recently-used cache of encoded pictures. Encoding is the expensive part of
 * serving a picture (tens of milliseconds for AVIF); the same few hundred renditions are asked for all
 * day, so each server keeps the recent ones in memory.
 */
export class RenditionCache<Value extends { bytes: Uint8Array }> {
  private readonly entries = new Map<string, Value>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Value | undefined {
    const value = this.entries.get(key);
    if (value) {
      // Re-inserting moves the key to the end: Map keeps insertion order, so the first key is the oldest.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Value): void {
    if (value.bytes.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.size -= previous.bytes.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.size += value.bytes.byteLength;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.size -= oldest.bytes.byteLength;
    }
  }

  get bytes(): number {
    return this.size;
  }
}
